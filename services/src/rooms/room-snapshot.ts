import { z } from 'zod';
import {
  addDays,
  BOOKING_CHANNELS,
  BOOKING_STATES,
  calendarDate,
  priceBreakdown,
  RECEPTION_METHODS,
  REFUND_METHODS,
  type CalendarDate,
} from '@hotel/contracts';
import type { StreamSnapshot } from '../event-store/port';
import type { RoomState } from './room-state-types';

/*
 * Why a command on a room costs the same after years of history.
 *
 * The pattern: a snapshot of the room's state stored at a stream revision, in the event store's
 * `snapshots` (port: readStreamAfterSnapshot/writeSnapshot). A command reads the snapshot and
 * only the events after it (one read), folds those and decides. It was chosen over
 * closing the books (a stream per room and period with a summary event carried over) because it
 * leaves the log as it is: one stream per room, its revision the consistency boundary, the
 * projections and the `$all` reader untouched; a snapshot is a cache that can be dropped at any
 * time, where a closed period is a second truth to keep right.
 *
 * A snapshot alone would only move the cost: the state kept every block and booking ever, so it
 * grew with the history just as the stream did. A snapshot therefore leaves out the blocks and
 * bookings whose stay ended more than KEEP_ENDED_DAYS before it was written, whatever their
 * status, and records what they have in common (`LeftOut`: they ended by a date, their ids are at
 * most a number). Time, not status, decides, because the decider has no clock: a paid stay long
 * past still blocks its nights and can still be refunded by the bank, a cancelled one still
 * answers the bank's repeats. The decider reads the state only through lookups that know what
 * was left out (room-state.ts): a booking or block missing from the state whose id could be a
 * left-out one, or a stay starting before the left-out ones ended, throws NeedsWholeHistory, and
 * the command is decided again on the whole stream. So every decision is the one the whole
 * history gives (room-snapshot.unit.spec.ts checks it on random histories), a command reads the
 * room's calendar from about a month ago on, and only one about a stay long past (a change to an
 * old booking, a late payment of one) pays for reading the whole stream.
 *
 * The snapshot is written after an append, once SNAPSHOT_EVERY events followed the stored one,
 * outside the append's transaction: the events are committed and stay the truth; a snapshot
 * write that fails or loses a race changes no outcome and adds nothing to the append's
 * transaction, and the next command writes again. Its `schemaVersion` is ROOM_SNAPSHOT_VERSION:
 * change the state's shape or what `evolve` makes of an event, and raise it; snapshots of other
 * versions are ignored, then replaced.
 */

/** The format of a room snapshot's state: raise it with any change to RoomState or `evolve`. */
export const ROOM_SNAPSHOT_VERSION = 10;

/**
 * Events folded after the stored snapshot before a command writes a new one: few enough that
 * reading and folding them costs little beside the command's own reads and append, many enough
 * that writing a snapshot is a small share of the writes.
 */
export const SNAPSHOT_EVERY = 10;

/**
 * Stays that ended within this many days stay in the snapshot: staff still edit a stay in progress
 * and mark it at reception, and the poller records the bank's own refunds of paid stays for 30
 * days after checkout (bank-side-refunds.ts), without reading the whole stream.
 */
const KEEP_ENDED_DAYS = 31;

const id = z.number().int();
const storedRoom = z.object({
  roomId: id.nullable(),
  blocks: z.array(z.object({ blockId: id, checkin: calendarDate, checkout: calendarDate })),
  bookings: z.array(
    z.object({
      bookingId: id,
      checkin: calendarDate,
      checkout: calendarDate,
      status: z.enum(BOOKING_STATES),
      orderId: z.string().nullable(),
      formUrl: z.string().nullable(),
      price: priceBreakdown,
      paymentDeadline: z.string(),
      // Version 9: the reception flag as `arrived`, and status `paid` (was `online`).
      arrived: z.boolean(),
      // Version 7: check-in apart from the reception flag.
      checkedIn: z.boolean(),
      checkedOut: z.boolean(),
      // Absent in snapshots written before staff bookings: all of those were online,
      // so an older snapshot still gives the decisions the whole history gives.
      channel: z.enum(BOOKING_CHANNELS).default('online'),
      arrivedBy: z.string().nullable(),
      leaving: z.object({ moveId: z.string(), toRoomId: id }).nullable(),
      movedTo: id.nullable(),
      // Version 4 added these (the early departure's refund through the bank) and the move fields
      // above.
      departureRefund: z
        .object({
          orderId: z.string(),
          amountTenge: id,
          status: z.enum(['requested', 'sent', 'failed']),
        })
        .nullable(),
      paidAtReception: z.enum(RECEPTION_METHODS).nullable(),
      // Version 8: what the desk took toward the folio, and how a staff cancel gave money back outside the bank.
      deskPaidTenge: id,
      // Absent in snapshots written before one-click charges: none of those had one.
      lateCheckOutCharged: z.boolean().default(false),
      // Version 5: the revision of the booking's last event, its version (room-state.ts).
      revision: z.number().int().nonnegative(),
      // Version 6 (with 5's revision) added these (staff cancel and its refund) and the status `no_show`.
      cancelledByStaff: z
        .object({
          refundTenge: id,
          deskRefund: z.object({ amountTenge: id, method: z.enum(REFUND_METHODS) }).nullable(),
        })
        .nullable(),
      staffRefund: z
        .object({
          orderId: z.string(),
          amountTenge: id,
          bankRefundedBeforeTenge: id,
          status: z.enum(['requested', 'sent', 'failed']),
        })
        .nullable(),
    }),
  ),
  // Version 10: the room's out-of-order periods.
  outOfOrder: z.array(
    z.object({
      periodId: id,
      from: calendarDate,
      to: calendarDate,
      reason: z.string(),
      cutFromOnline: z.array(z.object({ checkin: calendarDate, checkout: calendarDate })),
    }),
  ),
  leftOut: z.object({ endedBy: calendarDate, maxId: id }).optional(),
}) satisfies z.ZodType<RoomState>;

/**
 * The state to store for a room on `today`: without the blocks and bookings that ended more than
 * KEEP_ENDED_DAYS before, and with what they have in common added to what it left out already.
 * `today` decides only what is left out, never a decision: any date gives the same decisions.
 */
export function roomSnapshotState(state: RoomState, today: CalendarDate): RoomState {
  const horizon = addDays(today, -KEEP_ENDED_DAYS);
  const ended = (occupation: { checkout: CalendarDate }) => occupation.checkout <= horizon;
  const [first, ...rest] = [
    ...state.blocks.filter(ended).map((b) => ({ id: b.blockId, checkout: b.checkout })),
    ...state.bookings.filter(ended).map((b) => ({ id: b.bookingId, checkout: b.checkout })),
    ...state.outOfOrder.map((p) => ({ id: p.periodId, checkout: p.to })).filter(ended),
  ];
  if (!first) return state;
  let { endedBy, maxId } = state.leftOut ?? { endedBy: first.checkout, maxId: first.id };
  for (const leaving of [first, ...rest]) {
    if (leaving.checkout > endedBy) endedBy = leaving.checkout;
    maxId = Math.max(maxId, leaving.id);
  }
  return {
    roomId: state.roomId,
    blocks: state.blocks.filter((b) => !ended(b)),
    bookings: state.bookings.filter((b) => !ended(b)),
    outOfOrder: state.outOfOrder.filter((p) => !ended({ checkout: p.to })),
    leftOut: { endedBy, maxId },
  };
}

/**
 * The room's state from its stored snapshot; null when it cannot be used: written in another
 * format, or not a room state (a cache that fails to parse is read around, and replaced).
 */
export function restoreRoom(snapshot: StreamSnapshot): RoomState | null {
  if (snapshot.schemaVersion !== ROOM_SNAPSHOT_VERSION) return null;
  const parsed = storedRoom.safeParse(snapshot.state);
  return parsed.success ? parsed.data : null;
}

/** The date of a command's metadata (`at`, an ISO date-time), or null when it has none. */
export function commandDay(at: string): CalendarDate | null {
  const parsed = calendarDate.safeParse(at.slice(0, 10));
  return parsed.success ? parsed.data : null;
}
