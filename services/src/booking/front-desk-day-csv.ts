import {
  tengeText,
  tmtToTenge,
  translate,
  type DayReportCsvView,
  type FrontDeskDayCsvQuery,
  type FrontDeskDayRow,
  type Language,
  type MessageKey,
} from '@hotel/contracts';
import type { AppDeps } from '../application/deps';
import { csvFile, plainText } from '../staff-reports/csv';
import { frontDeskDay } from './front-desk-day';

const COLUMNS = [
  'desk.column.number',
  'desk.column.room',
  'desk.column.roomType',
  'desk.column.guests',
  'desk.column.checkin',
  'desk.column.checkout',
  'desk.column.balance',
] as const satisfies readonly MessageKey[];

/**
 * One list of the desk's day (GET /api/day/csv) as a CSV file, in the asked language: the rows the
 * Today screen shows, in its order, every guest of each booking, the hotel dates of the stay, and
 * the folio's balance in manat with two decimals and a point, as the daily report's CSV writes
 * money. Names come from guests, so a formula-like one is kept as text.
 */
export async function frontDeskDayCsv(
  deps: AppDeps,
  { list, ...query }: FrontDeskDayCsvQuery,
  lang: Language,
): Promise<DayReportCsvView> {
  const view = await frontDeskDay(deps, query);
  const row = (booking: FrontDeskDayRow): string[] => [
    booking.book_number === null ? '' : String(booking.book_number),
    booking.room_number ?? '',
    plainText(booking.room_name[lang]),
    plainText(booking.guests.map((guest) => guest.full_name.trim()).join('; ')),
    booking.checkin.slice(0, 10),
    booking.checkout.slice(0, 10),
    tengeText(tmtToTenge(booking.balance) ?? 0),
  ];
  return {
    filename: `${list}_${view.date}.csv`,
    csv: csvFile([COLUMNS.map((key) => translate(lang, key)), ...view[list].map(row)]),
  };
}
