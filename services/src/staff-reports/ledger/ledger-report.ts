import {
  addDays,
  hotelDate,
  hotelDateTime,
  hotelInstant,
  ledgerQuery,
  MAX_LEDGER_DAYS,
  tengeToTmt,
  type BookingChannel,
  type LedgerTotalsView,
  type LedgerView,
} from '@hotel/contracts';
import type { AppDeps } from '../../application/deps';
import { hotelPeriod, type HotelPeriod } from '../period';
import { compareLines, type LedgerLine } from './ledger-lines';
import { ledgerLinesIn, replayLedger } from './ledger-source';

/** The ledger's lines of a period: from the read model, or replayed from the events as of a moment. */
export interface LedgerExtract {
  period: HotelPeriod;
  asOf: Date | null;
  lines: LedgerLine[];
}

/** Reads the lines a ledger query asks for (REST query or tRPC input). */
export async function readLedger(deps: AppDeps, raw: unknown): Promise<LedgerExtract> {
  const query = ledgerQuery.parse(raw);
  const period = hotelPeriod(deps.hotelTimeZone, query.from, query.to, MAX_LEDGER_DAYS);
  if (query.as_of === undefined) return { period, asOf: null, lines: await ledgerLinesIn(deps.sql, period) };
  const asOf = momentOf(query.as_of, deps.hotelTimeZone);
  const replayed = await replayLedger(deps.store, asOf);
  const lines = replayed.filter((line) => line.at >= period.start && line.at < period.end).sort(compareLines);
  return { period, asOf, lines };
}

/**
 * The instant an "as of" names: a date means the end of that hotel day, a wall time without an
 * offset is the hotel's, an instant with `Z` or an offset is itself.
 */
export function momentOf(text: string, timeZone: string): Date {
  const [date = '', time] = text.split('T');
  if (time === undefined) return new Date(new Date(hotelDateTime(addDays(date, 1), '00:00', timeZone)).getTime() - 1);
  if (/(?:Z|[+-]\d{2}:\d{2})$/.test(time)) return new Date(text);
  const [hours = '00', minutes = '00', seconds = '0'] = time.split(':');
  const wall = new Date(hotelDateTime(date, `${hours}:${minutes}`, timeZone));
  return new Date(wall.getTime() + Math.round(Number(seconds) * 1000));
}

/** GET /ledger: the lines of the period with totals per day and per kind. */
export async function ledgerReport(deps: AppDeps, raw: unknown): Promise<LedgerView> {
  const { period, asOf, lines } = await readLedger(deps, raw);
  const timeZone = deps.hotelTimeZone;
  const channels = await channelsOf(deps, lines);
  const byDay = new Map<string, LedgerLine[]>();
  for (const line of lines) {
    const day = hotelDate(line.at, timeZone);
    const ofDay = byDay.get(day);
    if (ofDay) ofDay.push(line);
    else byDay.set(day, [line]);
  }
  return {
    from: period.from,
    to: period.to,
    as_of: asOf && hotelInstant(asOf, timeZone),
    entries: lines.map((line) => ({
      id: `${line.globalPosition}-${line.line}`,
      at: hotelInstant(line.at, timeZone),
      date: hotelDate(line.at, timeZone),
      kind: line.kind,
      amount: tengeToTmt(line.amountTenge),
      booking_id: line.bookingId,
      book_number: line.bookNumber,
      room_id: line.roomId,
      order_id: line.orderId,
      bank_reference: line.bankReference,
      method: line.method,
      channel: channels.get(line.bookingId) ?? 'online',
      actor: actorName(line),
    })),
    days: period.days.map((date) => ({ date, ...totalsOf(byDay.get(date) ?? []) })),
    totals: totalsOf(lines),
  };
}

/**
 * How each line's booking was taken (issue 13, item 2). A booking's channel is fixed when it is
 * placed and never changes, so the bookings read model tells it for a replay "as of" any moment
 * as well; a booking it does not hold was placed before channels existed: online.
 */
async function channelsOf(deps: AppDeps, lines: readonly LedgerLine[]): Promise<Map<number, BookingChannel>> {
  const ids = [...new Set(lines.map((line) => line.bookingId))];
  if (ids.length === 0) return new Map();
  const rows = await deps.sql<{ id: string; channel: BookingChannel }[]>`select id::text, channel from bookings where id = any(${ids}::bigint[])`;
  return new Map(rows.map((row) => [Number(row.id), row.channel]));
}

/** An e-mail, or `system` / `anonymous`. */
export function actorName(line: LedgerLine): string {
  return typeof line.actor === 'string' ? line.actor : line.actor.email;
}

/** Counts and sums per kind, in teňňe until the end; net = payments less refunds. */
function totalsOf(lines: readonly LedgerLine[]): LedgerTotalsView {
  const sums = { payment: { count: 0, tenge: 0 }, refund: { count: 0, tenge: 0 }, cancellation: { count: 0, tenge: 0 }, adjustment: { count: 0, tenge: 0 } };
  for (const line of lines) {
    sums[line.kind].count += 1;
    sums[line.kind].tenge += line.amountTenge;
  }
  const total = ({ count, tenge }: { count: number; tenge: number }) => ({ count, amount: tengeToTmt(tenge) });
  return {
    by_kind: { payment: total(sums.payment), refund: total(sums.refund), cancellation: total(sums.cancellation), adjustment: total(sums.adjustment) },
    net: tengeToTmt(sums.payment.tenge - sums.refund.tenge),
  };
}
