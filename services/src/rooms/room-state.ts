import { assertNever, type CalendarDate, type RoomEvent } from '@hotel/contracts';
import { evolveOutOfOrder } from './out-of-order-state';
import type { OnlineBlock, OutOfOrderPeriod, RoomBooking, RoomState } from './room-state-types';

export const initialRoomState: RoomState = {
  roomId: null,
  blocks: [],
  bookings: [],
  outOfOrder: [],
};

/** Bookings that hold the room's dates: awaiting payment, paid, or with a refund under way. */
export const isActive = (booking: RoomBooking): boolean =>
  booking.movedTo === null &&
  (booking.status === 'pending' ||
    booking.status === 'paid' ||
    booking.status === 'refund_pending');

/**
 * A decision or an event needs a block or booking the state left out: fold the whole history and
 * decide again. Thrown by the lookups below, which are the only way the decider reads the state.
 */
export class NeedsWholeHistory extends Error {
  override name = 'NeedsWholeHistory';
  constructor() {
    super('the room state restored from a snapshot left out what this needs');
  }
}

/** Absent from the state: never in the room, unless its id is among those left out. */
function absent(state: RoomState, id: number): undefined {
  if (state.leftOut && id <= state.leftOut.maxId) throw new NeedsWholeHistory();
  return undefined;
}

/** The room's booking `bookingId`; undefined when the room never had it. */
export const findBooking = (state: RoomState, bookingId: number): RoomBooking | undefined =>
  state.bookings.find((b) => b.bookingId === bookingId) ?? absent(state, bookingId);

/** The room's for-online block `blockId`; undefined when it has none (never had, or removed). */
export const findBlock = (state: RoomState, blockId: number): OnlineBlock | undefined =>
  state.blocks.find((b) => b.blockId === blockId) ?? absent(state, blockId);

/** The room's out-of-order period `periodId`; undefined when it has none (never had, or withdrawn). */
export const findPeriod = (state: RoomState, periodId: number): OutOfOrderPeriod | undefined =>
  state.outOfOrder.find((p) => p.periodId === periodId) ?? absent(state, periodId);

/**
 * Checks the state holds every block and booking that could share a night with a stay from
 * `checkin` on: a left-out one ended by `leftOut.endedBy`, so only a stay starting before it can.
 */
export function holdsNightsFrom(state: RoomState, checkin: CalendarDate): void {
  if (state.leftOut && checkin < state.leftOut.endedBy) throw new NeedsWholeHistory();
}

/** Events that leave the booking's version as it was (see `evolveAt`). */
const UNVERSIONED: ReadonlySet<RoomEvent['type']> = new Set([
  'StayMoveReverted',
  'ChargePosted',
  'DeskPaymentTaken',
]);

/**
 * `evolve`, then the booking the event is about marked as last touched at stream revision
 * `revision`. A swap's other stay, frozen or let go (`swapWith`), is not touched: only its own
 * move changes it. A reverted copy is gone, so nothing is marked. Nor do a folio's extras and
 * desk payments: they change nothing staff edit on the booking, and the bookings read model (whose
 * version staff send back) does not read them.
 */
export function evolveAt(state: RoomState, event: RoomEvent, revision: bigint): RoomState {
  const next = evolve(state, event);
  if (!('bookingId' in event.data) || UNVERSIONED.has(event.type)) return next;
  const { bookingId } = event.data;
  const stamped = Number(revision);
  return {
    ...next,
    bookings: next.bookings.map((b) =>
      b.bookingId === bookingId ? { ...b, revision: stamped } : b,
    ),
  };
}

export function evolve(state: RoomState, event: RoomEvent): RoomState {
  const update = (bookingId: number, change: Partial<RoomBooking>): RoomState =>
    findBooking(state, bookingId)
      ? {
          ...state,
          bookings: state.bookings.map((b) =>
            b.bookingId === bookingId ? { ...b, ...change } : b,
          ),
        }
      : state;
  switch (event.type) {
    // Ids come from one sequence and the decider never places an id twice: a new block or booking
    // never shares its id with a left-out one.
    case 'RoomOpenedForOnline': {
      const { roomId, blockId, checkin, checkout } = event.data;
      return { ...state, roomId, blocks: [...state.blocks, { blockId, checkin, checkout }] };
    }
    case 'OnlineBlockRemoved':
      return findBlock(state, event.data.blockId)
        ? { ...state, blocks: state.blocks.filter((b) => b.blockId !== event.data.blockId) }
        : state;
    case 'BookingPlaced': {
      const {
        roomId,
        bookingId,
        checkin,
        checkout,
        price,
        paymentDeadline,
        channel = 'online',
      } = event.data;
      const booking: RoomBooking = {
        bookingId,
        checkin,
        checkout,
        price,
        paymentDeadline,
        status: 'pending',
        orderId: null,
        formUrl: null,
        arrived: false,
        checkedIn: false,
        checkedOut: false,
        channel,
        departureRefund: null,
        paidAtReception: null,
        deskPaidTenge: 0,
        lateCheckOutCharged: false,
        arrivedBy: null,
        leaving: null,
        movedTo: null,
        revision: 0,
        cancelledByStaff: null,
        staffRefund: null,
      };
      return { ...state, roomId, bookings: [...state.bookings, booking] };
    }
    case 'PaymentRegistered':
      return update(event.data.bookingId, {
        orderId: event.data.orderId,
        formUrl: event.data.formUrl,
      });
    case 'PaymentConfirmed':
      return update(event.data.bookingId, { status: 'paid', orderId: event.data.orderId });
    case 'PaymentFailed':
      return update(event.data.bookingId, { status: 'failed' });
    case 'PaymentExpired':
      return update(event.data.bookingId, { status: 'expired' });
    case 'ReceptionStatusToggled':
      return update(event.data.bookingId, { arrived: event.data.status === 1 });
    case 'BookingDatesChanged':
      return update(event.data.bookingId, {
        checkin: event.data.checkin,
        checkout: event.data.checkout,
      });
    case 'BookingCancelled':
      return update(event.data.bookingId, { status: 'cancelled' });
    case 'RefundRequested':
      return update(event.data.bookingId, { status: 'refund_pending' });
    case 'BookingRefunded':
      return update(event.data.bookingId, { status: 'refunded' });
    case 'RefundFailed':
      return update(event.data.bookingId, { status: 'paid' });
    case 'LatePaymentRefunded':
      return update(event.data.bookingId, { status: 'late_refunded' });
    case 'GuestCheckedIn':
      return update(event.data.bookingId, { arrived: true, checkedIn: true });
    case 'GuestCheckedOut':
      // The stay ends on the day they left: the nights after it no longer hold the room.
      return update(event.data.bookingId, { checkedOut: true, checkout: event.data.departedOn });
    case 'PaymentTakenAtReception':
      return update(event.data.bookingId, { status: 'paid', paidAtReception: event.data.method });
    case 'StayMovedIn': {
      const { roomId, bookingId, moveId, fromRoomId, stay, swapWith, splitOn } = event.data;
      // A stay coming back to a room it once left replaces what the room kept of it. A moving stay
      // has not checked out (`movable`): no departure refund can be owed yet. A checked-in guest's
      // stay holds this room from `splitOn` on: the nights before were slept in the other room.
      const { checkedIn = false, deskPaidTenge = 0, lateCheckOutCharged = false, ...kept } = stay;
      const { status, receptionStatus, ...rest } = kept;
      const arriving: RoomBooking = {
        bookingId,
        ...rest,
        // The event carries the stay in its stored words: `online` is paid, 1 the reception flag.
        status: status === 'online' ? 'paid' : 'pending',
        arrived: receptionStatus === 1,
        checkin: splitOn ?? stay.checkin,
        checkedIn,
        deskPaidTenge,
        lateCheckOutCharged,
        checkedOut: false,
        arrivedBy: moveId,
        leaving: null,
        movedTo: null,
        departureRefund: null,
        cancelledByStaff: null,
        staffRefund: null,
        revision: 0,
      };
      const others = state.bookings
        .filter((b) => b.bookingId !== bookingId)
        .map((b) =>
          b.bookingId === swapWith ? { ...b, leaving: { moveId, toRoomId: fromRoomId } } : b,
        );
      return { ...state, roomId, bookings: [...others, arriving] };
    }
    case 'StayMovedOut':
      // Split: the nights slept here stay here (as a stay that no longer holds the room).
      return update(event.data.bookingId, {
        movedTo: event.data.toRoomId,
        leaving: null,
        ...(event.data.splitOn ? { checkout: event.data.splitOn } : {}),
      });
    case 'StayMoveReverted': {
      const { bookingId, moveId, swapWith } = event.data;
      const bookings = state.bookings
        .filter((b) => !(b.bookingId === bookingId && b.arrivedBy === moveId))
        .map((b) =>
          b.bookingId === swapWith && b.leaving?.moveId === moveId ? { ...b, leaving: null } : b,
        );
      return { ...state, bookings };
    }
    case 'DepartureRefundRequested': {
      const { bookingId, orderId, amountTenge } = event.data;
      return update(bookingId, { departureRefund: { orderId, amountTenge, status: 'requested' } });
    }
    case 'DepartureRefundSent':
    case 'DepartureRefundFailed': {
      const { bookingId, orderId, amountTenge } = event.data;
      return update(bookingId, {
        departureRefund: {
          orderId,
          amountTenge,
          status: event.type === 'DepartureRefundSent' ? 'sent' : 'failed',
        },
      });
    }
    case 'DepartureRefundGivenAtReception':
      // Settled at the desk in the same append as the check-out: nothing is left to decide on.
      return state;
    case 'BookingCancelledByStaff':
      return update(event.data.bookingId, {
        status: 'cancelled',
        cancelledByStaff: { refundTenge: event.data.refundTenge, deskRefund: null },
      });
    case 'NoShowMarked':
      return update(event.data.bookingId, { status: 'no_show' });
    case 'StaffRefundRequested': {
      const { bookingId, orderId, amountTenge, bankRefundedBeforeTenge } = event.data;
      return update(bookingId, {
        staffRefund: { orderId, amountTenge, bankRefundedBeforeTenge, status: 'requested' },
      });
    }
    case 'StaffRefundSent':
    case 'StaffRefundFailed': {
      const owed = findBooking(state, event.data.bookingId)?.staffRefund;
      if (!owed) return state;
      return update(event.data.bookingId, {
        staffRefund: { ...owed, status: event.type === 'StaffRefundSent' ? 'sent' : 'failed' },
      });
    }
    case 'RefundRecorded': {
      // Given back outside the bank in the cancel's own append: kept to say how, nothing to decide on.
      const cancelled = findBooking(state, event.data.bookingId)?.cancelledByStaff;
      if (!cancelled) return state;
      const { amountTenge, method } = event.data;
      return update(event.data.bookingId, {
        cancelledByStaff: { ...cancelled, deskRefund: { amountTenge, method } },
      });
    }
    case 'DeskPaymentTaken': {
      // What the desk took may go back on a staff cancel; the folio shows it (projections/src/folio).
      const booking = findBooking(state, event.data.bookingId);
      return booking
        ? update(booking.bookingId, {
            deskPaidTenge: booking.deskPaidTenge + event.data.amountTenge,
          })
        : state;
    }
    case 'ChargePosted':
      // The amounts are the folio's (projections/src/folio); the room keeps only that late
      // check-out, charged once a stay, is on it.
      return event.data.kind === 'lateCheckOut'
        ? update(event.data.bookingId, { lateCheckOutCharged: true })
        : state;
    case 'GuestsChanged':
      // Who stays is the read models' to show: the room's rules decide nothing on it (the booking's
      // version moves on, `evolveAt`).
      return state;
    case 'RoomTakenOutOfOrder':
    case 'RoomBackInService':
      return evolveOutOfOrder(state, event);
    default:
      return assertNever(event);
  }
}
