import { useTranslation } from 'react-i18next';

const KEYS = ['for_online', 'pending', 'paid', 'reception', 'out_of_order', 'selection'] as const;

/** What each colour of the calendar means, with the same swatches. */
export function CalendarLegend() {
  const { t } = useTranslation('staff');
  return (
    <ul className="date-grid-legend calendar__legend" aria-label={t('calendar.legend.label')}>
      {KEYS.map((key) => (
        <li key={key}>
          {key === 'selection' ? (
            <span className="date-grid-legend__swatch calendar__cell--chosen" aria-hidden="true" />
          ) : (
            <span className="date-grid-legend__swatch" data-state={key} aria-hidden="true" />
          )}
          {t(`calendar.legend.${key}`)}
        </li>
      ))}
    </ul>
  );
}
