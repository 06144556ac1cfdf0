import type { GuestBookingView, Language } from '@hotel/contracts';
import type { TFunction } from 'i18next';
import { formatAmount } from '../../../lib/format';

/**
 * What the guest is asked before refunding: the amount that comes back (the room part), in the
 * site's format, and, when the booking had a fee, that the fee is kept.
 */
export function refundQuestion(
  booking: Pick<GuestBookingView, 'amount' | 'room_part'>,
  language: Language,
  t: TFunction,
): string {
  const tmt = (amount: number) => `${formatAmount(amount, language)} TMT`;
  const question = t('profile.confirmRefundAmount', { amount: tmt(booking.room_part) });
  // In whole teňňe, so a float's crumbs never make a fee of 0.00000001.
  const feeTenge = Math.round(booking.amount * 100) - Math.round(booking.room_part * 100);
  if (feeTenge <= 0) return question;
  return `${question} ${t('profile.feeKept', { fee: tmt(feeTenge / 100) })}`;
}
