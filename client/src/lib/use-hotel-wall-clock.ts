import { useTranslation } from 'react-i18next';
import { formatHotelDateTime } from './format';

/**
 * Times on the hotel's wall clock, labelled as such wherever they are shown (the guest may be in
 * another zone): `dd.MM.yyyy HH:mm (hotel time)`, or the 'invalid date' text.
 */
export function useHotelWallClock() {
  const { t } = useTranslation();
  const labelled = (shown: string) => `${shown} (${t('dates.hotelTime')})`;
  return {
    labelled,
    /** A server ISO string carrying the hotel offset; null (not set) shows a dash. */
    dateTime: (iso: string | null) => {
      if (iso === null) return '—';
      const shown = formatHotelDateTime(iso);
      return shown === null ? t('dates.invalid') : labelled(shown);
    },
  };
}
