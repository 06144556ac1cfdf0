import { useTranslation } from 'react-i18next';
import { formatHotelDate } from '../../../lib/format';
import { stayNights, type StayDates } from '../../../lib/stay';

/** The chosen stay in one line: check-in – check-out (dd.MM.yyyy) and the number of nights. */
interface Props {
  dates: StayDates;
  className: string;
  /** The list's wording, or the room page's ("Your stay: …"). */
  text?: 'rooms.stay' | 'room.stay';
}

export function StayLine({ dates, className, text = 'rooms.stay' }: Props) {
  const { t } = useTranslation();
  const day = (date: string) => formatHotelDate(date) ?? t('dates.invalid');
  return (
    <p className={className}>
      {t(text, {
        checkin: day(dates.checkin),
        checkout: day(dates.checkout),
        count: stayNights(dates),
      })}
    </p>
  );
}
