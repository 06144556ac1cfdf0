import { describe, expect, it } from 'vitest';
import { type FolioView, type PriceBreakdown } from '@hotel/contracts';
import { day, stay } from '../../../test/clock';
import { GUEST } from '../../test/guest';
import { restRequester } from '../../test/rest-requests';
import { closedRoomId, createTestApp } from '../../test/test-app';
import { trpcMutation } from '../../test/trpc-requests';

/*
 * Promotion codes on bookings staff take (phone, walk-in), through tRPC as the staff form calls
 * it: the same check and the same use on the code's stream as online, recorded in the booking,
 * named by its folio's discount line and counted in the code's uses; a refused code holds nothing.
 */
const site = await createTestApp();
const { app, deps, db } = site;
const manager = await site.session(2);
const reception = await site.session(3);
const room = await closedRoomId(deps);
const window = { arrival_from: day(1), arrival_to: day(120) };

const send = restRequester(site);
const createCode = async (body: object): Promise<number> => {
  const res = await send('POST', '/api/promo-codes?l=en', manager.cookie, body);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: { id: number } }).data.id;
};
const rest = async <T>(url: string): Promise<T> => {
  const res = await send('GET', url, reception.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as T;
};
const usesOf = (id: number) => rest<{ uses: number }>(`/api/promo-codes/${id}`);
const quote = async (input: object) => {
  const search = encodeURIComponent(JSON.stringify({ room_id: room, ...input }));
  const res = await app.inject({
    method: 'GET',
    url: `/trpc/staffBookings.quote?input=${search}`,
    headers: { cookie: reception.cookie, 'x-lang': 'en' },
  });
  return { status: res.statusCode, body: res.json() };
};
const book = (over: object, lang = 'en') =>
  trpcMutation(
    site,
    reception.cookie,
    'staffBookings.create',
    {
      room_id: room,
      guests: [GUEST],
      phone: '+993 65 222222',
      language: 'ru',
      channel: 'phone',
      payment: { kind: 'reception', method: 'cash' },
      ...over,
    },
    lang,
  );
const bookingsOn = async (checkin: string) =>
  db.sql<{ id: string; price: PriceBreakdown }[]>`
    select id::text, price from bookings where room_id = ${room} and checkin = ${checkin}`;

describe('promotion codes on staff bookings', () => {
  it('records the code of a phone booking, names it on the folio and counts its use', async () => {
    const id = await createCode({ code: 'PHONE100', amount: 100, max_uses: 1, ...window });
    const dates = stay(10, 2);
    const plain = await quote(dates);
    const priced = await quote({ ...dates, promo_code: ' phone100 ' });
    expect(priced.status, JSON.stringify(priced.body)).toBe(200);
    const quoted = priced.body.result.data as PriceBreakdown;
    expect(quoted.promoCode).toEqual({ promoCodeId: id, code: 'PHONE100', discountTenge: 100_00 });
    // Staff take the whole room charge: the code comes off the total itself.
    expect(quoted.totalTenge).toBe(plain.body.result.data.totalTenge - 100_00);

    const placed = await book({ ...dates, promo_code: 'Phone100' });
    expect(placed.statusCode, placed.body).toBe(200);
    const [booking] = await bookingsOn(dates.checkin);
    expect(booking?.price.promoCode).toEqual(quoted.promoCode);
    expect(booking?.price.totalTenge).toBe(quoted.totalTenge);

    const folio = await rest<FolioView>(`/api/bookings/${booking?.id ?? 0}/folio`);
    const discount = folio.lines.find((line) => line.kind === 'discount');
    expect(discount).toMatchObject({ amount: -100, description: 'PHONE100' });
    expect((await usesOf(id)).uses).toBe(1);

    // Staff may not bypass the code's rules: its only use is taken.
    const again = await book({ ...stay(20, 1), promo_code: 'PHONE100' });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe(
      'Promo code PHONE100 has been used the most times it may be',
    );
    expect(await bookingsOn(day(20))).toEqual([]);
  });

  it('refuses an unknown or out-of-dates code with a localized 400 and holds nothing', async () => {
    const dates = stay(30, 1);
    const unknown = await book({ ...dates, promo_code: 'NOSUCH' }, 'ru');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe('Промокода NOSUCH нет: проверьте, как он написан');
    expect((await quote({ ...dates, promo_code: 'NOSUCH' })).status).toBe(400);
    await createCode({ code: 'EARLYDESK', percent: 5, arrival_from: day(1), arrival_to: day(5) });
    const late = await book({ ...dates, promo_code: 'EARLYDESK' });
    expect(late.statusCode).toBe(400);
    expect(late.json().error.message).toContain('has expired');
    expect(await bookingsOn(dates.checkin)).toEqual([]);
    // The nights stayed free: a booking without a code takes them.
    expect((await book(dates)).statusCode).toBe(200);
  });

  it('gives the use back when the room refuses the nights', async () => {
    const id = await createCode({ code: 'TAKEN', percent: 10, max_uses: 1, ...window });
    const dates = stay(40, 2);
    expect((await book(dates)).statusCode).toBe(200);
    const refused = await book({ ...dates, promo_code: 'TAKEN' });
    expect(refused.statusCode).toBe(409);
    // The release is answered before the read model has it (or the use before it): wait for both.
    expect(await site.runner.waitFor(await deps.store.readHead(), 10_000)).toBe(true);
    expect((await usesOf(id)).uses).toBe(0);
    const later = await book({ ...stay(50, 1), promo_code: 'TAKEN' });
    expect(later.statusCode, later.body).toBe(200);
    expect((await usesOf(id)).uses).toBe(1);
  });
});
