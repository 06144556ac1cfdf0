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
