import type { Trpc } from '../../../api';

/** The nights shown when none are chosen: a year from the hotel's today. */
export const DEFAULT_DAYS = 365;

/** The seasons of every room type for the nights shown; any staff member may read them. */
export const rateCalendarQuery = (trpc: Trpc, from: string | undefined, days: number) =>
  trpc.staffRates.calendar.queryOptions(from === undefined ? { days } : { from, days });

/** A manager sets a season for one room type. */
export const setSeasonMutation = (trpc: Trpc) => trpc.staffRates.set.mutationOptions();
/** A manager removes a season. */
export const removeSeasonMutation = (trpc: Trpc) => trpc.staffRates.remove.mutationOptions();

/** What a season's change makes stale: the calendar's seasons and the audit timeline. */
export const rateChangeFilters = (trpc: Trpc) =>
  [trpc.staffRates.pathFilter(), trpc.staffAudit.pathFilter()] as const;
