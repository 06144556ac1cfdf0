import type { Trpc } from '../../../api';

/**
 * Every query and mutation of the staff area, in one place (the guard's own check lives with
 * the account's queries, as it runs before this area's chunk is loaded).
 */

/** The staff booking lists (REST: /bookings, /bookings/reception, /canceled, /archive). */
export type StaffList = 'active' | 'reception' | 'canceled' | 'archive';

/** Lists and the calendar refresh every 10 s (specification, point 9). */
export const LIST_REFRESH_MS = 10_000;

export const staffBookingsQuery = (trpc: Trpc, list: StaffList) =>
  trpc.staffBookings.list.queryOptions({ list }, { refetchInterval: LIST_REFRESH_MS });

/** One booking's audit trail, newest first. */
export const bookingHistoryQuery = (trpc: Trpc, id: number) =>
  trpc.staffBookings.history.queryOptions({ id });

/** Staff move a booking's dates. */
export const changeDatesMutation = (trpc: Trpc) => trpc.staffBookings.changeDates.mutationOptions();

/** What a change to a booking makes stale: every list and every trail, nothing else. */
export const staffBookingsFilter = (trpc: Trpc) => trpc.staffBookings.pathFilter();
