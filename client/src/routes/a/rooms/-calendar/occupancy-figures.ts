import type { CalendarDate, Language, OccupancyView, Tenge } from '@hotel/contracts';
import { daysBetween, tengeText, tmtToTenge } from '@hotel/contracts/plain';
import { formatAmount } from '../../../../lib/format';

/** The dashboard's days as chart columns: money in integer teňňe, as everywhere but the JSON. */
export interface OccupancySeries {
  dates: CalendarDate[];
  /** The column of the hotel's today: the ones before it are past. */
  today: number;
  /** Percent with one decimal; null on a night no room was open. */
  occupancy: (number | null)[];
  open: number[];
  occupied: number[];
  revenue: Tenge[];
  received: Tenge[];
}

// The server sends TMT with at most two decimals: read as a decimal string, never multiplied.
const tenge = (tmt: number): Tenge => tmtToTenge(tmt) ?? 0;

export function occupancySeries(view: OccupancyView): OccupancySeries {
  const first = view.days[0]?.date ?? view.today;
  return {
    dates: view.days.map((day) => day.date),
    today: daysBetween(first, view.today),
    occupancy: view.days.map((day) => day.occupancy),
    open: view.days.map((day) => day.rooms_open),
    occupied: view.days.map((day) => day.occupied),
    revenue: view.days.map((day) => tenge(day.revenue)),
    received: view.days.map((day) => tenge(day.received)),
  };
}

/** The figures above the charts. */
export interface OccupancyFigures {
  /** Percent; null when no room is open tonight. */
  today: number | null;
  /** Occupied nights over open nights of the coming 30 days, in percent; null with none open. */
  coming: number | null;
  pastRevenue: Tenge;
  comingRevenue: Tenge;
  /** Payments less refunds from the first day shown up to now (the ledger holds no later ones). */
  received: Tenge;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** Occupied over open in percent with one decimal, as the server rounds a day's. */
const percent = (occupied: number, open: number) =>
  open === 0 ? null : Math.round((occupied * 1000) / open) / 10;

export function occupancyFigures(series: OccupancySeries): OccupancyFigures {
  const past = (values: readonly number[]) => values.slice(0, series.today);
  const coming = (values: readonly number[]) => values.slice(series.today);
  return {
    today: series.occupancy[series.today] ?? null,
    coming: percent(sum(coming(series.occupied)), sum(coming(series.open))),
    pastRevenue: sum(past(series.revenue)),
    comingRevenue: sum(coming(series.revenue)),
    received: sum(series.received),
  };
}

/** Teňňe as manat for the reader's language, e.g. 123450 -> '1 234,5' (ru) or '1,234.5' (en). */
export function manat(amount: Tenge, language: Language): string {
  // The exact decimal text of the integer, turned into a number only to be formatted.
  return formatAmount(Number(tengeText(amount)), language);
}
