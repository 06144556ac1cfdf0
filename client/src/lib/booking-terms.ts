import type { BookingTermsView } from '@hotel/contracts';
import type { TFunction } from 'i18next';
import type { Trpc } from '../api';

/** The booking terms the options set: one options object for loaders and screens. */
export const bookingTermsQuery = (trpc: Trpc) => trpc.site.bookingTerms.queryOptions();

/** The terms of stay's sentences that state the booking rules, each filled into the terms' text. */
export interface TermsSentences {
  /** How many days before arrival online booking closes. */
  closes: string;
  /** What share of the stay is paid online, and that the rest is paid at arrival. */
  paidOnline: string;
  /** What a guest's cancel before arrival gives back. */
  refund: string;
}

/**
 * The booking rules as the terms of stay state them, from the same options the server applies:
 * the sentence for each rule's case (none, a share, all), in the reader's language.
 */
export function termsSentences(t: TFunction, terms: BookingTermsView): TermsSentences {
  const share = terms.onlineSharePercent;
  const refund = terms.roomPaidOnline ? terms.guestRefundPercent : 0;
  return {
    closes: t('terms.rules.closes', { count: terms.closesDaysBefore }),
    paidOnline: !terms.roomPaidOnline
      ? t('terms.rules.paidAtArrival')
      : share >= 100
        ? t('terms.rules.paidOnlineAll')
        : t('terms.rules.paidOnline', { share }),
    refund:
      refund <= 0
        ? t('terms.rules.noRefund')
        : refund >= 100
          ? t('terms.rules.refundAll')
          : t('terms.rules.refundShare', { percent: refund }),
  };
}
