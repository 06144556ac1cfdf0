import type { BookingView } from '@hotel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../api';
import { profileBookingsQuery } from '../../../account/queries';
import { useDialog } from '../../../dialog';
import { currentLanguage } from '../../../i18n';
import { formatAmount, formatHotelDateTime } from '../../../lib/format';
import { LabelRows } from '../../../components/label-rows';

interface Props {
  booking: BookingView;
  /** Called with the id of a booking that was just cancelled or refunded. */
  onGone: (id: number) => void;
}

/** One booking of the personal account, with its cancel or refund action (specification, 4). */
export function BookingItem({ booking, onGone }: Props) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const { trpc } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const dialog = useDialog();
  const reverse = useMutation(trpc.profile.reverse.mutationOptions());
  const refund = useMutation(trpc.profile.refund.mutationOptions());
  const busy = reverse.isPending || refund.isPending;

  const wallTime = (iso: string | null) =>
    iso === null ? '—' : (formatHotelDateTime(iso) ?? t('dates.invalid'));

  const act = async (question: string, call: () => Promise<{ message: string }>) => {
    if (!(await dialog.confirm(question))) return;
    try {
      const { message } = await call();
      await dialog.alert(message);
      onGone(booking.id);
      await queryClient.invalidateQueries({ queryKey: profileBookingsQuery(trpc).queryKey });
    } catch (error) {
      await dialog.alert(apiErrorMessage(error, t));
    }
  };

  const cancelled = booking.booking_canceled === 1;
  const rows = [
    { label: t('profile.checkin'), value: wallTime(booking.checkin) },
    { label: t('profile.checkout'), value: wallTime(booking.checkout) },
    { label: t('profile.bookNumber'), value: booking.book_number?.toString() ?? '—' },
    { label: t('profile.amount'), value: `${formatAmount(booking.amount, language)} TMT` },
    { label: t('profile.paymentStatus'), value: t(`profile.status.${booking.payment_status}`) },
    { label: t('profile.paymentAt'), value: wallTime(booking.payment_at) },
  ];
  if (cancelled) {
    rows.push({ label: t('profile.canceledAt'), value: wallTime(booking.booking_canceled_at) });
  }

  return (
    <li className="booking-item">
      <h2 className="booking-item__title">{booking.room_name[language]}</h2>
      <LabelRows rows={rows} />
      {cancelled && (
        <p className="booking-item__cancelled">
          {booking.booking_refund_amount === 1 ? t('profile.refunded') : t('profile.cancelled')}
        </p>
      )}
      {!cancelled && booking.booking_refund_amount === 0 && (
        <button
          type="button"
          className="button button--ghost"
          disabled={busy}
          onClick={() =>
            void act(t('profile.confirmCancel'), () => reverse.mutateAsync({ id: booking.id }))
          }
        >
          {t('profile.cancel')}
        </button>
      )}
      {!cancelled && booking.booking_refund_amount === 1 && (
        <button
          type="button"
          className="button button--ghost"
          disabled={busy}
          onClick={() =>
            void act(t('profile.confirmRefund'), () => refund.mutateAsync({ id: booking.id }))
          }
        >
          {t('profile.refund')}
        </button>
      )}
    </li>
  );
}
