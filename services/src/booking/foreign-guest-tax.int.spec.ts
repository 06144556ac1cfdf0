import { describe, expect, it } from 'vitest';
import type { SeasonalQuoteView } from '@hotel/contracts';
import { stay } from '../../../test/clock';
import { GUEST } from '../../test/guest';
import { phoneBookingFolio } from '../../test/booking-setup';
import { bookingTermsSite } from './booking-terms-setup';

/*
 * The terms charge foreign guests a nightly tax, which the hotel states in TMT as an option. A
 * booking records the rate in force when it is sold; the folio charges it per foreign guest per
 * night, due at arrival: the bank is never asked for it. This hotel takes the whole stay online,
 * so what a taxed booking owes at arrival is the tax alone.
 */
const {
  site,
  app,
  db,
  setOptions,
  stayCharge,
  typePrices,
  guestFolio,
  paidBooking,
  trpcQuote,
  restQuote,
} = await bookingTermsSite();
await setOptions({ online_share_percent: 100 });

/** 26.00 TMT a foreign guest a night: the terms' $2 as the hotel converts it. */
const TAX_TMT = 26;
const TAX_TENGE = 2_600;
const RUSSIAN = {
  full_name: 'Ivan Petrov',
  citizenship: 'RU',
  passport_serial: '',
  passport_number: '4509123456',
};
const TYPE = 4;
const NIGHTS = 3;

/** A paid booking of `guests`, `from` days ahead, and what the bank was asked for. */
async function paidTaxBooking(email: string, from: number, guests: object[]) {
  const { cookie, booking, charged } = await paidBooking(email, {
    id: TYPE,
    ...stay(from, NIGHTS),
    guests,
  });
  return { cookie, id: booking.id, charged };
}

const taxLines = (folio: { lines: { kind: string; amount: number }[] }) =>
  folio.lines.filter((line) => line.kind === 'tax').map((line) => line.amount);

describe("the foreigners' tax", () => {
  it('is off by default: no quote counts it', async () => {
    const quote = await trpcQuote({ id: TYPE, ...stay(20, NIGHTS), foreign_guests: 1 });
    expect(quote).toMatchObject({ taxTenge: 0, foreignGuestNights: NIGHTS });
    expect(quote).not.toHaveProperty('foreignGuestTaxTenge');
  });

  it('is quoted per foreign guest-night, paid at arrival and not in what the bank is asked for', async () => {
    await setOptions({ foreign_guest_tax: TAX_TMT });
    const dates = stay(20, NIGHTS);
    const untaxed = await trpcQuote({ id: TYPE, ...dates });
    const taxed = await trpcQuote({ id: TYPE, ...dates, foreign_guests: 2 });
    expect(taxed).toMatchObject({
      foreignGuestTaxTenge: TAX_TENGE,
      foreignGuestNights: 2 * NIGHTS,
      taxTenge: 2 * NIGHTS * TAX_TENGE,
      totalTenge: untaxed.totalTenge,
    });
    expect(untaxed.taxTenge).toBe(0);

    const rest = await restQuote({ id: TYPE, ...dates, guests: 2, foreign_guests: 1 });
    expect(rest.statusCode, rest.body).toBe(200);
    const view = rest.json<{ data: SeasonalQuoteView }>().data;
    expect(view.tax).toBe(NIGHTS * TAX_TMT);
    expect(view.total).toBe(untaxed.totalTenge / 100);
    expect(view.due_at_arrival).toBe(NIGHTS * TAX_TMT);
  });

  it('refuses more foreign guests than guests, in the language asked', async () => {
    const res = await restQuote({ id: TYPE, ...stay(20, 2), guests: 1, foreign_guests: 2 }, 'ru');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Иностранных гостей больше, чем гостей' });
    const negative = await restQuote({ id: TYPE, ...stay(20, 2), guests: 1, foreign_guests: -1 });
    expect(negative.statusCode).toBe(400);
  });

  it('is charged on the folio of a booking with a Russian guest, and stays when the option is turned off', async () => {
    await setOptions({ foreign_guest_tax: TAX_TMT });
    const { cookie, id, charged } = await paidTaxBooking('russian@example.com', 30, [
      RUSSIAN,
      GUEST,
    ]);
    expect(charged).toBe((await stayCharge(TYPE, NIGHTS)) + (await typePrices(TYPE)).fee);

    const folio = await guestFolio(cookie, id);
    expect(taxLines(folio)).toEqual([NIGHTS * TAX_TMT]);
    expect(folio.balance).toBe(NIGHTS * TAX_TMT);

    await setOptions({ foreign_guest_tax: 0 });
    try {
      const after = await guestFolio(cookie, id);
      expect(taxLines(after)).toEqual([NIGHTS * TAX_TMT]);
      expect(after.balance).toBe(NIGHTS * TAX_TMT);
    } finally {
      await setOptions({ foreign_guest_tax: TAX_TMT });
    }
  });

  it('is not charged to a booking of Turkmen guests only, until reception adds a foreign guest', async () => {
    await setOptions({ foreign_guest_tax: TAX_TMT });
    const { cookie, id } = await paidTaxBooking('turkmen@example.com', 40, [GUEST]);
    const folio = await guestFolio(cookie, id);
    expect(taxLines(folio)).toEqual([]);
    expect(folio.balance).toBe(0);

    const reception = await site.session(3, 'tax-reception@example.com');
    const read = await app.inject({
      method: 'GET',
      url: `/api/bookings/${id}`,
      headers: { cookie: reception.cookie },
    });
    const changed = await app.inject({
      method: 'PUT',
      url: `/api/bookings/${id}/guests?l=en`,
      headers: { cookie: reception.cookie, 'if-match': String(read.headers.etag) },
      payload: { guests: [GUEST, RUSSIAN] },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = await guestFolio(cookie, id);
    expect(taxLines(after)).toEqual([NIGHTS * TAX_TMT]);
    expect(after.balance).toBe(NIGHTS * TAX_TMT);
  });

  it('is recorded with a booking staff take by phone, and charged on its folio', async () => {
    await setOptions({ foreign_guest_tax: TAX_TMT });
    const [room] = await db.sql<{ id: number }[]>`select id from rooms order by id limit 1`;
    const folio = await phoneBookingFolio(site, 'tax-desk@example.com', {
      room: room?.id ?? 0,
      from: 50,
      nights: NIGHTS,
      email: 'phoned@example.com',
      guests: [RUSSIAN],
    });
    expect(taxLines(folio)).toEqual([NIGHTS * TAX_TMT]);
  });
});
