import type { AuditQuery, LedgerQuery, ReconciliationQuery, ReviewStatus } from '@hotel/contracts';
import { keepPreviousData, skipToken } from '@tanstack/react-query';
import type { Trpc } from '../../../api';

/**
 * Every query and mutation of the staff area, in one place (the guard's own check lives with
 * the account's queries, as it runs before this area's chunk is loaded).
 */

/** The staff booking lists (REST: /bookings, /bookings/reception, /canceled, /archive). */
export type StaffList = 'active' | 'reception' | 'canceled' | 'archive';

/** Lists and the calendar refresh every 10 s. */
export const LIST_REFRESH_MS = 10_000;

export const staffBookingsQuery = (trpc: Trpc, list: StaffList) =>
  trpc.staffBookings.list.queryOptions({ list }, { refetchInterval: LIST_REFRESH_MS });

/**
 * The front desk's day (today at the hotel unless `date`): arrivals, departures, in house,
 * refreshed like the lists; the day shown stays while the next one loads.
 */
export const frontDeskDayQuery = (trpc: Trpc, date: string | undefined) =>
  trpc.staffBookings.day.queryOptions(date === undefined ? {} : { date }, {
    refetchInterval: LIST_REFRESH_MS,
    placeholderData: keepPreviousData,
  });

/** One booking's audit trail, newest first. */
export const bookingHistoryQuery = (trpc: Trpc, id: number) =>
  trpc.staffBookings.history.queryOptions({ id });

/** Staff move a booking's dates. */
export const changeDatesMutation = (trpc: Trpc) => trpc.staffBookings.changeDates.mutationOptions();
/** Staff change a booking's guests (the whole new list), from the version the dialog read. */
export const changeGuestsMutation = (trpc: Trpc) =>
  trpc.staffBookings.changeGuests.mutationOptions();
/** One booking as its dialog shows it, with the version it was read at. */
export const staffBookingQuery = (trpc: Trpc, id: number) =>
  trpc.staffBookings.get.queryOptions({ id });

/** What a change to a booking makes stale: every list and every trail, nothing else. */
export const staffBookingsFilter = (trpc: Trpc) => trpc.staffBookings.pathFilter();

/** Room types refresh every 5 s. */
export const ROOM_TYPES_REFRESH_MS = 5_000;

/** Every room type, published or not, with `room_price`. */
export const staffRoomTypesQuery = (trpc: Trpc) =>
  trpc.staff.roomTypes.queryOptions(undefined, { refetchInterval: ROOM_TYPES_REFRESH_MS });

/** Staff create (no id) or change a room type. */
export const saveRoomTypeMutation = (trpc: Trpc) => trpc.staff.saveRoomType.mutationOptions();

/** Staff remove an image of a room type (uploads go through the REST route: a multipart form). */
export const removeImageMutation = (trpc: Trpc) => trpc.staffImages.remove.mutationOptions();

/** Every room, by block then number, and the hotel's buildings. */
export const staffRoomsQuery = (trpc: Trpc) => trpc.staff.rooms.queryOptions();
export const staffBlocksQuery = (trpc: Trpc) => trpc.staff.blocks.queryOptions();

/** Staff create (no id) or change a room; a taken number is refused (CONFLICT). */
export const saveRoomMutation = (trpc: Trpc) => trpc.staff.saveRoom.mutationOptions();

/** Registered users with their payment status, refreshed like the lists. */
export const staffClientsQuery = (trpc: Trpc) =>
  trpc.staff.clients.queryOptions(undefined, { refetchInterval: LIST_REFRESH_MS });
/** Staff change a user's e-mail. */
export const saveClientEmailMutation = (trpc: Trpc) => trpc.staff.saveClientEmail.mutationOptions();

/** Guests' reviews of one status, refreshed like the lists; and staff's decision on one. */
export const staffReviewsQuery = (trpc: Trpc, status: ReviewStatus) =>
  trpc.staffReviews.list.queryOptions({ status }, { refetchInterval: LIST_REFRESH_MS });
export const decideReviewMutation = (trpc: Trpc) => trpc.staffReviews.decide.mutationOptions();
/** A decision moves a review between the lists, shows or hides it on the site, and is audited. */
export const reviewChangeFilters = (trpc: Trpc) =>
  [
    trpc.staffReviews.pathFilter(),
    trpc.reviews.pathFilter(),
    trpc.staffAudit.pathFilter(),
  ] as const;

/** The hotel-wide options, and their change (only the fields sent). */
export const staffOptionsQuery = (trpc: Trpc) => trpc.staff.options.queryOptions();
export const saveOptionsMutation = (trpc: Trpc) => trpc.staff.saveOptions.mutationOptions();

/**
 * What a change makes stale, besides the audit timeline that records every one: a room type also
 * names the calendar's rows, a room is one of them.
 */
export const roomTypeChangeFilters = (trpc: Trpc) =>
  [
    trpc.staff.roomTypes.pathFilter(),
    trpc.staff.roomRows.pathFilter(),
    trpc.staffAudit.pathFilter(),
  ] as const;
export const roomChangeFilters = (trpc: Trpc) =>
  [
    trpc.staff.rooms.pathFilter(),
    trpc.staff.roomRows.pathFilter(),
    trpc.staffAudit.pathFilter(),
  ] as const;
export const clientChangeFilters = (trpc: Trpc) =>
  [trpc.staff.clients.pathFilter(), trpc.staffAudit.pathFilter()] as const;
export const optionsChangeFilters = (trpc: Trpc) =>
  [trpc.staff.options.pathFilter(), trpc.staffAudit.pathFilter()] as const;

/** One page of the staff timeline, filtered; the previous page stays shown while the next loads. */
export const auditTimelineQuery = (trpc: Trpc, filter: AuditQuery) =>
  trpc.staffAudit.timeline.queryOptions(filter, { placeholderData: keepPreviousData });

/** A period's ledger (or its replay as of a moment). */
export const ledgerReportQuery = (trpc: Trpc, query: LedgerQuery) =>
  trpc.staffLedger.report.queryOptions(query, { placeholderData: keepPreviousData });

/** The manager's figures of a hotel day (the server's default, yesterday, when none is asked). */
export const dayReportQuery = (trpc: Trpc, date: string | undefined) =>
  trpc.staffDayReport.day.queryOptions(date === undefined ? {} : { date }, {
    placeholderData: keepPreviousData,
  });

/** The police registration list of a hotel night (the server's today when `date` is absent). */
export const policeListQuery = (trpc: Trpc, date: string | undefined) =>
  trpc.staffDayReport.police.queryOptions(date === undefined ? {} : { date }, {
    placeholderData: keepPreviousData,
  });

/** Every standing booking whose folio is not settled, by arrival. */
export const balancesQuery = (trpc: Trpc) => trpc.staffLedger.balances.queryOptions();

/** The period's orders asked of the bank: only when staff ask, as each check is a call to the bank. */
export const reconciliationQuery = (trpc: Trpc, query: ReconciliationQuery | null) =>
  trpc.staffLedger.reconcile.queryOptions(query ?? skipToken, { staleTime: 0 });

/** The calendar's rows: every room with its type's name, by block then number. */
export const calendarRoomsQuery = (trpc: Trpc) =>
  trpc.staff.roomRows.queryOptions(undefined, { refetchInterval: LIST_REFRESH_MS });

/** Everything occupying a room between two dates (both included), refreshed every 10 s. */
export const calendarRangeQuery = (trpc: Trpc, range: { start_date: string; end_date: string }) =>
  trpc.calendar.range.queryOptions(range, { refetchInterval: LIST_REFRESH_MS });

/** The rooms' out-of-order periods in the calendar's window (its hatched nights). */
export const outOfOrderQuery = (trpc: Trpc, range: { start_date: string; end_date: string }) =>
  trpc.calendar.outOfOrder.queryOptions(range, { refetchInterval: LIST_REFRESH_MS });

/** A manager takes a room out of order for a range of nights, or brings it back into service today. */
export const takeOutOfOrderMutation = (trpc: Trpc) =>
  trpc.calendar.takeOutOfOrder.mutationOptions();
export const backInServiceMutation = (trpc: Trpc) => trpc.calendar.backInService.mutationOptions();
/** A manager takes a range of a room's nights off online sale (its windows shortened or split). */
export const closeOnlineNightsMutation = (trpc: Trpc) =>
  trpc.calendar.closeOnlineNights.mutationOptions();

/** The occupancy dashboard, which also tells the hotel's today (the calendar's first column). */
export const occupancyQuery = (trpc: Trpc) =>
  trpc.staffOccupancy.days.queryOptions(undefined, { refetchInterval: LIST_REFRESH_MS });

/** Staff open a room's range for online booking, remove such a block, mark a paid booking at reception. */
export const exposeRangeMutation = (trpc: Trpc) => trpc.calendar.setRoomForOnline.mutationOptions();
export const removeBlockMutation = (trpc: Trpc) =>
  trpc.calendar.removeOnlineBlock.mutationOptions();
/** Set (never flip) a paid booking's reception mark, from the version the screen read. */
export const setReceptionMutation = (trpc: Trpc) =>
  trpc.staffBookings.setReception.mutationOptions();
/** Reception's check-in and check-out (an early departure frees the remaining nights). */
export const checkInMutation = (trpc: Trpc) => trpc.staffBookings.checkIn.mutationOptions();
export const checkOutMutation = (trpc: Trpc) => trpc.staffBookings.checkOut.mutationOptions();
export const cancelBookingMutation = (trpc: Trpc) => trpc.staffBookings.cancel.mutationOptions();
export const noShowMutation = (trpc: Trpc) => trpc.staffBookings.noShow.mutationOptions();

/**
 * What a calendar change makes stale: the calendar, the occupancy, the bookings and their trails,
 * the audit, and the rooms' cleaning states (a check-out leaves its room dirty).
 */
export const calendarChangeFilters = (trpc: Trpc) =>
  [
    trpc.calendar.pathFilter(),
    trpc.staff.roomRows.pathFilter(),
    trpc.housekeeping.pathFilter(),
    trpc.staffOccupancy.pathFilter(),
    staffBookingsFilter(trpc),
    trpc.staffAudit.pathFilter(),
  ] as const;

/** Every room's and room type's calendar feed address, and the replacement of one. */
export const calendarFeedsQuery = (trpc: Trpc) => trpc.staff.calendarFeeds.queryOptions();
export const rotateCalendarFeedMutation = (trpc: Trpc) =>
  trpc.staff.rotateCalendarFeed.mutationOptions();
/** A replaced address makes the list and the timeline stale. */
export const calendarFeedChangeFilters = (trpc: Trpc) =>
  [trpc.staff.calendarFeeds.pathFilter(), trpc.staffAudit.pathFilter()] as const;

/** The guests' mails, refreshed like the lists. */
export const staffMailsQuery = (trpc: Trpc) =>
  trpc.staff.mails.queryOptions(undefined, { refetchInterval: LIST_REFRESH_MS });

/** Staff book a room for a guest on the phone or at the desk. */
export const createStaffBookingMutation = (trpc: Trpc) =>
  trpc.staffBookings.create.mutationOptions();
/** What that booking would charge, shown before saving (none asked while the nights are not a stay). */
export const staffQuoteQuery = (
  trpc: Trpc,
  stay: { room_id: number; checkin: string; checkout: string; promo_code?: string } | null,
) => trpc.staffBookings.quote.queryOptions(stay ?? skipToken);
/**
 * What moving a booking to new dates does to its folio, shown before confirming; always asked
 * afresh (a payment or an extra may have changed the folio meanwhile).
 */
export const dateChangeQuoteQuery = (
  trpc: Trpc,
  change: { id: number; checkin: string; checkout: string } | null,
) => trpc.staffBookings.quoteDates.queryOptions(change ?? skipToken, { staleTime: 0 });

/**
 * Where a booking can go: rooms free for all its nights and stays it could
 * trade rooms with. Always asked afresh: the calendar changes under it every few seconds.
 */
export const moveOptionsQuery = (trpc: Trpc, id: number | null) =>
  trpc.staffBookings.moveOptions.queryOptions(id === null ? skipToken : { id }, { staleTime: 0 });
/** Staff move a booking to another room, or swap the rooms of two stays. */
export const moveStayMutation = (trpc: Trpc) => trpc.staffBookings.move.mutationOptions();
export const swapStaysMutation = (trpc: Trpc) => trpc.staffBookings.swap.mutationOptions();

/** The manager's staff accounts; creating one, and changing a role or disabling (or enabling) one. */
export const staffAccountsQuery = (trpc: Trpc) => trpc.staffAccounts.list.queryOptions();
export const createStaffAccountMutation = (trpc: Trpc) =>
  trpc.staffAccounts.create.mutationOptions();
export const changeStaffAccountMutation = (trpc: Trpc) =>
  trpc.staffAccounts.change.mutationOptions();
/** An account change shows in the list, in the audit and in its filter of people. */
export const staffAccountChangeFilters = (trpc: Trpc) =>
  [
    trpc.staffAccounts.pathFilter(),
    trpc.staffAudit.pathFilter(),
    trpc.staff.clients.pathFilter(),
  ] as const;
/** One booking's folio: charges night by night, extras, payments, refunds and the balance. */
export const bookingFolioQuery = (trpc: Trpc, id: number) =>
  trpc.staffBookings.folio.queryOptions({ id });
/** Staff post an extra on a folio, or record money the desk took toward it. */
export const postChargeMutation = (trpc: Trpc) => trpc.staffBookings.postCharge.mutationOptions();
export const takePaymentMutation = (trpc: Trpc) => trpc.staffBookings.takePayment.mutationOptions();
/** What late check-out would charge the booking now (the button shows it), and the click itself. */
export const lateCheckOutQuoteQuery = (trpc: Trpc, id: number | null) =>
  trpc.staffBookings.lateCheckOutQuote.queryOptions(id === null ? skipToken : { id });
export const lateCheckOutMutation = (trpc: Trpc) =>
  trpc.staffBookings.lateCheckOut.mutationOptions();

/** The top bar's search of every booking (REST: GET /search): nothing asked for an empty query. */
export const staffSearchQuery = (trpc: Trpc, q: string) =>
  trpc.staffBookings.search.queryOptions(q ? { q } : skipToken, {
    placeholderData: keepPreviousData,
  });
