import type { paymentMessages as russian } from '../ru/payment';

/** The bank's online payment. */
export const paymentMessages: Record<keyof typeof russian, string> = {
  'payment.bankNoAnswerHeld':
    'The bank did not answer. The room stays reserved for you for a minute: press the button again to go to the bank page.',
  'payment.bankUnavailable':
    'The bank is unavailable now. No booking was made; please try again later.',
  'payment.paid': 'Payment succeeded. Booking No. {bookNumber} is confirmed.',
  'payment.declined': 'The bank declined the payment. Booking No. {bookNumber} was cancelled.',
  'payment.processing':
    'The bank is processing the payment. Its status will appear in your account.',
  'payment.unknownOrder': 'Order not found',
  'payment.lateRefund': 'The payment came after the booking ended and will be returned in full.',
  'payment.expired': 'The time to pay has run out. Booking No. {bookNumber} was cancelled.',
};
