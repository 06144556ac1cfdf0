import type {
  CalendarDate,
  NightlyRate,
  ReceptionMethod,
  RefundMethod,
  RoomEvent,
  RoomEventOf,
  RoomStay,
} from '@hotel/contracts';

type DataOf<T extends RoomEvent['type']> = RoomEventOf<T>['data'];

export type RoomCommand =
  | { type: 'OpenRoomForOnline'; data: DataOf<'RoomOpenedForOnline'> }
  | { type: 'RemoveOnlineBlock'; data: DataOf<'OnlineBlockRemoved'> }
  /** Staff take [from, to) off online sale; `blockIds`: fresh ids for the nights kept (two at most). */
  | {
      type: 'CloseOnlineNights';
      data: { roomId: number; from: CalendarDate; to: CalendarDate; blockIds: readonly number[] };
    }
  /** `blockIds`: fresh ids for what is left of the for-online blocks the period cuts (two per block). */
  | {
      type: 'TakeOutOfOrder';
      data: Omit<DataOf<'RoomTakenOutOfOrder'>, 'cutFromOnline'> & { blockIds: readonly number[] };
    }
  /** `on`: the hotel's today; `blockIds`: fresh ids for the cut for-online nights opened again. */
  | {
      type: 'BringBackInService';
      data: DataOf<'RoomBackInService'> & { blockIds: readonly number[] };
    }
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
  /** Reception sets the mark; `arrived` null flips it (the spec's toggle, kept for its REST client). */
  | { type: 'SetReception'; data: { roomId: number; bookingId: number; arrived: boolean | null } }
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
  /** Staff cancel any booking that holds its room, giving back what they chose (decide/cancel.ts). */
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

/** The data of room command `T`: what its decider (decide/) takes. */
export type CommandData<T extends RoomCommand['type']> = Extract<RoomCommand, { type: T }>['data'];

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

/** What goes back: nothing, all that was paid less what went back already, or an amount in teňňe. */
export type StaffRefundChoice = 'none' | 'full' | { amountTenge: number };

export interface CancelByStaffData {
  roomId: number;
  bookingId: number;
  reason: string;
  cancelledAt: string;
  refund: StaffRefundChoice;
  /**
   * How money the bank does not give back goes back (taken at the desk); absent: the way a booking
   * paid at reception was paid (cash as cash, a card terminal's by transfer), else staff must say.
   */
  refundMethod?: RefundMethod;
}
