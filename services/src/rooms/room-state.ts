import { assertNever, type CalendarDate, type PriceBreakdown, type RoomEvent } from '@hotel/contracts';

export interface OnlineBlock {
  blockId: number;
  checkin: CalendarDate;
  checkout: CalendarDate;
}

export type BookingStatus =
  | 'pending'
  | 'online'
  | 'refund_pending'
  | 'cancelled'
  | 'refunded'
  | 'failed'
  | 'expired'
  | 'late_refunded';

export interface RoomBooking {
  bookingId: number;
  userId: number;
  bookNumber: number;
  checkin: CalendarDate;
  checkout: CalendarDate;
  status: BookingStatus;
  orderId: string | null;
  /** The bank's payment page of `orderId`: what a retry of the booking request answers. */
  formUrl: string | null;
  price: PriceBreakdown;
  paymentDeadline: string;
  receptionStatus: 0 | 1;
}

/** What the room's stream knows: which ranges of its calendar are open online and who holds them. */
export interface RoomState {
  roomId: number | null;
  blocks: readonly OnlineBlock[];
  bookings: readonly RoomBooking[];
}

export const initialRoomState: RoomState = { roomId: null, blocks: [], bookings: [] };

/** Bookings that hold the room's dates: awaiting payment, paid, or with a refund under way. */
export const isActive = (booking: RoomBooking): boolean =>
  booking.status === 'pending' || booking.status === 'online' || booking.status === 'refund_pending';

export function evolve(state: RoomState, event: RoomEvent): RoomState {
  const update = (bookingId: number, change: Partial<RoomBooking>): RoomState => ({
    ...state,
    bookings: state.bookings.map((b) => (b.bookingId === bookingId ? { ...b, ...change } : b)),
  });
  switch (event.type) {
    case 'RoomOpenedForOnline': {
      const { roomId, blockId, checkin, checkout } = event.data;
      return { ...state, roomId, blocks: [...state.blocks, { blockId, checkin, checkout }] };
    }
    case 'OnlineBlockRemoved':
      return { ...state, blocks: state.blocks.filter((b) => b.blockId !== event.data.blockId) };
    case 'BookingPlaced': {
      const { roomId, bookingId, userId, bookNumber, checkin, checkout, price, paymentDeadline } = event.data;
      const booking: RoomBooking = {
        bookingId, userId, bookNumber, checkin, checkout, price, paymentDeadline,
        status: 'pending', orderId: null, formUrl: null, receptionStatus: 0,
      };
      return { ...state, roomId, bookings: [...state.bookings, booking] };
    }
    case 'PaymentRegistered':
      return update(event.data.bookingId, { orderId: event.data.orderId, formUrl: event.data.formUrl });
    case 'PaymentConfirmed':
      return update(event.data.bookingId, { status: 'online', orderId: event.data.orderId });
    case 'PaymentFailed':
      return update(event.data.bookingId, { status: 'failed' });
    case 'PaymentExpired':
      return update(event.data.bookingId, { status: 'expired' });
    case 'ReceptionStatusToggled':
      return update(event.data.bookingId, { receptionStatus: event.data.status });
    case 'BookingDatesChanged':
      return update(event.data.bookingId, { checkin: event.data.checkin, checkout: event.data.checkout });
    case 'BookingCancelled':
      return update(event.data.bookingId, { status: 'cancelled' });
    case 'RefundRequested':
      return update(event.data.bookingId, { status: 'refund_pending' });
    case 'BookingRefunded':
      return update(event.data.bookingId, { status: 'refunded' });
    case 'RefundFailed':
      return update(event.data.bookingId, { status: 'online' });
    case 'LatePaymentRefunded':
      return update(event.data.bookingId, { status: 'late_refunded' });
    default:
      return assertNever(event);
  }
}

