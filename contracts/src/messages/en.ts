import type { MessageKey } from './ru';
import { accountMessages } from './en/accounts';
import { authMessages } from './en/auth';
import { bookingMessages } from './en/booking';
import { catalogMessages } from './en/catalog';
import { errorMessages } from './en/errors';
import { ledgerMessages } from './en/ledger';
import { paymentMessages } from './en/payment';
import { promoCodeMessages } from './en/promo-codes';
import { rateMessages } from './en/rates';
import { reportMessages } from './en/report';
import { validationMessages } from './en/validation';

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
