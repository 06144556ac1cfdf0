import type { GuestBookingView, Language } from '@hotel/contracts';
import type { TFunction } from 'i18next';
import { isPaid } from '../../../account/booking-state';
import { formatAmount } from '../../../lib/format';

/**
 * What the guest is asked before cancelling without a refund: of a paid booking (whose terms give
 * nothing back, or the refund would be offered instead), that the amount paid is kept.
 */
export function cancelQuestion(
  booking: Pick<GuestBookingView, 'payment_status' | 'paid_amount'>,
  language: Language,
  t: TFunction,
): string {
  if (!isPaid(booking)) return t('profile.confirmCancel');
  return t('profile.confirmCancelKept', {
    paid: `${formatAmount(booking.paid_amount, language)} TMT`,
  });
}

/**
 * What the guest is asked before refunding: the amount that comes back (what the booking's terms
 * give back of the room payment), in the site's format, and what is kept: the booking fee alone,
 * or with it the part of the room payment the terms keep.
 */
export function refundQuestion(
  booking: Pick<GuestBookingView, 'amount' | 'room_part' | 'refund_amount'>,
  language: Language,
  t: TFunction,
): string {
  const tmt = (amount: number) => `${formatAmount(amount, language)} TMT`;
  const question = t('profile.confirmRefundAmount', { amount: tmt(booking.refund_amount) });
  // In whole teňňe, so a float's crumbs never make a fee of 0.00000001.
  const tenge = (amount: number) => Math.round(amount * 100);
  const keptTenge = tenge(booking.amount) - tenge(booking.refund_amount);
  if (keptTenge <= 0) return question;
  const roomKept = tenge(booking.room_part) > tenge(booking.refund_amount);
  const kept = tmt(keptTenge / 100);
  return `${question} ${roomKept ? t('profile.amountKept', { kept }) : t('profile.feeKept', { fee: kept })}`;
}
