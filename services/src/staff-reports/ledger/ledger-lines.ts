import { eventMetadata, roomEvent, type Actor, type LedgerKind, type MoneyMethod } from '@hotel/contracts';
import { eventTime, LEDGER_READS, ledgerMovements, type RecordedEvent } from '@hotel/projections';

/**
 * A line of the ledger, as the ledger's projector writes it (projections/src/ledger/projector.ts):
 * one per money movement or cancellation, numbered within its event.
 */
export interface LedgerLine {
  globalPosition: bigint;
  line: number;
  bookingId: number;
  bookNumber: number | null;
  roomId: number;
  at: Date;
  kind: LedgerKind;
  amountTenge: number;
  orderId: string | null;
  bankReference: string | null;
  /** Taken at reception; null through the bank. */
  method: MoneyMethod | null;
  actor: Actor;
}

/** What one event does to the ledger: the booking it places (its book number), and the lines it adds. */
export interface LedgerStep {
  placed: { bookingId: number; bookNumber: number } | null;
  lines: LedgerLine[];
}

/**
 * The ledger projector's fold as a pure function, for replaying the ledger in memory as of a
 * moment (the accountants' "as of"): the same lines (ledgerMovements, the projector's own rule),
 * numbers and book numbers the projector writes; a spec holds the two to the same lines over the
 * same events.
 */
export function ledgerStep(recorded: RecordedEvent, bookNumbers: ReadonlyMap<number, number>): LedgerStep {
  if (!LEDGER_READS.has(recorded.type)) return { placed: null, lines: [] };
  const event = roomEvent.parse({ type: recorded.type, data: recorded.data });
  if (event.type === 'BookingPlaced') return { placed: { bookingId: event.data.bookingId, bookNumber: event.data.bookNumber }, lines: [] };
  if (!('bookingId' in event.data)) return { placed: null, lines: [] };
  const bookingId = event.data.bookingId;
  const metadata = eventMetadata.safeParse(recorded.metadata);
  const context = {
    globalPosition: recorded.position.globalPosition,
    roomId: event.data.roomId,
    at: eventTime(recorded),
    actor: metadata.success ? metadata.data.actor : ('system' as const),
  };
  return {
    placed: null,
    lines: ledgerMovements(event).map((movement, line) => ({ ...context, ...movement, line, bookingId, bookNumber: bookNumbers.get(bookingId) ?? null })),
  };
}

/** Lines in the order the ledger lists them: by time, then by event and line. */
export function compareLines(a: LedgerLine, b: LedgerLine): number {
  return a.at.getTime() - b.at.getTime() || (a.globalPosition < b.globalPosition ? -1 : a.globalPosition > b.globalPosition ? 1 : a.line - b.line);
}
