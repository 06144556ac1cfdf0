import { STAFF_EVENT_TOPICS, type StaffEventTopic } from '@hotel/contracts/plain';
import { matchQuery, type InvalidateQueryFilters } from '@tanstack/react-query';
import type { Trpc } from '../../../api';

/**
 * Which staff queries each topic of GET /api/staff/events feeds: a change of the topic marks them
 * stale, and the shown ones are fetched again. The bank's reconciliation is left out on purpose:
 * each of its fetches asks the bank, so it stays on staff's own button.
 */
export function liveTopicFilters(trpc: Trpc, topic: StaffEventTopic): InvalidateQueryFilters[] {
  switch (topic) {
    case 'room_types':
      return [
        trpc.staff.roomTypes.pathFilter(),
        trpc.staff.roomRows.pathFilter(),
        trpc.staff.calendarFeeds.pathFilter(),
      ];
    case 'rooms':
      return [
        trpc.staff.rooms.pathFilter(),
        trpc.staff.roomRows.pathFilter(),
        trpc.staff.calendarFeeds.pathFilter(),
      ];
    case 'reviews':
      return [trpc.staffReviews.pathFilter()];
    case 'system_options':
      return [trpc.staff.options.pathFilter()];
    case 'users':
      return [trpc.staff.clients.pathFilter(), trpc.staffAccounts.pathFilter()];
    case 'mail_outbox':
      return [trpc.staff.mails.pathFilter()];
    case 'audit_log':
      return [trpc.staffAudit.pathFilter()];
    case 'calendar_entries':
      return [trpc.calendar.pathFilter(), trpc.staffOccupancy.pathFilter()];
    case 'bookings':
      // The clients list shows whether each has paid; the police list who stays the night.
      return [
        trpc.staffBookings.pathFilter(),
        trpc.staff.clients.pathFilter(),
        trpc.staffDayReport.police.pathFilter(),
      ];
    case 'booking_history':
      return [trpc.staffBookings.history.pathFilter()];
    case 'ledger':
      // The staff lists and the desk's day show each booking's folio balance, kept by the ledger.
      return [
        trpc.staffBookings.pathFilter(),
        trpc.staffLedger.report.pathFilter(),
        trpc.staffLedger.balances.pathFilter(),
        trpc.staffOccupancy.pathFilter(),
      ];
    case 'room_housekeeping':
      // The audit trail lists every mark.
      return [
        trpc.housekeeping.pathFilter(),
        trpc.staffAudit.pathFilter(),
        trpc.staff.rooms.pathFilter(),
        trpc.staff.roomRows.pathFilter(),
      ];
  }
}

/** What a `resync` marks stale: every query some topic feeds (changes may have been missed). */
export function everyLiveFilter(trpc: Trpc): InvalidateQueryFilters[] {
  const seen = new Set<string>();
  return STAFF_EVENT_TOPICS.flatMap((topic) => liveTopicFilters(trpc, topic)).filter((filter) => {
    const key = JSON.stringify(filter.queryKey);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * One filter for every query any of `filters` matches. The topics of one change arrive together
 * and several feed the same query (the occupancy, the bookings lists): invalidated once per topic,
 * such a query had its refetch cancelled and sent again in the same batch; invalidated once for
 * them all, it is fetched once.
 */
export function anyOfFilters(filters: readonly InvalidateQueryFilters[]): InvalidateQueryFilters {
  return { predicate: (query) => filters.some((filter) => matchQuery(filter, query)) };
}
