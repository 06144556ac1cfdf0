import accountMessages from './ru/accounts.json';
import authMessages from './ru/auth.json';
import bookingMessages from './ru/booking.json';
import catalogMessages from './ru/catalog.json';
import errorMessages from './ru/errors.json';
import ledgerMessages from './ru/ledger.json';
import paymentMessages from './ru/payment.json';
import promoCodeMessages from './ru/promo-codes.json';
import rateMessages from './ru/rates.json';
import reportMessages from './ru/report.json';
import validationMessages from './ru/validation.json';

/** Server messages in Russian: the reference catalog (and the fallback for missing texts). */
export const ru = {
  ...errorMessages,
  ...validationMessages,
  ...authMessages,
  ...accountMessages,
  ...bookingMessages,
  ...paymentMessages,
  ...ledgerMessages,
  ...reportMessages,
  ...catalogMessages,
  ...rateMessages,
  ...promoCodeMessages,
} as const;

export type MessageKey = keyof typeof ru;
