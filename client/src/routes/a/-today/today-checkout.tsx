import type { FrontDeskDayRow } from '@hotel/contracts';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n';
import { Modal } from '../../../components/modal';
import { formatAmount } from '../../../lib/format';
import { BookingFolio } from '../bookings/-bookings/booking-folio';
import { CheckoutDialog, type CheckoutDialogProps } from '../rooms/-calendar/checkout-dialog';
import { bookingFolioQuery } from '../-staff/queries';
import { owesBeforeCheckout } from './today-rows';

/** What the check-out dialog takes, with the day's row as the booking. */
type Props = Omit<CheckoutDialogProps, 'booking' | 'roomNumber'> & { row: FrontDeskDayRow };

/**
 * A departure's check-out from the desk's day: a folio with money due is shown first, with the
 * booking dialog's own form to take the payment, and the check-out (the calendar's dialog) opens
 * once nothing is owed; a settled folio goes straight to it.
 */
export function TodayCheckout({ row, ...checkout }: Props) {
  const [settling, setSettling] = useState(owesBeforeCheckout(row.balance));
  const roomNumber = row.room_number ?? '—';
  if (settling)
    return (
      <SettleFolio
        row={row}
        roomNumber={roomNumber}
        onSettled={() => setSettling(false)}
        onClose={checkout.onClose}
      />
    );
  return <CheckoutDialog booking={row} roomNumber={roomNumber} {...checkout} />;
}

function SettleFolio({
  row,
  roomNumber,
  onSettled,
  onClose,
}: {
  row: FrontDeskDayRow;
  roomNumber: string;
  onSettled: () => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('staff');
  const { trpc } = useRouteContext({ from: '/a' });
  // The same query the folio below reads: a payment taken there refreshes both.
  const folio = useQuery(bookingFolioQuery(trpc, row.id));
  const balance = folio.data?.balance ?? row.balance;
  const owes = owesBeforeCheckout(balance);
  return (
    <Modal
      title={t('today.settle.title', { number: row.book_number ?? '', room: roomNumber })}
      onClose={onClose}
      className="today-settle"
    >
      <p className={owes ? 'notice' : 'muted'} role="status">
        {owes
          ? t('today.settle.due', { amount: formatAmount(balance, currentLanguage(i18n)) })
          : t('today.settle.settled')}
      </p>
      <BookingFolio booking={row} editable />
      <div className="today-settle__actions">
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t('today.settle.close')}
        </button>
        <button type="button" className="button" disabled={owes} onClick={onSettled}>
          {t('today.settle.continue')}
        </button>
      </div>
    </Modal>
  );
}
