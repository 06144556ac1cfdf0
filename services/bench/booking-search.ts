/**
 * The staff search (GET /api/search's use case, `bookingSearch`) on BENCH_SEARCH_BOOKINGS
 * (default 100,000) bookings: `node --import tsx services/bench/booking-search.ts` alone, or
 * BENCH_ONLY=booking-search from `npm run bench`. The demo hotel, grown to 200 rooms, gets its
 * bookings written straight into the read model (with the projector's own search key) over six
 * years of stays; each typical query then runs ROUNDS times, and the time of each, in ms, is
 * printed as min / median / max. Numbers, never pass/fail.
 */
import { addDays, bookingSearchKey, hotelDate } from '@hotel/contracts';
import { bookingSearch } from '../src/booking/booking-search';
import { growHotel, runWhenMain, startBenchApp } from './setup';

const ROUNDS = 30;
const ROOMS = 200;
/** Above any id the demo's own events give. */
const FIRST_ID = 50_000_000;
const FIRST_BOOK_NUMBER = 500_000;

const FIRST_NAMES = [
  'Aýna',
  'Merdan',
  'Gulnara',
  'Döwlet',
  'Иван',
  'Мария',
  'Ольга',
  'Serdar',
  'Jeren',
  'Алексей',
];
const SURNAMES = [
  'Berdiýewa',
  'Öwezow',
  'Ataýew',
  'Nurmuhammedow',
  'Петров',
  'Смирнова',
  'Кузнецов',
  'Çaryýew',
  'Şirinowa',
  'Annaýew',
  'Фёдоров',
  'Hojaýew',
];
const SERIES = ['BN', 'AS', 'AH', 'MR', 'LB'];

/** The `n`th booking's guests: one to three, names from the lists, with a rare surname now and then. */
function guestsOf(n: number) {
  return Array.from({ length: 1 + (n % 3) }, (_, i) => {
    const k = n * 7 + i * 13;
    const surname = n % 1000 === 0 ? `Redkiýew${n}` : (SURNAMES[k % SURNAMES.length] ?? '');
    return {
      full_name: `${FIRST_NAMES[(k >> 2) % FIRST_NAMES.length] ?? ''} ${surname}`,
      passport_serial: SERIES[k % SERIES.length] ?? 'BN',
      passport_number: String(100_000 + ((n * 31 + i) % 900_000)),
    };
  });
}

/** The lead guest's passport of the `n`th booking, as staff would type it. */
function passportOf(n: number): string {
  const [lead] = guestsOf(n);
  return lead ? `${lead.passport_serial} ${lead.passport_number}` : '';
}

async function main(): Promise<void> {
  const bench = await startBenchApp();
  const { deps } = bench;
  const total = Number(process.env.BENCH_SEARCH_BOOKINGS ?? 100_000);
  try {
    const today = hotelDate(new Date(), deps.hotelTimeZone);
    await growHotel(deps, today, ROOMS);
    const rooms = await deps.sql<{ id: number; room_types_id: number; room_number: string }[]>`
      select id, room_types_id, room_number from rooms order by id`;
    const filled = performance.now();
    const price = {
      totalTenge: 100_000,
      roomPartTenge: 90_000,
      bookingFeeTenge: 10_000,
      nights: [],
    };
    for (let from = 0; from < total; from += 2000) {
      const rows = Array.from({ length: Math.min(2000, total - from) }, (_, i) => {
        const n = from + i;
        const room = rooms[n % rooms.length] ?? rooms[0];
        if (!room) throw new Error('no rooms');
        // Six years of stays, three back and three ahead.
        const checkin = addDays(today, (n % 2190) - 1095);
        const guests = guestsOf(n);
        const email = `guest${n}@example.com`;
        const phone = `+993 6${n % 6} ${String(100_000 + ((n * 17) % 900_000))}`;
        const at = new Date().toISOString();
        return {
          id: FIRST_ID + n,
          room_id: room.id,
          room_type_id: room.room_types_id,
          user_id: null,
          email,
          book_number: FIRST_BOOK_NUMBER + n,
          checkin,
          checkout: addDays(checkin, 1 + (n % 5)),
          state: n % 7 === 0 ? 'cancelled' : 'online',
          amount_tenge: price.totalTenge,
          room_part_tenge: price.roomPartTenge,
          booking_fee_tenge: price.bookingFeeTenge,
          price: deps.sql.json(price),
          guests: deps.sql.json(guests),
          payment_deadline: at,
          created_at: at,
          updated_at: at,
          channel: n % 2 === 0 ? 'online' : 'phone',
          phone,
          search_text: bookingSearchKey({
            email,
            phone,
            guests: guests.map((g) => ({
              fullName: g.full_name,
              passport: g.passport_serial + g.passport_number,
            })),
          }),
        };
      });
      await deps.sql`insert into bookings ${deps.sql(rows)}`;
    }
    await deps.sql`analyze bookings`;
    console.log(
      `Booking search: ${total} bookings on ${rooms.length} rooms written in ${((performance.now() - filled) / 1000).toFixed(1)} s; ms per search (${ROUNDS} each), min / median / max, hits`,
    );
    const queries: [string, string][] = [
      ['common surname, Latin', 'Berdiyewa'],
      ['common surname, Cyrillic, other case', 'ПЕТРОВ'],
      ['rare surname', `Redkiýew${(total >> 1) - ((total >> 1) % 1000)}`],
      ['part of a first name', 'ser'],
      ['passport', passportOf(total >> 3)],
      ['e-mail', `guest${total - 7}@`],
      ['phone digits', '61 1234'],
      ['book number', String(FIRST_BOOK_NUMBER + (total >> 2))],
      ['room number', rooms[17]?.room_number ?? '101'],
      ['two letters', 'ov'],
      // Too short for trigrams and held by nobody: every stay is walked.
      ['two letters nobody has', 'qx'],
      ['nothing matches', 'zzqxw'],
    ];
    const results: Record<string, { min: number; median: number; max: number; hits: number }> = {};
    for (const [name, q] of queries) {
      const times: number[] = [];
      let hits = 0;
      for (let round = 0; round < ROUNDS; round++) {
        const started = performance.now();
        hits = (await bookingSearch(deps, { q })).length;
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const result = {
        min: times[0] ?? Number.NaN,
        median: times[Math.floor(times.length / 2)] ?? Number.NaN,
        max: times.at(-1) ?? Number.NaN,
        hits,
      };
      results[name] = result;
      console.log(
        `  ${`${name} (${q})`.padEnd(52)} ${result.min.toFixed(1)} / ${result.median.toFixed(1)} / ${result.max.toFixed(1)}  ${hits}`,
      );
    }
    console.log(JSON.stringify({ bookingSearch: { bookings: total, results } }));
  } finally {
    await bench.close();
  }
}

runWhenMain(import.meta.url, main);
