import type { GuestBookingView } from '@hotel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useRouteContext } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../api';
import { hasConfirmation, isPaid, type AccountBooking } from '../../../account/booking-state';
import { profileBookingsQuery } from '../../../account/queries';
import { LabelRows } from '../../../components/label-rows';
import { useDialog } from '../../../dialog';
import { currentLanguage } from '../../../i18n';
import { formatAmount } from '../../../lib/format';
import { useHotelWallClock } from '../../../lib/use-hotel-wall-clock';
import { cancelQuestion, refundQuestion } from './refund-question';

interface Props {
  booking: GuestBookingView;
  /** What the account tells about it at the hotel's clock (state, amounts, actions). */
  shown: AccountBooking;
}

const AMOUNT_LABEL = {
  amountToPay: 'profile.amountToPay',
  amountPaid: 'profile.amount',
  amountUnpaid: 'profile.amountUnpaid',
} as const;

/**
 * One booking of the personal account with the labels of its state and the actions the server
 * would accept now: Continue to payment while an unpaid order lives,
 * Cancel or Refund until check-in time.
 */
export function BookingItem({ booking, shown }: Props) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const { trpc } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const dialog = useDialog();
  const reverse = useMutation(trpc.profile.reverse.mutationOptions());
  const refund = useMutation(trpc.profile.refund.mutationOptions());
  const busy = reverse.isPending || refund.isPending;

  // Times are the hotel's wall clock, and say so (the guest may be elsewhere).
  const wallTime = useHotelWallClock().dateTime;
  const tmt = (amount: number) => `${formatAmount(amount, language)} TMT`;

  // The guest's yes to `question` sends this booking to `change` (cancel or refund). The
  // refreshed list (the server's, read after the write) then moves the booking into the
  // cancelled section; it never only disappears from this tab.
  const act = async (question: string, change: typeof reverse | typeof refund) => {
    if (!(await dialog.confirm(question))) return;
    try {
      const { message } = await change.mutateAsync({ id: booking.id });
      await queryClient.invalidateQueries({ queryKey: profileBookingsQuery(trpc).queryKey });
      await dialog.alert(message);
    } catch (error) {
      await dialog.alert(apiErrorMessage(error, t));
    }
  };

  const rows = [
    { label: t('profile.checkin'), value: wallTime(booking.checkin) },
    { label: t('profile.checkout'), value: wallTime(booking.checkout) },
    { label: t('profile.bookNumber'), value: booking.book_number?.toString() ?? '—' },
    { label: t(AMOUNT_LABEL[shown.amountLabel]), value: tmt(shown.amount) },
    { label: t('profile.paymentStatus'), value: t(`profile.states.${shown.state}`) },
  ];
  if (booking.payment_at !== null) {
    rows.push({ label: t('profile.paymentAt'), value: wallTime(booking.payment_at) });
  }
  if (shown.refunded !== null) {
    rows.push({ label: t('profile.refundedAmount'), value: tmt(shown.refunded) });
  }
  // What is still due (at arrival when online payment took only the booking fee, or after a
  // change the hotel made), or what the hotel owes back.
  if (booking.balance_due !== 0 && booking.booking_canceled === 0) {
    rows.push({
      label: t(booking.balance_due > 0 ? 'profile.balanceDue' : 'profile.credit'),
      value: tmt(Math.abs(booking.balance_due)),
    });
  }
  if (shown.payBy) {
    rows.push({ label: t('profile.payBy'), value: wallTime(shown.payBy.deadline) });
  }
  if (booking.booking_canceled === 1) {
    rows.push({ label: t('profile.canceledAt'), value: wallTime(booking.booking_canceled_at) });
  }

  const { actions } = shown;
  const payUrl = actions.pay;
  const confirmed = hasConfirmation(booking);
  // A booking that ever held money or a stay has an invoice; one still awaiting payment has none yet.
  const invoiced = isPaid(booking) || booking.booking_canceled === 1;
  return (
    <li className={`booking-item booking-item--${shown.state}`}>
      <h3 className="booking-item__title">{booking.room_name[language]}</h3>
      <LabelRows rows={rows} />
      {shown.payBy && (
        <p className="booking-item__deadline" role="timer">
          {shown.payBy.msLeft > 0
            ? t('profile.timeLeft', { minutes: Math.ceil(shown.payBy.msLeft / 60_000) })
            : t('profile.payExpired')}
        </p>
      )}
      {(payUrl !== null || actions.cancel || actions.refund || confirmed || invoiced) && (
        <div className="booking-item__actions">
          {confirmed && (
            <PaperLink to="/confirmation/$id" id={booking.id} label={t('confirmation.link')} />
          )}
          {invoiced && (
            <PaperLink to="/invoice/$id" id={booking.id} label={t('profile.invoiceLink')} />
          )}
          {payUrl !== null && (
            <a className="button" href={payUrl}>
              {t('profile.continuePayment')}
            </a>
          )}
          {actions.cancel && (
            <ActionButton
              label={t('profile.cancel')}
              disabled={busy}
              onClick={() => void act(cancelQuestion(booking, language, t), reverse)}
            />
          )}
          {actions.refund && (
            <ActionButton
              label={t('profile.refund')}
              disabled={busy}
              onClick={() => void act(refundQuestion(booking, language, t), refund)}
            />
          )}
        </div>
      )}
    </li>
  );
}

function ActionButton({
  label,
  disabled,
  onClick,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <button type="button" className="button button--ghost" disabled={disabled} onClick={onClick}>
      {label}
    </button>
  );
}

/** A link to one of the booking's printable papers: its confirmation or its invoice. */
function PaperLink({
  to,
  id,
  label,
}: {
  to: '/confirmation/$id' | '/invoice/$id';
  id: number;
  label: string;
}) {
  return (
    <Link className="button button--ghost" to={to} params={{ id: String(id) }}>
      {label}
    </Link>
  );
}
