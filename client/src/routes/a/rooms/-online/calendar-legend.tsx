import { useTranslation } from 'react-i18next';

const KEYS = ['for_online', 'pending', 'online', 'reception', 'selection'] as const;

/** What each colour of the calendar means (specification, point 2), with the same swatches. */
export function CalendarLegend() {
  const { t } = useTranslation('staff');
  return (
    <ul className="calendar__legend" aria-label={t('calendar.legend.label')}>
      {KEYS.map((key) => (
        <li key={key} data-state={key}>
          <span className={`calendar__swatch calendar__cell--${key === 'selection' ? 'chosen' : key}`} aria-hidden="true" />
          {t(`calendar.legend.${key}`)}
        </li>
      ))}
    </ul>
  );
}
