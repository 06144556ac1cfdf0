import type { LedgerQuery } from '@hotel/contracts';
import { addDays } from '@hotel/contracts/plain';

/** A period of hotel days, both included. */
export interface Period {
  from: string;
  to: string;
}

export const PRESET_NAMES = ['thisMonth', 'lastMonth', 'last30'] as const;
export type Preset = (typeof PRESET_NAMES)[number];

/** The periods one click away, relative to `today`. */
export const PRESETS: Record<Preset, (today: string) => Period> = {
  thisMonth: (today: string): Period => ({ from: `${today.slice(0, 8)}01`, to: today }),
  lastMonth: (today: string): Period => {
    const lastDay = addDays(`${today.slice(0, 8)}01`, -1);
    return { from: `${lastDay.slice(0, 8)}01`, to: lastDay };
  },
  last30: (today: string): Period => ({ from: addDays(today, -29), to: today }),
};

/**
 * The ledger the screen shows: the URL's period and moment, this hotel month when the URL names
 * no period. The route's loader and the screen ask for it through this one function.
 */
export function shownLedger(search: Partial<LedgerQuery>, today: string): LedgerQuery {
  const fallback = PRESETS.thisMonth(today);
  return {
    from: search.from ?? fallback.from,
    to: search.to ?? fallback.to,
    ...(search.as_of ? { as_of: search.as_of } : {}),
  };
}
