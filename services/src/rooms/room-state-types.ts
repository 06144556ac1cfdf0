import type {
  BookingChannel,
  BookingState,
  CalendarDate,
  PriceBreakdown,
  ReceptionMethod,
  RefundMethod,
} from '@hotel/contracts';

export interface OnlineBlock {
  blockId: number;
  checkin: CalendarDate;
  checkout: CalendarDate;
}

/**
 * Nights [from, to) a manager took the room out of sale (repairs), and why: no booking, online or
 * staff, may hold them. `cutFromOnline`: the for-online nights the period cut away, opened again
 * by an early return to service.
 */
export interface OutOfOrderPeriod {
  periodId: number;
  from: CalendarDate;
  to: CalendarDate;
  reason: string;
  cutFromOnline: readonly { checkin: CalendarDate; checkout: CalendarDate }[];
}

/** Where a booking stands (contracts' `BOOKING_STATES`). */
export type BookingStatus = BookingState;

export interface RoomBooking {
  bookingId: number;
  checkin: CalendarDate;
  checkout: CalendarDate;
  status: BookingStatus;
  orderId: string | null;
  /** The bank's payment page of `orderId`: what a retry of the booking request answers. */
  formUrl: string | null;
  price: PriceBreakdown;
  paymentDeadline: string;
  /**
   * Staff marked the guests as at reception (the spec's reception flag, 0/1 on the wire and in
   * `ReceptionStatusToggled`); a check-in sets it too. It records no check-in.
   */
  arrived: boolean;
  /** Reception checked the guests in (`GuestCheckedIn`), on or after the arrival day. */
  checkedIn: boolean;
  /** Reception marked the guests as gone; on an early departure `checkout` became the day they left. */
  checkedOut: boolean;
  /** Staff bookings (phone, walk-in) need no for-online block: staff may book any free night. */
  channel: BookingChannel;
  /** The move that brought the stay into this room (`StayMovedIn`); null: placed here. */
  arrivedBy: string | null;
  /**
   * A swap is taking the stay to room `toRoomId` (`StayMovedIn` of the other stay here): it holds
   * its nights and takes no other command until its own move out, so the copy the other room
   * took stays what it is.
   */
  leaving: { moveId: string; toRoomId: number } | null;
  /** Moved to this room (`StayMovedOut`): the stay no longer holds anything here. */
  movedTo: number | null;
  /** The money an early departure gives back through the bank, and where it stands; null: none owed. */
  departureRefund: DepartureRefund | null;
  /** How reception took the money of a booking paid at the desk; null: paid online, or not paid. */
  paidAtReception: ReceptionMethod | null;
  /** Money the desk took toward the folio besides the booking's own payment (`DeskPaymentTaken`). */
  deskPaidTenge: number;
  /** Late check-out is on the folio (`ChargePosted` of that kind): it is charged once a stay. */
  lateCheckOutCharged: boolean;
  /**
   * The room stream's revision of the last event that touched this booking (`evolveAt`): with the
   * room, the version staff read it at (`bookingVersion`). Another booking's events leave it be.
   */
  revision: number;
  /**
   * Staff cancelled it (status `cancelled`), giving back `refundTenge`, of which `deskRefund` was
   * recorded as given back outside the bank (null: none); null: not cancelled by staff.
   */
  cancelledByStaff: {
    refundTenge: number;
    deskRefund: { amountTenge: number; method: RefundMethod } | null;
  } | null;
  /** The money a staff cancel gives back through the bank, and where it stands; null: none owed. */
  staffRefund: StaffRefund | null;
}

/**
 * A staff cancel's refund owed on `orderId`: `requested` until the bank's answer is recorded. The
 * bank's refunded amount on the order reaches `bankRefundedBeforeTenge + amountTenge` once it went.
 */
export interface StaffRefund {
  orderId: string;
  amountTenge: number;
  bankRefundedBeforeTenge: number;
  status: 'requested' | 'sent' | 'failed';
}

/** A departure refund owed on `orderId`: `requested` until the bank's answer is recorded. */
export interface DepartureRefund {
  orderId: string;
  amountTenge: number;
  status: 'requested' | 'sent' | 'failed';
}

/**
 * What a state restored from a snapshot left out (room-snapshot.ts): blocks and bookings whose
 * stay ended long before. What it says of them is all a decision needs to know whether it could
 * meet one of them.
 */
export interface LeftOut {
  /** No left-out block or booking ends (checks out) after this date. */
  endedBy: CalendarDate;
  /** No left-out block or booking has a higher id. */
  maxId: number;
}

/** What the room's stream knows: which ranges of its calendar are open online and who holds them. */
export interface RoomState {
  roomId: number | null;
  blocks: readonly OnlineBlock[];
  bookings: readonly RoomBooking[];
  outOfOrder: readonly OutOfOrderPeriod[];
  /** Absent: the state holds the room's whole history. */
  leftOut?: LeftOut;
}
