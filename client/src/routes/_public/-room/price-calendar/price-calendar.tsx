import { addMonths, monthOf, PRICE_MONTHS_AHEAD } from '@hotel/contracts/plain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../../../components/api-error-alert';
import { useHotelClock } from '../../../../lib/hotel-clock';
import { monthGrid } from './month-grid';
import { NightCell } from './night-cell';
import './price-calendar.css';

/**
 * A room type's month of nightly prices, Monday-first weeks on the hotel's dates: each night's
 * price as the room's price list above shows prices (the discount comes off the stay's total, as
 * the booking form's lines say), weekends, closed arrivals, minimum stays and nights online
 * booking does not take marked, today marked and past days muted; from the hotel's current month
 * to the last the server prices. A table, so a screen reader names each price's weekday.
 */
export default function PriceCalendar({ roomTypeId }: { roomTypeId: number }) {
  const clock = useHotelClock();
  if (!clock) return null;
  return <MonthOfPrices roomTypeId={roomTypeId} today={clock.today()} />;
}

function MonthOfPrices({ roomTypeId, today }: { roomTypeId: number; today: string }) {
  const { t } = useTranslation('priceCalendar');
  const { trpc } = useRouteContext({ from: '__root__' });
  const first = monthOf(today);
  const last = addMonths(first, PRICE_MONTHS_AHEAD);
  const [month, setMonth] = useState(first);
  const prices = useQuery({
    ...trpc.catalog.monthPrices.queryOptions({ id: roomTypeId, month }),
    // The shown month stays until the next arrives: the table keeps its size, nothing jumps.
    placeholderData: keepPreviousData,
  });
  const months = t('months', { returnObjects: true });
  const title = `${months[Number(month.slice(5, 7)) - 1] ?? ''} ${month.slice(0, 4)}`;
  const nights = new Map(prices.data?.nights.map((night) => [night.date, night]));
  const discount = prices.data?.discount_percent ?? 0;
  return (
    <section className="price-calendar" aria-labelledby="price-calendar-title">
      <h2 id="price-calendar-title">{t('title')}</h2>
      <p className="muted">{t('intro')}</p>
      <div className="price-calendar__bar">
        <button
          type="button"
          className="button button--ghost"
          onClick={() => setMonth(addMonths(month, -1))}
          disabled={month <= first}
          aria-label={t('previous')}
        >
          ‹
        </button>
        <p className="price-calendar__month" aria-live="polite">
          {title}
        </p>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => setMonth(addMonths(month, 1))}
          disabled={month >= last}
          aria-label={t('next')}
        >
          ›
        </button>
      </div>
      {prices.isError ? (
        <ApiErrorAlert error={prices.error} />
      ) : (
        <table className="price-calendar__table" aria-busy={prices.isFetching}>
          <caption className="visually-hidden">{`${t('title')}: ${title}`}</caption>
          <WeekdayHeads />
          <tbody>
            {monthGrid(month).map((week) => (
              <tr key={week.find((day) => day !== null) ?? ''}>
                {week.map((day, column) =>
                  day === null ? (
                    <td key={`pad-${String(column)}`} className="price-calendar__pad" />
                  ) : (
                    <NightCell key={day} date={day} night={nights.get(day)} today={today} />
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Legend discount={discount} />
      <p className="visually-hidden" aria-live="polite">
        {prices.isPending ? t('loading') : ''}
      </p>
    </section>
  );
}

function WeekdayHeads() {
  const { t } = useTranslation('priceCalendar');
  const short = t('weekdays', { returnObjects: true });
  const long = t('weekdaysLong', { returnObjects: true });
  return (
    <thead>
      <tr>
        {short.map((name, index) => (
          <th key={name} scope="col" abbr={long[index]}>
            <span aria-hidden="true">{name}</span>
            <span className="visually-hidden">{long[index]}</span>
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** What the marks mean, drawn as the table draws them. */
function Legend({ discount }: { discount: number }) {
  const { t } = useTranslation('priceCalendar');
  return (
    <div className="price-calendar__legend">
      <h3 className="visually-hidden">{t('legend')}</h3>
      <ul>
        <li>
          <span className="price-calendar__swatch is-today" aria-hidden="true" /> {t('today')}
        </li>
        <li>
          <span className="price-calendar__swatch is-weekend" aria-hidden="true" /> {t('weekend')}
        </li>
        <li>
          <span className="price-calendar__swatch is-closed" aria-hidden="true" />{' '}
          {t('closedToArrival')}
        </li>
        <li>
          <span className="price-calendar__min" aria-hidden="true">
            N+
          </span>{' '}
          {t('minStayLegend')}
        </li>
        <li>
          <span className="price-calendar__swatch is-offline" aria-hidden="true" /> {t('notOnline')}
        </li>
      </ul>
      {discount > 0 && <p className="muted">{t('discount', { percent: discount })}</p>}
    </div>
  );
}
