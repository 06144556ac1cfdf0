import type { Actor, RoomEvent } from '@hotel/contracts';
import { folioStep } from '../folio/fold';
import type { FolioState } from '../folio/folio-types';
import { chargeChange } from '../folio/summary';
import { ledgerMovements, type LedgerMovement } from './movements';

/**
 * Events whose change to what the booking owes is an adjustment line: a change of the stay or of
 * its guests (the foreigners' tax), an extra, an early departure's money back, and a staff cancel,
 * whose credit (the stay's charges taken back but for what the hotel keeps) follows its
 * cancellation line. So a staff-cancelled booking's folio total is what it was placed for plus its
 * adjustments, as the accountants' books say.
 */
const ADJUSTING: ReadonlySet<RoomEvent['type']> = new Set([
  'BookingDatesChanged',
  'StayMovedOut',
  'ChargePosted',
  'BookingCancelledByStaff',
  // What staff gave back for the nights an early departure left.
  'GuestCheckedOut',
  // New guests change the foreigners' tax.
  'GuestsChanged',
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
