import type { MessageKey } from './ru';
import { accountMessages } from './tm/accounts';
import { authMessages } from './tm/auth';
import { bookingMessages } from './tm/booking';
import { catalogMessages } from './tm/catalog';
import { errorMessages } from './tm/errors';
import { ledgerMessages } from './tm/ledger';
import { paymentMessages } from './tm/payment';
import { promoCodeMessages } from './tm/promo-codes';
import { rateMessages } from './tm/rates';
import { reportMessages } from './tm/report';
import { validationMessages } from './tm/validation';

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
