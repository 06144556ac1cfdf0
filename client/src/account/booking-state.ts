import type { GuestBookingView } from '@hotel/contracts';
import { CHECKIN_TIME, CHECKOUT_TIME } from '@hotel/contracts/plain';

/**
 * The states a guest's booking can be in, as the personal account tells them (the
 * booking's payment and cancellation flags, plus the stay being over and a refund under way):
 * - pending: placed, not paid yet (`payment_status` pending);
 * - paid: paid, the stay not over;
 * - cancelledUnpaid: cancelled before any payment (nothing was paid, nothing comes back);
 * - cancelled: paid, then cancelled without a refund (`booking_canceled` 1, refund flag 0);
 * - refunded: paid, then cancelled with the room part refunded (refund flag 1);
 * - past: paid and the check-out time has passed;
 * - refunding: paid, the bank asked for the refund and not answered yet (nothing to do meanwhile);
 * - declined: never paid, the bank declined the payment;
 * - expired: never paid, the time to pay ran out.
 */
export type AccountState =
  | 'pending'
  | 'paid'
  | 'cancelledUnpaid'
  | 'cancelled'
  | 'refunded'
  | 'past'
  | 'refunding'
  | 'declined'
  | 'expired';

/** Paid: the wire's payment status `online` (the word also names a channel and the for-online window). */
export const isPaid = (booking: Pick<GuestBookingView, 'payment_status'>): boolean =>
  booking.payment_status === 'online';

/**
 * Whether a booking has a confirmation to print: it is paid, it stands and it has its number
 * (the account's link and the confirmation page ask the same).
 */
export const hasConfirmation = (
  booking: GuestBookingView,
): booking is GuestBookingView & { book_number: number } =>
  isPaid(booking) && booking.booking_canceled === 0 && booking.book_number !== null;

/** The hotel's clock at one instant: the instant, and its wall time `YYYY-MM-DDTHH:mm`. */
export interface ClockReading {
  now: Date;
  wallTime: string;
}

export interface AccountBooking {
  state: AccountState;
  /** Active bookings are the list proper; cancelled and past stays sit in their own section. */
  section: 'active' | 'history';
  /** What the amount is: still to pay, paid, or the price of a booking never paid. */
  amountLabel: 'amountToPay' | 'amountPaid' | 'amountUnpaid';
  /**
   * The amount the label names (TMT): the price to pay or never paid; or all that was paid, online
   * and at the desk, as the booking's folio sums it (never less than what came back).
   */
  amount: number;
  /**
   * The money that came back (TMT): the room part of a refunded booking, or what a stay an early
   * departure ended got back; null when none did.
   */
  refunded: number | null;
  /** Until when a pending booking can be paid, and how long is left (never below 0). */
  payBy: { deadline: string; msLeft: number } | null;
  /** The actions the server would accept now; an action it would refuse is not offered. */
  actions: { pay: string | null; cancel: boolean; refund: boolean };
}

/**
 * The day of a server date-time (hotel offset: its digits are the hotel's wall clock) at a hotel
 * wall time, comparable with a ClockReading's wall time.
 */
const at = (iso: string, time: string) => `${iso.slice(0, 10)}T${time}`;

function stateOf(booking: GuestBookingView, clock: ClockReading): AccountState {
  if (booking.unpaid_end !== null) return booking.unpaid_end;
  if (booking.booking_canceled === 1) {
    if (booking.payment_at === null) return 'cancelledUnpaid';
    return booking.booking_refund_amount === 1 ? 'refunded' : 'cancelled';
  }
  if (!isPaid(booking)) return 'pending';
  if (booking.refund_in_progress) return 'refunding';
  return at(booking.checkout, CHECKOUT_TIME) <= clock.wallTime ? 'past' : 'paid';
}

/**
 * What the account shows for one booking at the hotel's clock reading: its state, section,
 * amount label, refunded amount, payment deadline and the actions offered. Cancelling and
 * refunding end at check-in time (14:00 hotel time on the check-in day), as the server rules;
 * continuing to the bank ends at the payment deadline.
 */
export function accountBooking(booking: GuestBookingView, clock: ClockReading): AccountBooking {
  const state = stateOf(booking, clock);
  const beforeCheckin = clock.wallTime < at(booking.checkin, CHECKIN_TIME);
  const none = { pay: null, cancel: false, refund: false };
  const givenBack = booking.refunded_amount > 0 ? booking.refunded_amount : null;
  switch (state) {
    case 'pending': {
      const msLeft = Math.max(0, Date.parse(booking.payment_deadline) - clock.now.getTime());
      return {
        state,
        section: 'active',
        amountLabel: 'amountToPay',
        amount: booking.amount,
        refunded: null,
        payBy: { deadline: booking.payment_deadline, msLeft },
        actions: {
          pay: msLeft > 0 ? booking.payment_url : null,
          cancel: beforeCheckin,
          refund: false,
        },
      };
    }
    case 'paid': {
      const refundable = booking.booking_refund_amount === 1;
      return {
        state,
        section: 'active',
        amountLabel: 'amountPaid',
        amount: booking.paid_amount,
        refunded: givenBack,
        payBy: null,
        actions: {
          pay: null,
          cancel: beforeCheckin && !refundable,
          refund: beforeCheckin && refundable,
        },
      };
    }
    case 'refunding':
      return {
        state,
        section: 'active',
        amountLabel: 'amountPaid',
        amount: booking.paid_amount,
        refunded: null,
        payBy: null,
        actions: none,
      };
    case 'cancelledUnpaid':
    case 'declined':
    case 'expired':
      return {
        state,
        section: 'history',
        amountLabel: 'amountUnpaid',
        amount: booking.amount,
        refunded: null,
        payBy: null,
        actions: none,
      };
    case 'refunded':
      return {
        state,
        section: 'history',
        amountLabel: 'amountPaid',
        amount: booking.paid_amount,
        refunded: booking.refunded_amount,
        payBy: null,
        actions: none,
      };
    case 'cancelled':
      return {
        state,
        section: 'history',
        amountLabel: 'amountPaid',
        amount: booking.paid_amount,
        refunded: null,
        payBy: null,
        actions: none,
      };
    case 'past':
      return {
        state,
        section: 'history',
        amountLabel: 'amountPaid',
        amount: booking.paid_amount,
        refunded: givenBack,
        payBy: null,
        actions: none,
      };
  }
}
