import {
  actor as actorSchema,
  LEDGER_KINDS,
  type LedgerKind,
  type MoneyMethod,
} from '@hotel/contracts';
import { eventTime, LEDGER, START, type EventSource, type LedgerBook } from '@hotel/projections';
import type { Sql } from '../../db/connect';
import type { HotelPeriod } from '../period';
import { ledgerStep, type LedgerLine } from './ledger-lines';

interface Row {
  global_position: string;
  line: number;
  booking_id: string;
  book_number: number | null;
  room_id: number;
  at: Date;
  kind: string;
  amount_tenge: string;
  order_id: string | null;
  bank_reference: string | null;
  method: MoneyMethod | null;
  actor: unknown;
}

const isKind = (kind: string): kind is LedgerKind =>
  (LEDGER_KINDS as readonly string[]).includes(kind);

/** The lines of the ledger read model in the period. */
export async function ledgerLinesIn(sql: Sql, period: HotelPeriod): Promise<LedgerLine[]> {
  const rows = await sql<Row[]>`
    select global_position::text, line, booking_id::text, book_number, room_id, at, kind, amount_tenge::text,
      order_id, bank_reference, method, actor
    from ${sql(LEDGER)} where at >= ${period.start} and at < ${period.end}
    order by at, global_position, line`;
  return rows.flatMap((row) =>
    isKind(row.kind)
      ? [
          {
            globalPosition: BigInt(row.global_position),
            line: row.line,
            bookingId: Number(row.booking_id),
            bookNumber: row.book_number,
            roomId: row.room_id,
            at: row.at,
            kind: row.kind,
            amountTenge: Number(row.amount_tenge),
            orderId: row.order_id,
            bankReference: row.bank_reference,
            method: row.method,
            actor: actorSchema.parse(row.actor),
          },
        ]
      : [],
  );
}

/** Events read from `$all` at a time: a page's worth of memory, few round trips. */
const PAGE = 1000;

/**
 * The ledger rebuilt by replaying `$all` from the start in memory, counting only the events that
 * happened by `until` (their time, as the read model's `at`): the books as they stood then, made
 * from the log alone. Its cost grows with the log: it reads every event once.
 */
export async function replayLedger(source: EventSource, until: Date): Promise<LedgerLine[]> {
  const books = new Map<number, LedgerBook>();
  const lines: LedgerLine[] = [];
  let after = START;
  for (
    let page = await source.readAll(after, PAGE);
    page.length > 0;
    page = await source.readAll(after, PAGE)
  ) {
    for (const recorded of page) {
      after = recorded.position;
      if (eventTime(recorded) > until) continue;
      const step = ledgerStep(recorded, books);
      if (step.book) books.set(step.book.bookingId, step.book.book);
      lines.push(...step.lines);
    }
  }
  return lines;
}
