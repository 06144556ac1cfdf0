import { describe, expect, it } from 'vitest';
import { type FolioView } from '@hotel/contracts';
import { day, stay } from '../../../test/clock';
import { APPROVED_CARD, bankOrder, book, payAtBank, registerGuest } from '../../test/guest';
import { pricedBookingOf } from '../../test/booking-setup';
import { restRequester } from '../../test/rest-requests';
import { createTestApp } from '../../test/test-app';

/*
 * Promotion codes end to end over REST: a manager creates and disables them (reception may not),
 * the quote shows the discount and the total, the bank charges exactly that total, the booking
 * records the code, its folio's discount line carries it, and the last use cannot be taken twice.
 */
const site = await createTestApp();
const { db } = site;
const manager = await site.session(2);
const reception = await site.session(3);

// Superior (demo catalog): 840.00 TMT a night, an 80.00 TMT booking fee, no discount.
const SUPERIOR = 3;

const send = restRequester(site);
const create = (body: object, cookie = manager.cookie, lang = 'en') =>
  send('POST', `/api/promo-codes?l=${lang}`, cookie, body);
const codeId = async (body: object): Promise<number> => {
  const res = await create(body);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: { id: number } }).data.id;
};
const quote = (checkin: string, checkout: string, promo_code?: string, lang = 'en') =>
  send('POST', `/api/quote?l=${lang}`, undefined, {
    id: SUPERIOR,
    checkin,
    checkout,
    guests: 1,
    ...(promo_code === undefined ? {} : { promo_code }),
  });
const detail = async (id: number) => {
  const res = await send('GET', `/api/promo-codes/${id}`, reception.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    uses: number;
    discounts: number;
    bookings: { booking_id: number; discount: number; counted: boolean }[];
  };
};
const tenge = (tmt: number) => Math.round(tmt * 100);
const window = { arrival_from: day(1), arrival_to: day(120) };

describe('promotion codes', () => {
  it('lets a manager create them and refuses reception (403) and callers without a session (401)', async () => {
    const body = { code: 'DESK1', percent: 5, ...window };
    expect((await create(body, '')).statusCode).toBe(401);
    const refused = await create(body, reception.cookie);
    expect(refused.statusCode).toBe(403);
    expect((await send('DELETE', '/api/promo-codes/1', reception.cookie)).statusCode).toBe(403);
    expect((await send('GET', '/api/promo-codes', reception.cookie)).statusCode).toBe(200);
    const list = (await send('GET', '/api/promo-codes', manager.cookie)).json().data as {
      code: string;
    }[];
    expect(list.map((code) => code.code)).not.toContain('DESK1');
  });

  it('refuses bad codes with a localized 400 and a code created twice with 409', async () => {
    const bad = await create({ code: 'a!', percent: 5, ...window }, manager.cookie, 'ru');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('от 3 до 20 латинских букв или цифр');
    const both = await create({ code: 'BOTH1', percent: 5, amount: 10, ...window });
    expect(both.statusCode).toBe(400);
    expect(both.json().error).toContain('either a percent or an amount');
    const reversed = await create({
      code: 'BACK1',
      percent: 5,
      arrival_from: day(20),
      arrival_to: day(10),
    });
    expect(reversed.statusCode).toBe(400);
    await codeId({ code: 'Twice', amount: 10, ...window });
    const again = await create({ code: 'TWICE', percent: 5, ...window });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('Promo code TWICE already exists');
  });

  it('quotes the discount off the room charge, then the bank charges exactly the total', async () => {
    const id = await codeId({ code: 'SUMMER10', percent: 10, ...window });
    const dates = stay(30, 2);
    const plain = (await quote(dates.checkin, dates.checkout)).json().data;
    // Typed in another case, with spaces: the same code.
    const res = await quote(dates.checkin, dates.checkout, ' summer10 ');
    expect(res.statusCode, res.body).toBe(200);
    const quoted = res.json().data;
    // 2 × 840 = 1680 TMT; 10 % = 168 TMT off; paid in full online with the 80 TMT fee.
    expect(quoted.promo_code).toEqual({ code: 'SUMMER10', discount: 168 });
    expect(quoted.stay).toBe(plain.stay);
    expect(quoted.room_part).toBe(1512);
    expect(quoted.total).toBe(plain.total - 168);

    const guest = await registerGuest(site, 'promo-pays@example.com');
    const placed = await book(site, guest, { id: SUPERIOR, ...dates, promo_code: 'Summer10' });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const form = placed.body.url ?? '';
    expect((await bankOrder(site, form)).amountMinor).toBe(tenge(quoted.total));
    await payAtBank(form, APPROVED_CARD);
    const booking = await pricedBookingOf(site, form);
    expect(booking.price.totalTenge).toBe(tenge(quoted.total));
    expect(booking.price.promoCode).toEqual({
      promoCodeId: id,
      code: 'SUMMER10',
      discountTenge: 168_00,
    });

    const folioRes = await send('GET', `/api/bookings/${booking.id}/folio`, manager.cookie);
    const folio = folioRes.json().data as FolioView;
    const discount = folio.lines.find((line) => line.kind === 'discount');
    expect(discount).toMatchObject({ amount: -168, description: 'SUMMER10' });
    expect(folio.total).toBe(quoted.total);
    expect(folio.balance).toBe(0);

    const used = await detail(id);
    expect(used.uses).toBe(1);
    expect(used.discounts).toBe(168);
    expect(used.bookings).toEqual([
      expect.objectContaining({ booking_id: booking.id, discount: 168, counted: true }),
    ]);
  });

  it('lets only one of two bookings at once take the last use', async () => {
    const id = await codeId({ code: 'ONCE', amount: 100, max_uses: 1, ...window });
    const guests = await Promise.all([
      registerGuest(site, 'promo-race-1@example.com'),
      registerGuest(site, 'promo-race-2@example.com'),
    ]);
    const answers = await Promise.all(
      guests.map((guest, index) =>
        book(site, guest, { id: SUPERIOR, ...stay(60 + index * 5, 2), promo_code: 'once' }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    expect(answers.find((answer) => answer.status === 400)?.body.error).toBe(
      'Promo code ONCE has been used the most times it may be',
    );
    expect((await detail(id)).uses).toBe(1);
    const later = await quote(day(80), day(82), 'ONCE');
    expect(later.statusCode).toBe(400);

    // The winner gives the booking up unpaid: the use is the code's again.
    const winner = answers.findIndex((answer) => answer.status === 200);
    const [placed] = await db.sql<{ id: string }[]>`
      select id::text from bookings where email = ${`promo-race-${winner + 1}@example.com`}`;
    const cancel = await send(
      'GET',
      `/api/bookings/${placed?.id ?? 0}/reverse?l=en`,
      guests[winner] ?? '',
    );
    expect(cancel.statusCode, cancel.body).toBe(200);
    const given = await detail(id);
    expect(given.uses).toBe(0);
    expect(given.bookings).toEqual([expect.objectContaining({ counted: false })]);
    expect((await quote(day(80), day(82), 'ONCE')).statusCode).toBe(200);
  });

  it('refuses a disabled, unknown or expired code with a 400 naming why', async () => {
    const id = await codeId({ code: 'GONE', percent: 20, ...window });
    expect((await quote(day(40), day(41), 'GONE')).statusCode).toBe(200);
    const disabled = await send('DELETE', `/api/promo-codes/${id}?l=en`, manager.cookie);
    expect(disabled.statusCode, disabled.body).toBe(200);
    const refused = await quote(day(40), day(41), 'GONE');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('Promo code GONE is disabled');
    const guest = await registerGuest(site, 'promo-gone@example.com');
    const booked = await book(site, guest, { id: SUPERIOR, ...stay(40, 1), promo_code: 'GONE' });
    expect(booked.status).toBe(400);

    const unknown = await quote(day(40), day(41), 'NOSUCH', 'ru');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe('Промокода NOSUCH нет: проверьте, как он написан');
    await codeId({ code: 'EARLY', percent: 5, arrival_from: day(1), arrival_to: day(10) });
    const late = await quote(day(40), day(41), 'EARLY');
    expect(late.statusCode).toBe(400);
    expect(late.json().error).toContain('has expired');
    expect((await send('DELETE', '/api/promo-codes/9999', manager.cookie)).statusCode).toBe(404);
  });
});
