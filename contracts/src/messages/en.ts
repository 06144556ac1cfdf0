import type { MessageKey } from './ru';
import accountMessages from './en/accounts.json';
import authMessages from './en/auth.json';
import bookingMessages from './en/booking.json';
import catalogMessages from './en/catalog.json';
import errorMessages from './en/errors.json';
import ledgerMessages from './en/ledger.json';
import paymentMessages from './en/payment.json';
import promoCodeMessages from './en/promo-codes.json';
import rateMessages from './en/rates.json';
import reportMessages from './en/report.json';
import validationMessages from './en/validation.json';

/** Server messages in English. */
export const en: Record<MessageKey, string> = {
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
};
