import { describe, expect, it } from 'vitest';
import type { FolioView, SeasonalQuoteView } from '@hotel/contracts';
import { stay } from '../../../test/clock';
import { GUEST, registerGuest } from '../../test/guest';
import { phoneBookingFolio } from '../../test/booking-setup';
import { bookingTermsSite } from './booking-terms-setup';

/*
 * Prices by guest (docs/rates.md): a room type's price covers its base occupancy; each adult
 * beyond pays the extra adult price a night, each child from the free age to the adult age the
 * child price (a foreign child the hotel's foreign child price). The quote, the bank's amount and
 * the folio agree; the folio follows the guests reception names later.
 */
const { site, app, db, setOptions, guestFolio, paidBooking, trpcQuote, restQuote } =
  await bookingTermsSite();
await setOptions({ online_share_percent: 50, foreign_child_price: 122.5 });

/** A family room for 6 whose 1,400 TMT covers two; the demo's child price is the terms' 120 TMT. */
const TYPE = 5;
const NIGHTS = 3;
await db.sql`update room_types set capacity = 6, base_occupancy = 2, extra_adult_price_tenge = 30000 where id = ${TYPE}`;

const adult = (n: number) => ({
  ...GUEST,
  full_name: `Aýna Berdiýewa ${'I'.repeat(n)}`,
  passport_number: `12345${n}`,
});
const child = (n: number, age: number) => ({ ...adult(n), child_age: age });
const RUSSIAN_CHILD = {
  full_name: 'Anna Petrova',
  citizenship: 'RU',
  passport_serial: '',
  passport_number: '4509123456',
  child_age: 8,
};

const extraLines = (folio: FolioView) =>
  folio.lines.filter((line) => line.kind === 'extra_guests').map((line) => line.amount);

describe('prices by guest', () => {
  it('quotes the adults beyond the base and the paying children, on the REST edge too', async () => {
    const dates = stay(20, NIGHTS);
    const two = await trpcQuote({ id: TYPE, ...dates, guests: 2 });
    expect(two.extraGuestsTenge).toBe(0);
    // Three adults, a child of 5, a foreign child of 8 and a baby: one extra adult, two paying children.
    const children = [
      { age: 5, foreign: false },
      { age: 8, foreign: true },
      { age: 1, foreign: false },
    ];
    const family = await trpcQuote({ id: TYPE, ...dates, guests: 6, foreign_guests: 1, children });
    const nightly = 30_000 + 12_000 + 12_250;
    expect(family.extraGuests).toEqual({
      extraAdults: 1,
      childPrices: [12_000, 12_250],
      nightlyTenge: nightly,
    });
    expect(family.extraGuestsTenge).toBe(NIGHTS * nightly);
    // Half the stay and half what the guests add are paid online, with the fee.
    expect(family.roomPartTenge).toBe(
      Math.floor(((family.stayTenge + NIGHTS * nightly) * 50 + 50) / 100),
    );
    expect(family.totalTenge).toBe(family.roomPartTenge + family.bookingFeeTenge);

    const rest = await restQuote({ id: TYPE, ...dates, guests: 6, foreign_guests: 1, children });
    expect(rest.statusCode, rest.body).toBe(200);
    const view = rest.json<{ data: SeasonalQuoteView }>().data;
    expect(view.extras).toBe((NIGHTS * nightly) / 100);
    expect(view.total).toBe(family.totalTenge / 100);
    expect(view.due_at_arrival).toBe(
      (family.stayTenge + NIGHTS * nightly - family.roomPartTenge) / 100,
    );
  });

  it('counts the foreign guests a quote names as guests when it names no party', async () => {
    const dates = stay(20, NIGHTS);
    // Three foreign guests are three guests: one beyond the base, priced and taxed alike.
    const foreign = await trpcQuote({ id: TYPE, ...dates, foreign_guests: 3 });
    const named = await trpcQuote({ id: TYPE, ...dates, guests: 3, foreign_guests: 3 });
    expect(foreign.extraGuests.extraAdults).toBe(1);
    expect(foreign.totalTenge).toBe(named.totalTenge);
    expect(foreign.taxTenge).toBe(named.taxTenge);
    // More foreign guests than the room takes is more guests than it takes.
    const crowded = await app.inject({
      method: 'GET',
      url: `/trpc/booking.quote?l=en&input=${encodeURIComponent(JSON.stringify({ id: TYPE, ...dates, foreign_guests: 7 }))}`,
    });
    expect(crowded.statusCode).toBe(400);
    expect(crowded.body).toContain('More guests than the room holds (6)');
  });

  it('refuses a party that does not add up, in the language asked', async () => {
    const dates = stay(20, 2);
    const many = await restQuote(
      { id: TYPE, ...dates, guests: 1, children: [{ age: 4 }, { age: 6 }] },
      'ru',
    );
    expect(many.statusCode).toBe(400);
    expect(many.json()).toEqual({ error: 'Детей больше, чем гостей' });
    const foreign = await restQuote(
      { id: TYPE, ...dates, guests: 2, children: [{ age: 4, foreign: true }] },
      'en',
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({ error: 'More foreign children than foreign guests' });
    const old = await restQuote({ id: TYPE, ...dates, guests: 2, children: [{ age: 18 }] }, 'tm');
    expect(old.statusCode).toBe(400);
    expect(old.json<{ error: string }>().error).toContain('0-dan 17-ä çenli');
  });

  it('charges the bank the quoted total, and the folio what the guests add', async () => {
    const dates = stay(30, NIGHTS);
    const guests = [adult(1), adult(2), adult(3), child(4, 5), RUSSIAN_CHILD];
    const quote = await trpcQuote({
      id: TYPE,
      ...dates,
      guests: 5,
      foreign_guests: 1,
      children: [
        { age: 5, foreign: false },
        { age: 8, foreign: true },
      ],
    });
    const { cookie, booking, charged } = await paidBooking('family@example.com', {
      id: TYPE,
      ...dates,
      guests,
    });
    expect(charged).toBe(quote.totalTenge);
    const folio = await guestFolio(cookie, booking.id);
    expect(extraLines(folio)).toEqual([quote.extraGuestsTenge / 100]);
    expect(folio.balance).toBe(
      (quote.stayTenge + quote.extraGuestsTenge - quote.roomPartTenge) / 100,
    );

    // Reception names one more child of 4: the folio charges it, at the price sold at.
    const reception = await site.session(3, 'family-reception@example.com');
    const read = await app.inject({
      method: 'GET',
      url: `/api/bookings/${booking.id}`,
      headers: { cookie: reception.cookie },
    });
    // The desk reads the children's ages back, so its guest form sends them as they were.
    const records = read.json<{ data: { guest_records: { child_age?: number }[] } }>().data
      .guest_records;
    expect(records.map((guest) => guest.child_age)).toEqual([
      undefined,
      undefined,
      undefined,
      5,
      8,
    ]);
    const changed = await app.inject({
      method: 'PUT',
      url: `/api/bookings/${booking.id}/guests?l=en`,
      headers: { cookie: reception.cookie, 'if-match': String(read.headers.etag) },
      payload: { guests: [...guests.slice(0, 4), child(5, 4)] },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = await guestFolio(cookie, booking.id);
    // The foreign child gave way to a Turkmen one: 300 + 120 + 120 a night.
    expect(extraLines(after)).toEqual([(NIGHTS * (30_000 + 2 * 12_000)) / 100]);
  });

  it('refuses a child age out of range when booking, naming the field', async () => {
    const cookie = await registerGuest(site, 'aged@example.com');
    const res = await app.inject({
      method: 'POST',
      url: '/api/payment?l=en',
      headers: { cookie },
      payload: { id: TYPE, ...stay(40, 2), guests: [adult(1), child(2, 21)] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('from 0 to 17');
  });

  it('prices a phone booking by its guests, as the site does', async () => {
    const [room] = await db.sql<
      { id: number }[]
    >`select id from rooms where room_types_id = ${TYPE} order by id limit 1`;
    const folio = await phoneBookingFolio(site, 'family-desk@example.com', {
      room: room?.id ?? 0,
      from: 50,
      nights: NIGHTS,
      email: 'phoned-family@example.com',
      guests: [adult(1), adult(2), adult(3), child(4, 10)],
    });
    expect(extraLines(folio)).toEqual([(NIGHTS * (30_000 + 12_000)) / 100]);
  });
});
