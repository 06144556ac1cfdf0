import { useTranslation } from 'react-i18next';

/** A legend swatch: the staff grids' shape, drawn with the rate cells' look. */
const SWATCH = 'date-grid-legend__swatch rates__swatch';

const MARKS = [
  { key: 'season', className: `${SWATCH} rates__cell--season` },
  { key: 'base', className: SWATCH },
  { key: 'closedToArrival', className: `${SWATCH} rates__cell--cta` },
  { key: 'closedToDeparture', className: `${SWATCH} rates__cell--ctd` },
  { key: 'selected', className: `${SWATCH} rates__cell--chosen` },
] as const;

/** What the cells' colours and marks say; the minimum stay is the small number after a price. */
export function RateLegend() {
  const { t } = useTranslation('staff');
  return (
    <ul className="date-grid-legend" aria-label={t('rates.legend.label')}>
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
