import { useTranslation } from 'react-i18next';

const MARKS = [
  { key: 'season', className: 'rates__swatch rates__cell--season' },
  { key: 'base', className: 'rates__swatch' },
  { key: 'closedToArrival', className: 'rates__swatch rates__cell--cta' },
  { key: 'closedToDeparture', className: 'rates__swatch rates__cell--ctd' },
  { key: 'selected', className: 'rates__swatch rates__cell--chosen' },
] as const;

/** What the cells' colours and marks say; the minimum stay is the small number after a price. */
export function RateLegend() {
  const { t } = useTranslation('staff');
  return (
    <ul className="rates__legend" aria-label={t('rates.legend.label')}>
      {MARKS.map((mark) => (
        <li key={mark.key}>
          <span className={mark.className} aria-hidden="true" />
          {t(`rates.legend.${mark.key}`)}
        </li>
      ))}
      <li>
        <span className="rates__min" aria-hidden="true">
          3+
        </span>
        {t('rates.legend.minStay')}
      </li>
    </ul>
  );
}
