import type { z } from 'zod';
import type { ledgerQuery } from '@hotel/contracts';
import {
  addDays,
  hotelDate,
  hotelDateTime,
  hotelInstant,
  MAX_LEDGER_DAYS,
  tengeToTmt,
  type LedgerView,
} from '@hotel/contracts';
import type { AppDeps } from '../../application/deps';
import { hotelPeriod, type HotelPeriod } from '../period';
import { actorName, compareLines, type LedgerLine } from './ledger-lines';
import { ledgerLinesIn, replayLedger } from './ledger-source';
import { totalsOf } from './ledger-totals';
import { lineLabels } from './line-labels';

/** The ledger's lines of a period: from the read model, or replayed from the events as of a moment. */
export interface LedgerExtract {
  period: HotelPeriod;
  asOf: Date | null;
  lines: LedgerLine[];
}

/** Reads the lines a ledger query asks for (REST query or tRPC input). */
export async function readLedger(
  deps: AppDeps,
  query: z.output<typeof ledgerQuery>,
): Promise<LedgerExtract> {
  const period = hotelPeriod(deps.hotelTimeZone, query.from, query.to, MAX_LEDGER_DAYS);
  if (query.as_of === undefined)
    return { period, asOf: null, lines: await ledgerLinesIn(deps.sql, period) };
  const asOf = momentOf(query.as_of, deps.hotelTimeZone);
  const replayed = await replayLedger(deps.store, asOf);
  const lines = replayed
    .filter((line) => line.at >= period.start && line.at < period.end)
    .sort(compareLines);
  return { period, asOf, lines };
}

/**
 * The instant an "as of" names: a date means the end of that hotel day, a wall time without an
 * offset is the hotel's, an instant with `Z` or an offset is itself.
 */
export function momentOf(text: string, timeZone: string): Date {
  const [date = '', time] = text.split('T');
  if (time === undefined)
    return new Date(new Date(hotelDateTime(addDays(date, 1), '00:00', timeZone)).getTime() - 1);
  if (/(?:Z|[+-]\d{2}:\d{2})$/.test(time)) return new Date(text);
  const [hours = '00', minutes = '00', seconds = '0'] = time.split(':');
  const wall = new Date(hotelDateTime(date, `${hours}:${minutes}`, timeZone));
  return new Date(wall.getTime() + Math.round(Number(seconds) * 1000));
}

/** GET /ledger: the lines of the period with totals per day and for the period (per kind, way and person). */
export async function ledgerReport(
  deps: AppDeps,
  query: z.output<typeof ledgerQuery>,
): Promise<LedgerView> {
  const { period, asOf, lines } = await readLedger(deps, query);
  const timeZone = deps.hotelTimeZone;
  const labels = await lineLabels(deps.sql, lines);
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
      room_number: labels.roomNumber(line),
      order_id: line.orderId,
      bank_reference: line.bankReference,
      method: line.method,
      channel: labels.channel(line),
      actor: actorName(line),
    })),
    days: period.days.map((date) => ({ date, ...totalsOf(byDay.get(date) ?? []) })),
    totals: totalsOf(lines),
  };
}
