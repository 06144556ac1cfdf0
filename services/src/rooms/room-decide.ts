import {
  assertNever,
  guestRefundOf,
  type CalendarDate,
  type MessageKey,
  type MessageParams,
  type NightlyRate,
  type ReceptionMethod,
  type RoomEvent,
  type RoomEventOf,
  type RoomStay,
} from '@hotel/contracts';
import {
  checkinAhead,
  coveredByBlocks,
  overlapsActiveBooking,
  overlapsBlock,
  roomFreeForChannel,
  uncoveredByBlocks,
} from './calendar-rules';
import { findBlock, findBooking, isActive, type RoomBooking, type RoomState } from './room-state';
import {
  cancelByStaff,
  markNoShow,
  staffRefundAnswer,
  type CancelByStaffData,
} from './staff-cancel-decide';

export type { StaffRefundChoice } from './staff-cancel-decide';

type DataOf<T extends RoomEvent['type']> = RoomEventOf<T>['data'];

export type RoomCommand =
  | { type: 'OpenRoomForOnline'; data: DataOf<'RoomOpenedForOnline'> }
  | { type: 'RemoveOnlineBlock'; data: DataOf<'OnlineBlockRemoved'> }
  | { type: 'PlaceBooking'; data: DataOf<'BookingPlaced'> }
  /** Staff book for a guest (phone, walk-in); `paidAtReception`: the money was taken at the desk. */
  | {
      type: 'PlaceStaffBooking';
      data: DataOf<'BookingPlaced'> & { paidAtReception: ReceptionMethod | null };
    }
  | { type: 'RegisterPayment'; data: DataOf<'PaymentRegistered'> }
  | { type: 'ConfirmPayment'; data: DataOf<'PaymentConfirmed'> }
  | { type: 'FailPayment'; data: DataOf<'PaymentFailed'> }
  | { type: 'ExpirePayment'; data: DataOf<'PaymentExpired'> & { now: string } }
  /** Reception sets the mark; `status` null flips it (the spec's toggle, kept for its REST client). */
  | { type: 'SetReception'; data: { roomId: number; bookingId: number; status: 0 | 1 | null } }
  /** `rate`: the room type's nightly price in force now, what the nights the change adds cost. */
  | {
      type: 'ChangeDates';
      data: Omit<DataOf<'BookingDatesChanged'>, 'previous' | 'rate'> & { rate: NightlyRate };
    }
  /** Staff change who stays: the whole new list (the desk checked it against the room type's capacity). */
  | { type: 'ChangeGuests'; data: DataOf<'GuestsChanged'> }
  /** Staff post an extra on the booking's folio. */
  | { type: 'PostCharge'; data: DataOf<'ChargePosted'> }
  /** The desk takes money toward a paid booking's folio. */
  | { type: 'TakeDeskPayment'; data: DataOf<'DeskPaymentTaken'> }
  | {
      type: 'CancelBooking';
      data: Omit<DataOf<'BookingCancelled'>, 'refunded'> & { hotelNow: string };
    }
  | { type: 'RequestRefund'; data: { roomId: number; bookingId: number; hotelNow: string } }
  | { type: 'CompleteRefund'; data: Omit<DataOf<'BookingRefunded'>, 'orderId' | 'amountTenge'> }
  | { type: 'FailRefund'; data: DataOf<'RefundFailed'> }
  | { type: 'RecordLatePaymentRefund'; data: DataOf<'LatePaymentRefunded'> }
  | { type: 'RecordBankRefund'; data: Omit<DataOf<'BookingRefunded'>, 'orderId'> }
  | { type: 'CheckIn'; data: DataOf<'GuestCheckedIn'> & { hotelToday: CalendarDate } }
  | { type: 'CheckOut'; data: CheckOutData }
  /**
   * A move's first step, in the target room. In a swap's second step
   * `swapExpected` is the copy of this room's own stay that the other room took: this room's stay
   * must still be that, or the swap is given up.
   */
  | { type: 'AcceptStay'; data: DataOf<'StayMovedIn'> & { swapExpected: RoomStay | null } }
  /** A move's last step, in the source room: `expected` is the copy the target room took. */
  | { type: 'ReleaseStay'; data: DataOf<'StayMovedOut'> & { expected: RoomStay } }
  /** A move given up after its first step: the target room lets the copy go. */
  | { type: 'RevertStayMove'; data: DataOf<'StayMoveReverted'> }
  /** The bank's answer to an early departure's refund (departure-refund.ts). */
  | {
      type: 'CompleteDepartureRefund';
      data: Pick<
        DataOf<'DepartureRefundSent'>,
        'roomId' | 'bookingId' | 'bankReference' | 'refundedAt'
      >;
    }
  | {
      type: 'FailDepartureRefund';
      data: Pick<DataOf<'DepartureRefundFailed'>, 'roomId' | 'bookingId' | 'reason'>;
    }
  /** Staff cancel any booking that holds its room, giving back what they chose (staff-cancel-decide.ts). */
  | { type: 'CancelByStaff'; data: CancelByStaffData }
  /** Staff mark that the guests never came, after the arrival day. */
  | { type: 'MarkNoShow'; data: DataOf<'NoShowMarked'> & { hotelToday: CalendarDate } }
  /** The bank's answer to a staff cancel's refund. */
  | {
      type: 'CompleteStaffRefund';
      data: Pick<
        DataOf<'StaffRefundSent'>,
        'roomId' | 'bookingId' | 'bankReference' | 'refundedAt'
      >;
    }
  | {
      type: 'FailStaffRefund';
      data: Pick<DataOf<'StaffRefundFailed'>, 'roomId' | 'bookingId' | 'reason'>;
    };

/**
 * Reception marks the guests as gone on `departedOn`. `blockIds`: fresh ids for the for-online
 * blocks an early departure may open (one per freed night is always enough).
 */
export interface CheckOutData {
  roomId: number;
  bookingId: number;
  at: string;
  departedOn: CalendarDate;
  refundTenge: number;
  hotelToday: CalendarDate;
  blockIds: readonly number[];
}

/** A command the room's rules refuse; `code` is the localized message to show. */
export class RoomRuleViolated extends Error {
  override name = 'RoomRuleViolated';
  readonly code: MessageKey;
  readonly kind: 'conflict' | 'not_found' | 'invalid';
  /** What the message names (an amount, a date). */
  readonly params: MessageParams;

  constructor(code: MessageKey, kind: RoomRuleViolated['kind'], params: MessageParams = {}) {
    super(code);
    this.code = code;
    this.kind = kind;
    this.params = params;
  }
}

export const refuse = (
  code: MessageKey,
  kind: RoomRuleViolated['kind'] = 'conflict',
  params: MessageParams = {},
): never => {
  throw new RoomRuleViolated(code, kind, params);
};

/**
 * The booking was moved from this room to room `roomId`: a command that reached this room (a
 * read model not yet caught up with the move) is decided there (room-commands.ts).
 */
export class BookingMovedAway extends Error {
  override name = 'BookingMovedAway';
  readonly roomId: number;
  constructor(roomId: number) {
    super(`the booking moved to room ${roomId}`);
    this.roomId = roomId;
  }
}

/** The booking a lifecycle command acts on: here, not moved away, not leaving in a swap. */
export function bookingOf(state: RoomState, bookingId: number): RoomBooking {
  const booking = findBooking(state, bookingId) ?? refuse('booking.notFound', 'not_found');
  if (booking.movedTo !== null) throw new BookingMovedAway(booking.movedTo);
  if (booking.leaving) refuse('booking.beingMoved');
  return booking;
}

/** What this room knows of a booking, as a move carries it to another room. */
export const stayOf = (booking: RoomBooking): RoomStay => ({
  checkin: booking.checkin,
  checkout: booking.checkout,
  // Only a booking that holds its room moves (`movable`): pending or paid.
  status: booking.status === 'online' ? 'online' : 'pending',
  orderId: booking.orderId,
  formUrl: booking.formUrl,
  price: booking.price,
  paymentDeadline: booking.paymentDeadline,
  receptionStatus: booking.receptionStatus,
  channel: booking.channel,
  paidAtReception: booking.paidAtReception,
  // Only when true: a copy taken before check-in could move compares equal to the stay as it was.
  ...(booking.checkedIn ? { checkedIn: true } : {}),
  ...(booking.deskPaidTenge > 0 ? { deskPaidTenge: booking.deskPaidTenge } : {}),
});

/** True when the room's booking is still what `stay` says it was (nothing happened to it since). */
const sameStay = (booking: RoomBooking, stay: RoomStay): boolean =>
  JSON.stringify(stayOf(booking)) === JSON.stringify(stay);

/**
 * A stay staff may move: it holds its room, awaits payment or is paid, its guests have not left
 * (checked-in guests move for the rest of their stay), and no other swap holds it (`moveId`: the
 * move asking, whose own freeze is no obstacle).
 */
export const movable = (booking: RoomBooking, moveId?: string): boolean =>
  isActive(booking) &&
  (booking.status === 'pending' || booking.status === 'online') &&
  !booking.checkedOut &&
  (booking.leaving === null || booking.leaving.moveId === moveId);

/**
 * The room's rules: no two active occupations of its calendar overlap, an online booking lies
 * inside for-online blocks (a staff one need not), and each booking moves only along its lifecycle. Repeated commands
 * from the bank (a second return, the poller after the return) decide nothing: idempotent.
 */
export function decide(command: RoomCommand, state: RoomState): RoomEvent[] {
  switch (command.type) {
    case 'OpenRoomForOnline': {
      const range = command.data;
      if (range.checkout <= range.checkin) refuse('range.checkoutBeforeCheckin', 'invalid');
      if (overlapsBlock(state, range) || overlapsActiveBooking(state, range))
        refuse('online.rangeAlreadySet');
      return [{ type: 'RoomOpenedForOnline', data: command.data }];
    }
    case 'RemoveOnlineBlock': {
      const block =
        findBlock(state, command.data.blockId) ?? refuse('online.notFound', 'not_found');
      if (overlapsActiveBooking(state, block)) refuse('online.hasBooking');
      return [{ type: 'OnlineBlockRemoved', data: command.data }];
    }
    case 'PlaceBooking': {
      // Placed already: a retry of the same booking attempt (after a crash) decides nothing.
      if (findBooking(state, command.data.bookingId)) return [];
      // As for every range here: a stay without nights is no stay (and no rule below is made for one).
      if (command.data.checkout <= command.data.checkin)
        refuse('range.checkoutBeforeCheckin', 'invalid');
      if (!roomFreeForChannel(state, command.data.channel ?? 'online', command.data))
        refuse('booking.roomTaken');
      return [{ type: 'BookingPlaced', data: command.data }];
    }
    case 'PlaceStaffBooking': {
      const { paidAtReception, ...data } = command.data;
      if (findBooking(state, data.bookingId)) return [];
      if (data.checkout <= data.checkin) refuse('range.checkoutBeforeCheckin', 'invalid');
      if (!roomFreeForChannel(state, data.channel ?? 'online', data)) refuse('booking.roomTaken');
      const placed: RoomEvent = { type: 'BookingPlaced', data };
      if (paidAtReception === null) return [placed];
      // One append: the booking is never seen unpaid when the guest paid at the desk.
      const { roomId, bookingId } = data;
      return [
        placed,
        {
          type: 'PaymentTakenAtReception',
          data: { roomId, bookingId, amountTenge: data.price.totalTenge, method: paidAtReception },
        },
      ];
    }
    case 'RegisterPayment': {
      const booking = bookingOf(state, command.data.bookingId);
      if (booking.orderId === command.data.orderId) return [];
      if (booking.status !== 'pending') refuse('booking.notPending');
      return [{ type: 'PaymentRegistered', data: command.data }];
    }
    case 'ConfirmPayment':
      return confirmPayment(state, command.data);
    case 'FailPayment': {
      const booking = bookingOf(state, command.data.bookingId);
      return booking.status === 'pending' ? [{ type: 'PaymentFailed', data: command.data }] : [];
    }
    case 'ExpirePayment': {
      const { now, ...data } = command.data;
      const booking = bookingOf(state, data.bookingId);
      return booking.status === 'pending' && now > booking.paymentDeadline
        ? [{ type: 'PaymentExpired', data }]
        : [];
    }
    case 'SetReception': {
      const { roomId, bookingId, status } = command.data;
      const booking = bookingOf(state, bookingId);
      if (booking.status !== 'online') refuse('booking.notPaid');
      if (booking.checkedOut) refuse('booking.alreadyCheckedOut');
      const next = status ?? (booking.receptionStatus === 1 ? 0 : 1);
      // Set already: nothing to record (and no other's mark undone by a repeat).
      if (next === booking.receptionStatus) return [];
      return [{ type: 'ReceptionStatusToggled', data: { roomId, bookingId, status: next } }];
    }
    case 'ChangeDates': {
      const { checkin, checkout, bookingId } = command.data;
      const booking = bookingOf(state, bookingId);
      if (!isActive(booking) || booking.status === 'refund_pending' || booking.checkedOut)
        refuse('booking.notChangeable');
      if (checkout <= checkin) refuse('range.checkoutBeforeCheckin', 'invalid');
      if (booking.checkin === checkin && booking.checkout === checkout) return [];
      if (booking.channel === 'online' && !coveredByBlocks(state, { checkin, checkout }))
        refuse('booking.outsideOnline');
      if (overlapsActiveBooking(state, { checkin, checkout }, bookingId))
        refuse('booking.datesTaken');
      const previous = { checkin: booking.checkin, checkout: booking.checkout };
      return [{ type: 'BookingDatesChanged', data: { ...command.data, previous } }];
    }
    case 'ChangeGuests': {
      // Who stays may change until they leave (a guest joins a stay under way too).
      const booking = bookingOf(state, command.data.bookingId);
      if (!isActive(booking) || booking.status === 'refund_pending' || booking.checkedOut)
        refuse('booking.guestsNotChangeable');
      return [{ type: 'GuestsChanged', data: command.data }];
    }
    case 'PostCharge': {
      // Extras go on a stay that holds its room (paid or awaiting payment), checked out or not.
      const booking = bookingOf(state, command.data.bookingId);
      if (!isActive(booking) || booking.status === 'refund_pending')
        refuse('booking.notChangeable');
      return [{ type: 'ChargePosted', data: command.data }];
    }
    case 'TakeDeskPayment': {
      // Only toward a paid booking: an unpaid one may still be paid at the bank, whose payment
      // would then find it paid and not be recorded (staff settle an unpaid one when placing it).
      const booking = bookingOf(state, command.data.bookingId);
      if (booking.status !== 'online' || booking.movedTo !== null) refuse('booking.notPaid');
      return [{ type: 'DeskPaymentTaken', data: command.data }];
    }
    case 'CancelBooking': {
      const { hotelNow, ...data } = command.data;
      const booking = bookingOf(state, data.bookingId);
      if (booking.status !== 'pending' && booking.status !== 'online')
        refuse('booking.notCancellable', 'invalid');
      if (!checkinAhead(booking.checkin, hotelNow)) refuse('booking.checkinPassed', 'invalid');
      if (booking.receptionStatus === 1) refuse('booking.alreadyCheckedIn');
      if (refundable(booking, hotelNow)) refuse('booking.useRefund', 'invalid');
      return [{ type: 'BookingCancelled', data: { ...data, refunded: false } }];
    }
    case 'RequestRefund': {
      const booking = bookingOf(state, command.data.bookingId);
      if (booking.status === 'refund_pending') refuse('booking.refundInProgress');
      if (booking.status === 'refunded') refuse('booking.alreadyRefunded');
      if (!refundable(booking, command.data.hotelNow) || booking.orderId === null)
        refuse('booking.notRefundable', 'invalid');
      const { roomId, bookingId } = command.data;
      return [
        {
          type: 'RefundRequested',
          data: {
            roomId,
            bookingId,
            orderId: booking.orderId ?? '',
            amountTenge: guestRefundOf(booking.price),
          },
        },
      ];
    }
    case 'CompleteRefund': {
      const booking = bookingOf(state, command.data.bookingId);
      if (booking.status !== 'refund_pending') return [];
      const data = {
        ...command.data,
        orderId: booking.orderId ?? '',
        amountTenge: guestRefundOf(booking.price),
      };
      return [{ type: 'BookingRefunded', data }];
    }
    case 'FailRefund': {
      const booking = bookingOf(state, command.data.bookingId);
      return booking.status === 'refund_pending'
        ? [{ type: 'RefundFailed', data: command.data }]
        : [];
    }
    case 'RecordLatePaymentRefund': {
      const booking = bookingOf(state, command.data.bookingId);
      if (booking.status === 'late_refunded') return [];
      if (!['failed', 'expired', 'cancelled', 'no_show'].includes(booking.status))
        refuse('booking.notPending');
      return [{ type: 'LatePaymentRefunded', data: command.data }];
    }
    case 'RecordBankRefund': {
      // The bank's back office refunded or reversed a paid booking: the money went back, so the
      // booking is refunded here too, by the amount the bank reports.
      const booking = bookingOf(state, command.data.bookingId);
      if (booking.status === 'refunded') return [];
      if (booking.status === 'refund_pending') refuse('booking.refundInProgress');
      if (booking.status !== 'online') refuse('booking.notPaid');
      return [
        { type: 'BookingRefunded', data: { ...command.data, orderId: booking.orderId ?? '' } },
      ];
    }
    case 'CheckIn': {
      const { hotelToday, ...data } = command.data;
      const booking = bookingOf(state, data.bookingId);
      if (booking.status !== 'online') refuse('booking.notPaid');
      if (booking.checkedOut) refuse('booking.alreadyCheckedOut');
      // The reception flag is the spec's own mark, set before arrival as often as not: no check-in.
      if (booking.checkedIn) refuse('booking.alreadyCheckedIn');
      if (hotelToday < booking.checkin) refuse('booking.checkinNotYet', 'invalid');
      return [{ type: 'GuestCheckedIn', data }];
    }
    case 'CheckOut':
      return checkOut(state, command.data);
    case 'AcceptStay':
      return acceptStay(state, command.data);
    case 'ReleaseStay': {
      const { expected, ...data } = command.data;
      const booking = findBooking(state, data.bookingId) ?? refuse('booking.notFound', 'not_found');
      // Released already: a resumed move repeats its last step.
      if (booking.movedTo === data.toRoomId) return [];
      // Frozen by this very swap, it cannot have changed; otherwise it must still be the copy taken.
      const frozenHere = booking.leaving?.moveId === data.moveId;
      if (!frozenHere && !(movable(booking) && sameStay(booking, expected)))
        refuse('move.stayChanged');
      return [{ type: 'StayMovedOut', data }];
    }
    case 'RevertStayMove': {
      const copy = findBooking(state, command.data.bookingId);
      // Reverted already, or never taken: nothing to let go.
      if (!copy || copy.arrivedBy !== command.data.moveId || copy.movedTo !== null) return [];
      return [{ type: 'StayMoveReverted', data: command.data }];
    }
    case 'CompleteDepartureRefund':
    case 'FailDepartureRefund': {
      // Only an owed refund gets an answer, once: a retry after the answer is recorded decides nothing.
      const owed = bookingOf(state, command.data.bookingId).departureRefund;
      if (owed?.status !== 'requested') return [];
      const { orderId, amountTenge } = owed;
      return command.type === 'CompleteDepartureRefund'
        ? [{ type: 'DepartureRefundSent', data: { ...command.data, orderId, amountTenge } }]
        : [{ type: 'DepartureRefundFailed', data: { ...command.data, orderId, amountTenge } }];
    }
    case 'CancelByStaff':
      return cancelByStaff(state, command.data);
    case 'MarkNoShow':
      return markNoShow(state, command.data);
    case 'CompleteStaffRefund':
    case 'FailStaffRefund':
      return staffRefundAnswer(state, command);
    default:
      return assertNever(command);
  }
}

/**
 * The guests leave: after check-in, once, on a day of their stay (the arrival day too: they
 * changed their minds) and not after today. Leaving early frees the nights from `departedOn` on;
 * those no for-online block covers are opened for online sale (with the command's fresh ids), so
 * every freed night can be booked online again. The money given back is the staff's decision, at most the room part paid.
 */
function checkOut(state: RoomState, command: CheckOutData): RoomEvent[] {
  const { roomId, bookingId, at, departedOn, refundTenge, hotelToday, blockIds } = command;
  const booking = bookingOf(state, bookingId);
  if (booking.status !== 'online') refuse('booking.notPaid');
  if (booking.checkedOut) refuse('booking.alreadyCheckedOut');
  if (!booking.checkedIn) refuse('booking.notCheckedIn');
  if (departedOn < booking.checkin || departedOn > booking.checkout)
    refuse('booking.departureOutOfStay', 'invalid');
  if (departedOn > hotelToday) refuse('booking.departureInFuture', 'invalid');
  if (refundTenge > booking.price.roomPartTenge) refuse('booking.refundTooLarge', 'invalid');
  const early = departedOn < booking.checkout;
  // Money goes back for nights not stayed: a stay to its booked end has none.
  if (refundTenge > 0 && !early) refuse('booking.refundOnlyEarly', 'invalid');
  const checkedOut: RoomEvent = {
    type: 'GuestCheckedOut',
    data: {
      roomId,
      bookingId,
      at,
      departedOn,
      bookedCheckout: booking.checkout,
      early,
      refundTenge,
    },
  };
  if (!early) return [checkedOut];
  const refunds = departureRefund(roomId, booking, refundTenge);
  const gaps = uncoveredByBlocks(state, { checkin: departedOn, checkout: booking.checkout });
  const opened = gaps.map((gap, i): RoomEvent => {
    const blockId = blockIds[i];
    // The handler gives one id per freed night, and every gap holds at least one.
    if (blockId === undefined)
      throw new Error(
        `check-out of booking ${bookingId}: ${gaps.length} ranges to open, ${blockIds.length} ids`,
      );
    return { type: 'RoomOpenedForOnline', data: { roomId, blockId, ...gap } };
  });
  return [checkedOut, ...refunds, ...opened];
}

/**
 * How the money given back on check-out goes (in the check-out's append, so it is never recorded
 * without saying how): through the bank on the order the guest paid online (settled afterwards,
 * departure-refund.ts), or handed back at the desk the way it was taken.
 */
function departureRefund(roomId: number, booking: RoomBooking, refundTenge: number): RoomEvent[] {
  if (refundTenge === 0) return [];
  const { bookingId } = booking;
  if (booking.paidAtReception) {
    return [
      {
        type: 'DepartureRefundGivenAtReception',
        data: { roomId, bookingId, amountTenge: refundTenge, method: booking.paidAtReception },
      },
    ];
  }
  // Paid, and not at the desk: paid online, so the booking holds its order.
  if (booking.orderId === null)
    throw new Error(`booking ${bookingId} is paid, neither online nor at reception`);
  return [
    {
      type: 'DepartureRefundRequested',
      data: { roomId, bookingId, orderId: booking.orderId, amountTenge: refundTenge },
    },
  ];
}

/**
 * The target room takes a stay moving in: for all its nights (a checked-in guest's: from
 * `splitOn`) it must be free of other stays but the one it swaps with (which waits here, frozen,
 * for its own move out). For-online blocks do not matter: staff, not the website, move stays.
 * Checked-in guests move, never swap: the other stay would have to split too.
 */
function acceptStay(
  state: RoomState,
  command: Extract<RoomCommand, { type: 'AcceptStay' }>['data'],
): RoomEvent[] {
  const { swapExpected, ...data } = command;
  const here = findBooking(state, data.bookingId);
  // Taken already by this move: a resumed move repeats its first step.
  if (here?.arrivedBy === data.moveId) return [];
  if (here && here.movedTo === null && isActive(here)) refuse('move.sameRoom', 'invalid');
  if (data.stay.checkout <= data.stay.checkin) refuse('range.checkoutBeforeCheckin', 'invalid');
  const nights = { checkin: data.splitOn ?? data.stay.checkin, checkout: data.stay.checkout };
  if (
    data.splitOn !== undefined &&
    (!data.stay.checkedIn ||
      nights.checkin <= data.stay.checkin ||
      nights.checkin >= nights.checkout)
  ) {
    refuse('move.splitOutOfStay', 'invalid');
  }
  if (data.swapWith !== null) {
    const other = findBooking(state, data.swapWith) ?? refuse('booking.notFound', 'not_found');
    if (!movable(other)) refuse('booking.notMovable');
    if (other.checkedIn || data.stay.checkedIn) refuse('move.notSwappableCheckedIn');
    if (swapExpected && !sameStay(other, swapExpected)) refuse('move.stayChanged');
  }
  if (overlapsActiveBooking(state, nights, data.swapWith ?? undefined)) {
    refuse(data.swapWith === null ? 'booking.roomTaken' : 'move.notSwappable');
  }
  return [{ type: 'StayMovedIn', data }];
}

/**
 * A paid booking whose guest's cancel still gives money back (the refund share of the room part
 * its terms set, above 0): the guest gets a refund button. Otherwise a cancel keeps the payment.
 */
export function refundable(
  booking: Pick<RoomBooking, 'status' | 'price' | 'checkin' | 'receptionStatus'>,
  hotelNow: string,
): boolean {
  return (
    booking.status === 'online' &&
    booking.receptionStatus === 0 &&
    guestRefundOf(booking.price) > 0 &&
    checkinAhead(booking.checkin, hotelNow)
  );
}

function confirmPayment(state: RoomState, data: DataOf<'PaymentConfirmed'>): RoomEvent[] {
  const booking = bookingOf(state, data.bookingId);
  switch (booking.status) {
    case 'pending':
      return [{ type: 'PaymentConfirmed', data }];
    case 'online':
    case 'refund_pending':
    case 'refunded':
      return []; // already confirmed: a second return or the poller changes nothing
    case 'failed':
    case 'expired':
      // Paid after we gave up on it: keep the booking if its room is still free for it.
      if (roomFreeForChannel(state, booking.channel, booking, booking.bookingId))
        return [{ type: 'PaymentConfirmed', data }];
      return refuse('booking.latePaymentNoRoom');
    case 'cancelled':
    case 'late_refunded':
    case 'no_show':
      return refuse('booking.latePaymentNoRoom');
    default:
      return assertNever(booking.status);
  }
}
