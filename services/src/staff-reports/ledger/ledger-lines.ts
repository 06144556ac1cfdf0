import {
  eventMetadata,
  roomEvent,
  type Actor,
  type LedgerKind,
  type MoneyMethod,
} from '@hotel/contracts';
import {
  eventTime,
  ledgerEntry,
  LEDGER_READS,
  type LedgerBook,
  type RecordedEvent,
} from '@hotel/projections';

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

/** What one event does to the ledger: its booking's books after it (book number, folio), and the lines it adds. */
export interface LedgerStep {
  book: { bookingId: number; book: LedgerBook } | null;
  lines: LedgerLine[];
}

/**
 * The ledger projector's fold as a pure function, for replaying the ledger in memory as of a
 * moment (the accountants' "as of"): the same lines (ledgerEntry, the projector's own rule),
 * numbers and book numbers the projector writes; a spec holds the two to the same lines over the
 * same events.
 */
export function ledgerStep(
  recorded: RecordedEvent,
  books: ReadonlyMap<number, LedgerBook>,
): LedgerStep {
  if (!LEDGER_READS.has(recorded.type)) return { book: null, lines: [] };
  const event = roomEvent.parse({ type: recorded.type, data: recorded.data });
  if (!('bookingId' in event.data)) return { book: null, lines: [] };
  const bookingId = event.data.bookingId;
  const metadata = eventMetadata.safeParse(recorded.metadata);
  const actor: Actor = metadata.success ? metadata.data.actor : 'system';
  const at = eventTime(recorded);
  const before = books.get(bookingId) ?? { bookNumber: null, folio: null };
  // The first placement names the booking, as the projector keeps it.
  const bookNumber =
    before.bookNumber ?? (event.type === 'BookingPlaced' ? event.data.bookNumber : null);
  const entry = ledgerEntry(event, before.folio, at, actor);
  const context = {
    globalPosition: recorded.position.globalPosition,
    roomId: event.data.roomId,
    at,
    actor,
  };
  return {
    book: { bookingId, book: { bookNumber, folio: entry.folio } },
    lines: entry.movements.map((movement, line) => ({
      ...context,
      ...movement,
      line,
      bookingId,
      bookNumber,
    })),
  };
}

/** Who moved the line's money: an e-mail, or `system` / `anonymous`. */
export function actorName(line: LedgerLine): string {
  return typeof line.actor === 'string' ? line.actor : line.actor.email;
}

/** Lines in the order the ledger lists them: by time, then by event and line. */
export function compareLines(a: LedgerLine, b: LedgerLine): number {
  return (
    a.at.getTime() - b.at.getTime() ||
    (a.globalPosition < b.globalPosition
      ? -1
      : a.globalPosition > b.globalPosition
        ? 1
        : a.line - b.line)
  );
}
