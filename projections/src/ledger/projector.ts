import { eventMetadata, type Actor, type MoneyMethod, type RoomEvent } from '@hotel/contracts';
import { eventTime, type RecordedEvent } from '../event-source';
import { insertRows } from '../batch-writes';
import { folioStep } from '../folio/fold';
import type { FolioState } from '../folio/folio-types';
import { chargeChange, folioSummary } from '../folio/summary';
import type { Projection, Tx } from '../projection';
import { parseRoomEvent, roomEventTypes } from '../room-events';

export const LEDGER = 'ledger';
/** Each booking's book number and folio. */
export const LEDGER_BOOKINGS = 'ledger_bookings';

/**
 * Only the events that move money, change what a booking owes or close it (and the book number
 * they carry); the accountants' replay (services/src/staff-reports/ledger) reads the same ones.
 */
export const LEDGER_READS = roomEventTypes(
  'BookingPlaced',
  'PaymentConfirmed',
  'BookingRefunded',
  'BookingCancelled',
  'LatePaymentRefunded',
  'PaymentTakenAtReception',
  'DepartureRefundSent',
  'DepartureRefundGivenAtReception',
  'BookingCancelledByStaff',
  'StaffRefundSent',
  'RefundRecorded',
  'BookingDatesChanged',
  'StayMovedOut',
  'ChargePosted',
  'DeskPaymentTaken',
  'PaymentExpired',
  'PaymentFailed',
);

/** A money movement, cancellation or adjustment on the books. */
export interface LedgerMovement {
  kind: 'payment' | 'refund' | 'cancellation' | 'adjustment';
  /** Never negative but for an adjustment (negative: a credit). */
  amountTenge: number;
  orderId: string | null;
  bankReference: string | null;
  /** Outside the bank (cash, card terminal, bank transfer); null: through the bank, or no money. */
  method: MoneyMethod | null;
}

/**
 * Events whose change to what the booking owes is an adjustment line: a change of the stay, an
 * extra, and a staff cancel, whose credit (the stay's charges taken back but for what the hotel
 * keeps) follows its cancellation line. So a staff-cancelled booking's folio total is what it was
 * placed for plus its adjustments, as the accountants' books say.
 */
const ADJUSTING: ReadonlySet<RoomEvent['type']> = new Set([
  'BookingDatesChanged',
  'StayMovedOut',
  'ChargePosted',
  'BookingCancelledByStaff',
]);

/** The name a folio line gives an event's actor: an e-mail, or `system` / `anonymous`. */
export const actorLabel = (actor: Actor): string =>
  typeof actor === 'string' ? actor : actor.email;

/** What the books keep of a booking: its book number and its folio (the fold's state). */
export interface LedgerBook {
  bookNumber: number | null;
  folio: FolioState | null;
}

/**
 * One event on the books of its booking: the lines it adds (the money it moved, and what it
 * changed in what the booking owes) and the booking's folio after it. The one rule the projector
 * writes and the accountants' replay folds in memory.
 */
export function ledgerEntry(
  event: RoomEvent,
  folio: FolioState | null,
  at: Date,
  actor: Actor,
): { movements: LedgerMovement[]; folio: FolioState | null } {
  const after = folioStep(folio, { event, at: at.toISOString(), by: actorLabel(actor) });
  const change = ADJUSTING.has(event.type) ? chargeChange(folio, after) : 0;
  const adjustment: LedgerMovement[] =
    change === 0
      ? []
      : [
          {
            kind: 'adjustment',
            amountTenge: change,
            orderId: null,
            bankReference: null,
            method: null,
          },
        ];
  return { movements: [...ledgerMovements(event), ...adjustment], folio: after };
}

/**
 * What an event puts on the books, in line order: the one rule the projector writes and the
 * accountants' "as of" replay (services/src/staff-reports/ledger) folds in memory.
 */
export function ledgerMovements(event: RoomEvent): LedgerMovement[] {
  switch (event.type) {
    case 'PaymentConfirmed':
      return [
        {
          kind: 'payment',
          amountTenge: event.data.amountTenge,
          orderId: event.data.orderId,
          bankReference: event.data.orderId,
          method: null,
        },
      ];
    case 'BookingRefunded':
      return [
        {
          kind: 'refund',
          amountTenge: event.data.amountTenge,
          orderId: event.data.orderId,
          bankReference: event.data.bankReference,
          method: null,
        },
      ];
    case 'BookingCancelled':
      return [
        { kind: 'cancellation', amountTenge: 0, orderId: null, bankReference: null, method: null },
      ];
    case 'LatePaymentRefunded':
      // The money came in and went straight back: both movements are on the books.
      return [
        {
          kind: 'payment',
          amountTenge: event.data.amountTenge,
          orderId: event.data.orderId,
          bankReference: event.data.orderId,
          method: null,
        },
        {
          kind: 'refund',
          amountTenge: event.data.amountTenge,
          orderId: event.data.orderId,
          bankReference: event.data.orderId,
          method: null,
        },
      ];
    case 'PaymentTakenAtReception':
      return [
        {
          kind: 'payment',
          amountTenge: event.data.amountTenge,
          orderId: null,
          bankReference: null,
          method: event.data.method,
        },
      ];
    // An early departure's money back, once it went: through the bank on the order paid (the
    // reconciliation sets it beside the bank's refunded amount), or at the desk as it was taken.
    // Requested or refused by the bank, nothing moved: no line.
    case 'DepartureRefundSent':
      return [
        {
          kind: 'refund',
          amountTenge: event.data.amountTenge,
          orderId: event.data.orderId,
          bankReference: event.data.bankReference,
          method: null,
        },
      ];
    case 'DepartureRefundGivenAtReception':
      return [
        {
          kind: 'refund',
          amountTenge: event.data.amountTenge,
          orderId: null,
          bankReference: null,
          method: event.data.method,
        },
      ];
    // A staff cancel closes the booking; its money back is a line once it went: through the bank
    // on the order paid (owed or refused by the bank, nothing moved), or recorded as given back
    // in cash or by bank transfer. A no-show keeps the money: no line.
    case 'BookingCancelledByStaff':
      return [
        { kind: 'cancellation', amountTenge: 0, orderId: null, bankReference: null, method: null },
      ];
    case 'StaffRefundSent':
      return [
        {
          kind: 'refund',
          amountTenge: event.data.amountTenge,
          orderId: event.data.orderId,
          bankReference: event.data.bankReference,
          method: null,
        },
      ];
    case 'RefundRecorded':
      return [
        {
          kind: 'refund',
          amountTenge: event.data.amountTenge,
          orderId: null,
          bankReference: null,
          method: event.data.method,
        },
      ];
    case 'DeskPaymentTaken':
      return [
        {
          kind: 'payment',
          amountTenge: event.data.amountTenge,
          orderId: null,
          bankReference: null,
          method: event.data.method,
        },
      ];
    default:
      return [];
  }
}

/**
 * Payments, refunds, cancellations and adjustments with their amounts and bank references, in
 * event order, and each booking's folio (`ledger_bookings`). Rebuilding it from position zero is
 * the accountants' replay.
 */
export const ledgerProjection: Projection = {
  name: LEDGER,
  tables: [LEDGER, LEDGER_BOOKINGS],
  prepare(events: readonly RecordedEvent[]) {
    const parsed = events.flatMap((recorded) => {
      const event = parseRoomEvent(recorded, LEDGER_READS);
      if (!event || !('bookingId' in event.data)) return [];
      const metadata = eventMetadata.safeParse(recorded.metadata);
      const actor: Actor = metadata.success ? metadata.data.actor : 'system';
      const at = eventTime(recorded);
      const line = {
        global_position: recorded.position.globalPosition.toString(),
        booking_id: event.data.bookingId,
        room_id: event.data.roomId,
        at: at.toISOString(),
        actor,
      };
      return [{ event, line, at, actor }];
    });
    return async (tx: Tx) => {
      if (parsed.length === 0) return;
      const books = await booksOf(tx, [...new Set(parsed.map(({ line }) => line.booking_id))]);
      const changed = new Set<number>();
      const lines: Record<string, unknown>[] = [];
      for (const { event, line, at, actor } of parsed) {
        const book = books.get(line.booking_id) ?? { bookNumber: null, folio: null };
        // The first placement names the booking (a retry's second one changes nothing).
        const bookNumber =
          book.bookNumber ?? (event.type === 'BookingPlaced' ? event.data.bookNumber : null);
        const entry = ledgerEntry(event, book.folio, at, actor);
        books.set(line.booking_id, { bookNumber, folio: entry.folio });
        changed.add(line.booking_id);
        for (const [index, money] of entry.movements.entries()) {
          lines.push({
            ...line,
            line: index,
            book_number: bookNumber,
            kind: money.kind,
            amount_tenge: money.amountTenge,
            order_id: money.orderId,
            bank_reference: money.bankReference,
            method: money.method,
          });
        }
      }
      await saveBooks(
        tx,
        [...changed].flatMap((id) => {
          const book = books.get(id);
          return book && book.bookNumber !== null
            ? [{ id, bookNumber: book.bookNumber, folio: book.folio }]
            : [];
        }),
      );
      // Rows go in in event order, so the identity column numbers them as applying one by one would.
      await insertRows(tx, LEDGER, lines, { skip: ['global_position', 'line'] });
    };
  },
};

async function booksOf(tx: Tx, ids: readonly number[]): Promise<Map<number, LedgerBook>> {
  const stored = await tx<{ booking_id: string; book_number: number; folio: FolioState | null }[]>`
    select booking_id::text, book_number, folio from ${tx(LEDGER_BOOKINGS)} where booking_id = any(${ids as number[]}::bigint[])`;
  return new Map(
    stored.map((r) => [Number(r.booking_id), { bookNumber: r.book_number, folio: r.folio }]),
  );
}

/** Each booking's book number (kept as first stored) and folio with its sums, in one statement. */
async function saveBooks(
  tx: Tx,
  books: readonly { id: number; bookNumber: number; folio: FolioState | null }[],
): Promise<void> {
  if (books.length === 0) return;
  const rows = books.map(({ id, bookNumber, folio }) => {
    const sums = folioSummary(folio);
    return {
      booking_id: id,
      book_number: bookNumber,
      folio,
      total_tenge: sums.totalTenge,
      paid_tenge: sums.paidTenge,
      refunded_tenge: sums.refundedTenge,
      balance_tenge: sums.balanceTenge,
    };
  });
  await tx`
    insert into ${tx(LEDGER_BOOKINGS)} (booking_id, book_number, folio, total_tenge, paid_tenge, refunded_tenge, balance_tenge)
    select booking_id, book_number, folio, total_tenge, paid_tenge, refunded_tenge, balance_tenge
    from jsonb_to_recordset(${JSON.stringify(rows)}::text::jsonb) as r(booking_id bigint, book_number integer, folio jsonb, total_tenge bigint,
      paid_tenge bigint, refunded_tenge bigint, balance_tenge bigint)
    on conflict (booking_id) do update set folio = excluded.folio, total_tenge = excluded.total_tenge, paid_tenge = excluded.paid_tenge,
      refunded_tenge = excluded.refunded_tenge, balance_tenge = excluded.balance_tenge`;
}
