import { describe, expect, it } from 'vitest';
import { newBookingIds } from '../../booking/booking-ids';
import { translate, type MessageKey } from '@hotel/contracts';
import { staffOptionsSite } from './staff-options-setup';

const { app, db, deps, session, admin, cookie, read, save } = await staffOptionsSite();

describe('PUT /api/system/options', () => {
  it('changes only the fields sent and ignores unknown ones', async () => {
    const before = await read();
    const res = await save({
      payment_timeout: 7,
      payment_room: !before.payment_room,
      colour: 'red',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'The settings were saved',
      data: {
        ...before,
        payment_timeout: 7,
        payment_room: !before.payment_room,
        version: before.version + 1,
      },
    });
    expect(await read()).toEqual(res.json().data);
  });

  it('changes the number of unpaid bookings one account may hold', async () => {
    const res = await save({ max_pending_bookings: '5' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.max_pending_bookings).toBe(5);
    expect((await read()).max_pending_bookings).toBe(5);
  });

  it.each([0, 21, 2.5, null])(
    'refuses %j unpaid bookings per account, in the language asked',
    async (max_pending_bookings) => {
      const answers = await Promise.all(
        ['en', 'ru', 'tm'].map((lang) => save({ max_pending_bookings }, lang)),
      );
      expect(answers.map((a) => a.statusCode)).toEqual([400, 400, 400]);
      const reason =
        max_pending_bookings === null
          ? ['it is required', 'обязательное поле', 'hökmany meýdança']
          : ['from 1 to 20', 'от 1 до 20', '1-den 20-ä çenli'];
      expect(answers.map((a) => a.json().error)).toEqual([
        `Check the field "unpaid bookings per account": ${reason[0]}`,
        `Проверьте поле «неоплаченных бронирований на аккаунт»: ${reason[1]}`,
        `«bir hasapdaky tölenmedik bronlar» meýdançasyny barlaň: ${reason[2]}`,
      ]);
    },
  );

  it('changes the booking terms, each as a whole number, and writes them to the audit trail', async () => {
    const { version, ...before } = await read();
    const res = await save({
      booking_closes_days: '3',
      online_share_percent: 30,
      guest_refund_percent: 75,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      ...before,
      booking_closes_days: 3,
      online_share_percent: 30,
      guest_refund_percent: 75,
      version: version + 1,
    });
    const [row] = await db.sql<{ before: unknown; after: unknown }[]>`
      select before, after from audit_log where entity = 'system_options' order by id desc limit 1`;
    expect(row).toEqual({
      before,
      after: {
        ...before,
        booking_closes_days: 3,
        online_share_percent: 30,
        guest_refund_percent: 75,
      },
    });
  });

  it.each([
    [
      { booking_closes_days: 366 },
      ['from 0 to 365 days', 'от 0 до 365 дней', '0-dan 365 güne çenli'],
    ],
    [{ online_share_percent: 0 }, ['from 1 to 100 %', 'от 1 до 100 %', '1-den 100 %-e çenli']],
    [{ guest_refund_percent: 101 }, ['from 0 to 100 %', 'от 0 до 100 %', '0-dan 100 %-e çenli']],
    [
      { foreign_guest_tax: -1 },
      ['it cannot be below zero', 'не может быть меньше нуля', 'noldan kiçi bolup bilmez'],
    ],
    [
      { foreign_guest_tax: 10_000.01 },
      ['from 0 to 10000 TMT', 'от 0 до 10000 TMT', '0-dan 10000 TMT-a çenli'],
    ],
  ])('refuses the booking term %j, in the language asked', async (body, reasons) => {
    const field = Object.keys(body)[0] ?? '';
    const answers = await Promise.all(['en', 'ru', 'tm'].map((lang) => save(body, lang)));
    expect(answers.map((a) => a.statusCode)).toEqual([400, 400, 400]);
    expect(answers.map((a) => a.json().error)).toEqual([
      `Check the field "${translate('en', `field.${field}` as MessageKey)}": ${reasons[0]}`,
      `Проверьте поле «${translate('ru', `field.${field}` as MessageKey)}»: ${reasons[1]}`,
      `«${translate('tm', `field.${field}` as MessageKey)}» meýdançasyny barlaň: ${reasons[2]}`,
    ]);
  });

  it('lets only a manager change the booking terms', async () => {
    const desk = await session(3);
    const before = await read();
    // The same save through REST and through tRPC.
    for (const [method, url] of [
      ['PUT', '/api/system/options'],
      ['POST', '/trpc/staff.saveOptions'],
    ] as const) {
      const refused = await app.inject({
        method,
        url,
        headers: { cookie: desk.cookie },
        payload: { guest_refund_percent: 100 },
      });
      expect(refused.statusCode, url).toBe(403);
    }
    expect(await read()).toEqual(before);
  });

  it('refuses a booking terms save made from a version saved since (412), keeping the newer terms', async () => {
    const { version } = await read();
    expect((await save({ booking_closes_days: 4, version })).statusCode).toBe(200);
    const stale = await save({ booking_closes_days: 9, version });
    expect(stale.statusCode).toBe(412);
    expect((await read()).booking_closes_days).toBe(4);
  });

  it('round-trips the booking price exactly: 1234.56 TMT is 123456 teňňe', async () => {
    const res = await save({ booking_price: 1234.56 });
    expect(res.json().data.booking_price).toBe(1234.56);
    const [row] = await db.sql<
      { booking_price_tenge: string }[]
    >`select booking_price_tenge::text from system_options`;
    expect(row?.booking_price_tenge).toBe('123456');
  });

  it('accepts the last book number as text, since the form field is text', async () => {
    const res = await save({ last_book_number: '2500' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.last_book_number).toBe(2500);
  });

  it('refuses a last book number below the last number given, naming it, and keeps the option', async () => {
    await save({ last_book_number: 3000 });
    const { bookNumber } = await newBookingIds(deps.sql);
    const lowered = await save({ last_book_number: bookNumber - 1 });
    expect(lowered.statusCode).toBe(400);
    expect(lowered.json()).toEqual({
      error: `The last booking number cannot be lower than ${bookNumber}: that number has already been given`,
    });
    expect((await read()).last_book_number).toBe(bookNumber);
    expect((await save({ last_book_number: bookNumber })).statusCode).toBe(200);
    expect((await save({ last_book_number: bookNumber + 100 })).statusCode).toBe(200);
  });

  it.each([4, 21])('refuses a payment timeout of %i minutes', async (payment_timeout) => {
    const res = await save({ payment_timeout });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Check the field "payment time": from 5 to 20 minutes' });
  });

  it('refuses a negative booking price, in Russian for ?l=ru', async () => {
    const res = await save({ booking_price: -5 }, 'ru');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'Проверьте поле «цена бронирования»: не может быть меньше нуля',
    });
  });

  it.each([
    [{ payment_timeout: null }, 'en', 'Check the field "payment time": it is required'],
    [{ booking_price: null }, 'en', 'Check the field "booking price": it is required'],
    [{ last_book_number: '' }, 'tm', '«soňky bron belgisi» meýdançasyny barlaň: hökmany meýdança'],
    [
      { last_book_number: -1 },
      'en',
      'Check the field "last booking number": it cannot be below zero',
    ],
    [{ payment_timeout: 7.5 }, 'en', 'Check the field "payment time": from 5 to 20 minutes'],
    [
      { booking_price: 1.005 },
      'en',
      'Check the field "booking price": an amount in TMT with at most two decimals is expected',
    ],
    [{ payment_system: 'maybe' }, 'en', 'Check the field "online payment": yes or no is expected'],
  ])('refuses %j with 400 naming the field', async (body, lang, error) => {
    const res = await save(body, lang);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error });
  });

  it('leaves the options unchanged when one of the fields sent is refused', async () => {
    const before = await read();
    await save({ payment_timeout: 10, booking_price: -1 });
    expect(await read()).toEqual(before);
  });

  it('writes the change to audit_log with the actor e-mail, before and after', async () => {
    // The trail keeps what staff changed: the version each save raises is not one of those.
    const { version, ...before } = await read();
    const after = (await save({ payment_timeout: 12 })).json().data;
    expect(after.version).toBe(version + 1);
    const [row] = await db.sql<
      { actor: unknown; entity_id: string; before: unknown; after: unknown }[]
    >`
      select actor, entity_id, before, after from audit_log where entity = 'system_options' order by id desc limit 1`;
    expect(row).toEqual({
      actor: { userId: expect.any(Number), email: admin.email, role: 2 },
      entity_id: '1',
      before,
      after: { ...before, payment_timeout: 12 },
    });
    expect(after.payment_timeout).toBe(12);
  });

  it('reads and saves through tRPC staff.options and staff.saveOptions', async () => {
    const saved = await app.inject({
      method: 'POST',
      url: '/trpc/staff.saveOptions',
      headers: { cookie, 'x-lang': 'en' },
      payload: { payment_timeout: 9 },
    });
    expect(saved.statusCode).toBe(200);
    const res = await app.inject({
      method: 'GET',
      url: '/trpc/staff.options',
      headers: { cookie },
    });
    expect(res.json().result.data.payment_timeout).toBe(9);
  });
});
