import { accountMessages } from './ru/accounts';
import { authMessages } from './ru/auth';
import { bookingMessages } from './ru/booking';
import { catalogMessages } from './ru/catalog';
import { errorMessages } from './ru/errors';
import { ledgerMessages } from './ru/ledger';
import { paymentMessages } from './ru/payment';
import { promoCodeMessages } from './ru/promo-codes';
import { rateMessages } from './ru/rates';
import { reportMessages } from './ru/report';
import { validationMessages } from './ru/validation';

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
