import type { BookingView } from '@hotel/contracts';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../../components/modal';
import { BookingHistory } from '../../bookings/-bookings/booking-history';
import '../../bookings/-bookings/bookings.css';

interface Props {
  entry: BookingView;
  roomNumber: string;
  onClose: () => void;
}

/**
 * A calendar entry's history from the calendar itself: a booking's or a for-online block's trail
 * (who opened, removed, toggled, when), the same timeline as in the bookings' edit dialog.
 */
export function EntryHistory({ entry, roomNumber, onClose }: Props) {
  const { t } = useTranslation('staff');
  const title =
    entry.payment_status === 'for_online'
      ? t('calendar.historyTitle.block', { room: roomNumber })
      : t('calendar.historyTitle.booking', { number: entry.book_number ?? '' });
  return (
    <Modal title={title} onClose={onClose} className="entry-history">
      <BookingHistory bookingId={entry.id} />
    </Modal>
  );
}
