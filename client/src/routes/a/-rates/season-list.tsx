import type { RateSeasonView } from '@hotel/contracts';
import { addDays } from '@hotel/contracts/plain';
import { useTranslation } from 'react-i18next';
import { formatHotelDate } from '../../../lib/format';

interface Props {
  typeName: string;
  seasons: readonly RateSeasonView[];
  busy: boolean;
  onRemove: (id: number) => void;
}

/** A room type's seasons touching the period shown, each named by its first and last night. */
export function SeasonList({ typeName, seasons, busy, onRemove }: Props) {
  const { t } = useTranslation('staff');
  return (
    <section className="rates__seasons" aria-labelledby="rates-seasons">
      <h2 id="rates-seasons">{t('rates.list.title', { type: typeName })}</h2>
      {seasons.length === 0 && <p className="muted">{t('rates.list.empty')}</p>}
      <ul className="rates__season-list">
        {seasons.map((season) => {
          const nights = {
            from: formatHotelDate(season.from),
            to: formatHotelDate(addDays(season.to, -1)),
          };
          const rules = [
            t('rates.list.price', { price: season.price }),
            season.weekend_price !== null &&
              t('rates.list.weekend', { price: season.weekend_price }),
            season.min_stay !== null && t('rates.list.minStay', { count: season.min_stay }),
            season.max_stay !== null && t('rates.list.maxStay', { count: season.max_stay }),
            season.closed_to_arrival && t('rates.list.closedToArrival'),
            season.closed_to_departure && t('rates.list.closedToDeparture'),
            t('rates.list.priority', { value: season.priority }),
          ].filter(Boolean);
          return (
            <li key={season.id} className="rates__season">
              <strong>{t('rates.list.nights', nights)}</strong>
              <span>{rules.join(' · ')}</span>
              <button
                type="button"
                className="button button--ghost"
                disabled={busy}
                aria-label={t('rates.list.removeLabel', nights)}
                onClick={() => onRemove(season.id)}
              >
                {t('rates.list.remove')}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
