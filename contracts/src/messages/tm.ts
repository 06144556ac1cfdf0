import type { MessageKey } from './ru';
import accountMessages from './tm/accounts.json';
import authMessages from './tm/auth.json';
import bookingMessages from './tm/booking.json';
import catalogMessages from './tm/catalog.json';
import errorMessages from './tm/errors.json';
import ledgerMessages from './tm/ledger.json';
import paymentMessages from './tm/payment.json';
import promoCodeMessages from './tm/promo-codes.json';
import rateMessages from './tm/rates.json';
import reportMessages from './tm/report.json';
import validationMessages from './tm/validation.json';

/** Server messages in Turkmen (the default language). */
export const tm: Record<MessageKey, string> = {
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
