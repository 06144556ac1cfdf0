import type { Language } from '@hotel/contracts';
import type { TFunction } from 'i18next';
import uPlot from 'uplot';
import { formatAmount, formatHotelDate } from '../../../../lib/format';
import { manat, type OccupancySeries } from './occupancy-figures';

/** The site's palette (styles/base.css), read once from its custom properties for the canvas. */
export interface Palette {
  sea: string;
  navy: string;
  coral: string;
  gold: string;
  muted: string;
  line: string;
}

export function readPalette(element: Element): Palette {
  const style = getComputedStyle(element);
  const read = (name: string) => style.getPropertyValue(`--${name}`).trim();
  return {
    sea: read('sea'),
    navy: read('navy'),
    coral: read('coral'),
    gold: read('gold'),
    muted: read('muted'),
    line: read('line'),
  };
}

interface Context {
  series: OccupancySeries;
  t: TFunction<'staff'>;
  language: Language;
  palette: Palette;
}

export const CHART_HEIGHT = 240;

const dotted = (series: OccupancySeries, index: number | null) =>
  index === null ? '' : (formatHotelDate(series.dates[index] ?? '') ?? '');

/** The fewest days between two `dd.MM` labels that leaves them room (CSS pixels per label). */
const LABEL_WIDTH = 46;
const STEPS = [1, 2, 5, 10, 15, 30];

/** `dd.MM` under the ticks, counted from today so today always has one, as often as they fit. */
function dayAxis({ series, palette }: Context): uPlot.Axis {
  return {
    stroke: palette.muted,
    grid: { show: false },
    ticks: { stroke: palette.line },
    splits: (u) => {
      const dayWidth = u.bbox.width / uPlot.pxRatio / series.dates.length;
      const step = STEPS.find((days) => days * dayWidth >= LABEL_WIDTH) ?? series.dates.length;
      return series.dates
        .map((_, index) => index)
        .filter((index) => (index - series.today) % step === 0);
    },
    values: (_, splits) => splits.map((index) => dotted(series, index).slice(0, 5)),
  };
}

/**
 * The past shaded and a line between yesterday and today, drawn on uPlot's canvas by its hooks,
 * so staff see at a glance which days are history and which are bookings to come.
 */
function todayMarks({ series, t, palette }: Context): uPlot.Options['hooks'] {
  const boundary = (u: uPlot) => Math.round(u.valToPos(series.today - 0.5, 'x', true));
  return {
    drawClear: [
      (u) => {
        const { ctx, bbox } = u;
        ctx.save();
        ctx.fillStyle = 'rgb(92 111 123 / 0.07)';
        ctx.fillRect(bbox.left, bbox.top, boundary(u) - bbox.left, bbox.height);
        ctx.restore();
      },
    ],
    draw: [
      (u) => {
        const { ctx, bbox } = u;
        const x = boundary(u);
        ctx.save();
        ctx.strokeStyle = palette.navy;
        ctx.setLineDash([4 * uPlot.pxRatio, 4 * uPlot.pxRatio]);
        ctx.lineWidth = uPlot.pxRatio;
        ctx.beginPath();
        ctx.moveTo(x, bbox.top);
        ctx.lineTo(x, bbox.top + bbox.height);
        ctx.stroke();
        ctx.fillStyle = palette.navy;
        ctx.font = `600 ${12 * uPlot.pxRatio}px system-ui, sans-serif`;
        // uPlot leaves the context's alignment as its last axis drew: set it for the label.
        ctx.textAlign = 'left';
        ctx.textBaseline = 'alphabetic';
        ctx.fillText(
          t('occupancy.chart.today'),
          x + 4 * uPlot.pxRatio,
          bbox.top + 14 * uPlot.pxRatio,
        );
        ctx.restore();
      },
    ],
    // Away from the chart, the legend shows today's values instead of blanks.
    setLegend: [
      (u) => {
        if (u.legend.idx === null || u.legend.idx === undefined)
          u.setLegend({ idx: series.today }, false);
      },
    ],
  };
}

/** What both charts share; `scales` holds the value axis's range besides the days'. */
function base(
  context: Context,
  range: uPlot.Scale['range'],
): Omit<uPlot.Options, 'series' | 'axes'> {
  return {
    // The chart's component sets the width from its box.
    width: 0,
    height: CHART_HEIGHT,
    scales: {
      // The columns are days, not instants: plain numbers, half a day of room at either end for the bars.
      x: { time: false, range: [-0.5, context.series.dates.length - 0.5] },
      y: { range },
    },
    cursor: { drag: { x: false, y: false, setScale: false }, points: { size: 7 } },
    hooks: todayMarks(context),
  };
}

const bars = uPlot.paths.bars?.({ size: [0.7, 28], gap: 1 });

/** The days' column: its legend names the day pointed at. */
const daySeries = ({ series, t }: Context): uPlot.Series => ({
  label: t('occupancy.chart.day'),
  value: (_, index) => dotted(series, index),
});

/** A series drawn as bars in a translucent fill of its colour. */
const barSeries = (label: string, colour: string, value: uPlot.Series['value']): uPlot.Series => ({
  label,
  fill: `${colour}b8`,
  stroke: colour,
  paths: bars,
  points: { show: false },
  value,
});

/** Occupancy in percent as bars, and the rooms open and occupied as lines on their own axis. */
export function occupancyChartOptions(context: Context): uPlot.Options {
  const { t, language, palette } = context;
  const shared = base(context, [0, 100]);
  const rooms = { width: 2, points: { show: false }, scale: 'rooms' } as const;
  return {
    ...shared,
    scales: {
      ...shared.scales,
      rooms: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.15))] },
    },
    axes: [
      dayAxis(context),
      {
        stroke: palette.muted,
        grid: { stroke: palette.line },
        values: (_, splits) => splits.map((v) => `${v}%`),
      },
      { scale: 'rooms', side: 1, stroke: palette.muted, grid: { show: false } },
    ],
    series: [
      daySeries(context),
      barSeries(t('occupancy.chart.occupancySeries'), palette.sea, (_, value) =>
        value === null
          ? t('occupancy.noneOpen')
          : t('occupancy.percent', { value: formatAmount(value, language) }),
      ),
      { label: t('occupancy.chart.open'), stroke: palette.navy, ...rooms },
      { label: t('occupancy.chart.occupied'), stroke: palette.coral, ...rooms },
    ],
  };
}

/** Revenue per night as bars and the money received per day as a line, in manat from teňňe. */
export function revenueChartOptions(context: Context): uPlot.Options {
  const { t, language, palette } = context;
  const money = (value: number | null) =>
    value === null ? '' : manat(Math.round(value), language);
  // At least 100 TMT high: days without money still get an axis that reads as money.
  const shared = base(context, (_u, _min, max) => [0, Math.max(100_00, max * 1.15)]);
  return {
    ...shared,
    axes: [
      dayAxis(context),
      {
        stroke: palette.muted,
        grid: { stroke: palette.line },
        size: 70,
        values: (_, splits) => splits.map(money),
      },
    ],
    series: [
      daySeries(context),
      barSeries(t('occupancy.chart.revenueSeries'), palette.gold, (_, value) => money(value)),
      {
        label: t('occupancy.chart.receivedSeries'),
        stroke: palette.navy,
        width: 2,
        points: { show: true, size: 4 },
        value: (_, value) => money(value),
      },
    ],
  };
}

/** The charts' data: the day columns, then each series in the order of the options. */
export function occupancyData(series: OccupancySeries): uPlot.AlignedData {
  const x = series.dates.map((_, index) => index);
  return [x, series.occupancy, series.open, series.occupied];
}

export function revenueData(series: OccupancySeries): uPlot.AlignedData {
  const x = series.dates.map((_, index) => index);
  return [x, series.revenue, series.received];
}
