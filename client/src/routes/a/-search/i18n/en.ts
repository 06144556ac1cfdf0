import type { bookingSearch as source } from './ru';

export const bookingSearch: typeof source = {
  label: 'Find a booking',
  placeholder: 'Booking: number, guest, passport, phone…',
  results: 'Bookings found',
  searching: 'Searching…',
  none: 'Nothing found',
  failed: 'The search failed: {{message}}',
  opening: 'Opening the booking…',
  guests: 'Guest profiles of booking No. {{number}}:',
  hit: {
    number: 'No. {{number}}',
    room: 'room {{room}}',
  },
  state: {
    pending: 'awaiting payment',
    paid: 'paid',
    refund_pending: 'refund under way',
    cancelled: 'cancelled',
    refunded: 'refunded',
    failed: 'payment failed',
    expired: 'payment time ran out',
    late_refunded: 'late payment refunded',
    no_show: 'no-show',
  },
};
