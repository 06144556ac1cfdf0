import type { MonthPricesView } from '@hotel/contracts';
import { MONTHS_IN_DATES } from '@hotel/contracts/plain';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../../i18n';
import { formatAmount } from '../../../../lib/format';

type Night = MonthPricesView['nights'][number];

/** One day: its number, its night's price, and its marks, each also said in words. */
export function NightCell({ date, night, today }: { date: string; night?: Night; today: string }) {
  const { t, i18n } = useTranslation('priceCalendar');
  const language = currentLanguage(i18n);
  const genitive = MONTHS_IN_DATES[language];
  const dayNumber = String(Number(date.slice(8, 10)));
  const past = date < today;
  const marks = [
    date === today ? t('today') : null,
    past ? t('past') : null,
    night?.weekend ? t('weekend') : null,
    night?.closed_to_arrival ? t('closedToArrival') : null,
    night?.min_stay ? t('minStay', { count: night.min_stay }) : null,
    night && !past && !night.bookable ? t('notOnline') : null,
  ].filter((mark) => mark !== null);
  const className = [
    'price-calendar__night',
    past && 'is-past',
    date === today && 'is-today',
    night?.weekend && 'is-weekend',
    night?.closed_to_arrival && 'is-closed',
    night && !past && !night.bookable && 'is-offline',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <td className={className} aria-current={date === today ? 'date' : undefined}>
      <span className="price-calendar__day">
        <span aria-hidden="true">{dayNumber}</span>
        <span className="visually-hidden">
          {t('day', { day: dayNumber, month: genitive[Number(date.slice(5, 7)) - 1] ?? '' })}
        </span>
      </span>
      {night && (
        <span className="price-calendar__price">
          <span aria-hidden="true">{formatAmount(night.price, language)}</span>
          <span className="visually-hidden">
            {t('price', { price: formatAmount(night.price, language) })}
          </span>
        </span>
      )}
      {night?.min_stay ? (
        <span className="price-calendar__min" aria-hidden="true">
          {night.min_stay}+
        </span>
      ) : null}
      {marks.length > 0 && <span className="visually-hidden">{`, ${marks.join(', ')}`}</span>}
    </td>
  );
}
