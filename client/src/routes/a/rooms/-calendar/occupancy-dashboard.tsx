import type { OccupancyView } from '@hotel/contracts';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../../i18n';
import { formatAmount, formatHotelDate } from '../../../../lib/format';
import {
  occupancyChartOptions,
  occupancyData,
  readPalette,
  revenueChartOptions,
  revenueData,
} from './occupancy-charts';
import { manat, occupancyFigures, occupancySeries } from './occupancy-figures';
import { UPlotChart } from './uplot-chart';
import './occupancy.css';

/**
 * The occupancy dashboard: per day for the past 30 and the coming 30, from
 * the read models (staffOccupancy.days), the headline figures and two charts: occupancy with the
 * rooms open and occupied, and the revenue of the nights with the money received.
 */
export function OccupancyDashboard({ view }: { view: OccupancyView }) {
  const { t, i18n } = useTranslation('staff');
  const language = currentLanguage(i18n);
  const titleId = useId();
  const series = useMemo(() => occupancySeries(view), [view]);
  const figures = occupancyFigures(series);
  const from = formatHotelDate(series.dates[0] ?? '') ?? '';
  const to = formatHotelDate(series.dates[series.dates.length - 1] ?? '') ?? '';

  const charts = useMemo(() => {
    const context = { series, t, language, palette: readPalette(document.documentElement) };
    return {
      occupancy: { options: occupancyChartOptions(context), data: occupancyData(series) },
      revenue: { options: revenueChartOptions(context), data: revenueData(series) },
    };
  }, [series, t, language]);

  const percent = (value: number | null) =>
    value === null
      ? t('occupancy.noneOpen')
      : t('occupancy.percent', { value: formatAmount(value, language) });
  const tiles = [
    { label: t('occupancy.figure.today'), value: percent(figures.today) },
    { label: t('occupancy.figure.coming'), value: percent(figures.coming) },
    {
      label: t('occupancy.figure.pastRevenue'),
      value: `${manat(figures.pastRevenue, language)} TMT`,
    },
    {
      label: t('occupancy.figure.comingRevenue'),
      value: `${manat(figures.comingRevenue, language)} TMT`,
    },
    {
      label: t('occupancy.figure.received', { from }),
      value: `${manat(figures.received, language)} TMT`,
    },
  ];

  return (
    <section className="occupancy" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('occupancy.title')}</h2>
      <p className="muted occupancy__intro">{t('occupancy.intro')}</p>
      <dl className="occupancy__figures">
        {tiles.map((tile) => (
          <div key={tile.label} className="occupancy__figure">
            <dt>{tile.label}</dt>
            <dd>{tile.value}</dd>
          </div>
        ))}
      </dl>
      <div className="occupancy__charts">
        {(['occupancy', 'revenue'] as const).map((chart) => {
          const title = t(`occupancy.chart.${chart}`);
          return (
            <figure
              key={chart}
              className="occupancy__chart"
              aria-label={t('occupancy.chart.summary', { title, from, to })}
            >
              <figcaption>{title}</figcaption>
              <UPlotChart {...charts[chart]} />
            </figure>
          );
        })}
      </div>
    </section>
  );
}
