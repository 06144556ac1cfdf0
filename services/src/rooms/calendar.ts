import type { z } from 'zod';
import type { calendarRangeInput, idParams, setRoomForOnlineInput } from '@hotel/contracts';
import {
  daysBetween,
  hotelDate,
  hotelDateTime,
  hotelInstant,
  MAX_ONLINE_RANGE_DAYS,
  tengeToTmt,
  CHECKIN_TIME,
  CHECKOUT_TIME,
  type BookingView,
  type CalendarDate,
} from '@hotel/contracts';
import {
  bookingsByIds,
  calendarEntriesInRange,
  findCalendarEntry,
  type CalendarEntry,
} from '@hotel/projections';
import { findRoomLabel, roomLabels, type RoomLabel } from '../catalog/room-types';
import { commandSeenByReadModels } from './room-commands';
import { eventMetadata, type AppDeps, type RequestContext } from '../application/deps';
import { AppError } from '../application/errors';
import type { Outcome } from '../application/outcome';

/** The calendar window staff may ask for in one call. */
export const MAX_CALENDAR_WINDOW_DAYS = 400;

/** Staff expose a range of a room's calendar to online booking (`RoomOpenedForOnline`). */
export async function exposeRoomForOnline(
  deps: AppDeps,
  context: RequestContext,
  input: z.output<typeof setRoomForOnlineInput>,
): Promise<Outcome> {
  const room = await findRoomLabel(deps.sql, input.room_id);
  if (!room) throw new AppError('not_found', 'room.notFound');
  checkStayRange(deps, input.checkin, input.checkout);

  const [row] = await deps.sql<{ id: string }[]>`select nextval('occupation_ids')::text as id`;
  const blockId = Number(row?.id);
  await commandSeenByReadModels(
    deps,
    {
      type: 'OpenRoomForOnline',
      data: { roomId: room.roomId, blockId, checkin: input.checkin, checkout: input.checkout },
    },
    eventMetadata(deps, context),
  );
  return {
    message: {
      key: 'online.exposed',
      params: {
        room: room.roomNumber,
        checkin: dottedDate(input.checkin),
        checkout: dottedDate(input.checkout),
      },
    },
    data: { id: blockId },
  };
}

/** Staff remove a for-online block (`OnlineBlockRemoved`). */
export async function removeOnlineBlock(
  deps: AppDeps,
  context: RequestContext,
  { id }: z.output<typeof idParams>,
): Promise<Outcome> {
  const entry = await findCalendarEntry(deps.sql, id);
  if (!entry || entry.paymentStatus !== 'for_online')
    throw new AppError('not_found', 'online.notFound');
  await commandSeenByReadModels(
    deps,
    { type: 'RemoveOnlineBlock', data: { roomId: entry.roomId, blockId: id } },
    eventMetadata(deps, context),
  );
  return { message: { key: 'online.removed' }, data: { id } };
}

/** Everything occupying any room between two dates: the availability calendar's cells. */
export async function calendarInRange(
  deps: AppDeps,
  input: z.output<typeof calendarRangeInput>,
): Promise<BookingView[]> {
  if (input.end_date < input.start_date) throw new AppError('validation', 'range.endBeforeStart');
  if (daysBetween(input.start_date, input.end_date) > MAX_CALENDAR_WINDOW_DAYS) {
    throw new AppError('validation', 'range.tooLong', { max: MAX_CALENDAR_WINDOW_DAYS });
  }
  const [entries, labels] = await Promise.all([
    calendarEntriesInRange(deps.sql, input.start_date, input.end_date),
    roomLabels(deps.sql),
  ]);
  // A booking's cell carries the version its actions send back (a block has none: it never changes).
  const bookings = await bookingsByIds(
    deps.sql,
    entries.filter((e) => e.paymentStatus !== 'for_online').map((e) => e.id),
  );
  // ...and its lead guest's name and folio balance: the tape chart's bar shows who and what is
  // owed, as the staff lists do.
  const read = new Map(bookings.map((b) => [b.id, b]));
  return entries.map((entry) => {
    const booking = read.get(entry.id);
    const view = toBookingView(entry, labels.get(entry.roomId), deps.hotelTimeZone);
    if (!booking) return { ...view, version: null };
    return {
      ...view,
      // The name only: the calendar carries no passport or e-mail (its guests stay empty).
      lead_guest: booking.guests[0]?.full_name ?? null,
      version: booking.version,
      balance: tengeToTmt(booking.balanceTenge),
    };
  });
}

function checkStayRange(deps: AppDeps, checkin: CalendarDate, checkout: CalendarDate): void {
  if (checkin < hotelDate(deps.now(), deps.hotelTimeZone))
    throw new AppError('validation', 'range.inPast');
  if (checkout <= checkin) throw new AppError('validation', 'range.checkoutBeforeCheckin');
  if (daysBetween(checkin, checkout) > MAX_ONLINE_RANGE_DAYS) {
    throw new AppError('validation', 'range.tooLong', { max: MAX_ONLINE_RANGE_DAYS });
  }
}

/** A calendar date as the staff read it: dd.MM.yyyy. */
export const dottedDate = (date: CalendarDate) => date.split('-').reverse().join('.');

function toBookingView(
  entry: CalendarEntry,
  label: RoomLabel | undefined,
  timeZone: string,
): BookingView {
  return {
    id: entry.id,
    room_id: entry.roomId,
    checkin: hotelDateTime(entry.checkin, CHECKIN_TIME, timeZone),
    checkout: hotelDateTime(entry.checkout, CHECKOUT_TIME, timeZone),
    book_number: entry.bookNumber,
    payment_status: entry.paymentStatus === 'paid' ? 'online' : entry.paymentStatus,
    amount: tengeToTmt(entry.amountTenge),
    payment_at: entry.paymentAt ? hotelInstant(entry.paymentAt, timeZone) : null,
    status: entry.arrived ? 1 : 0,
    booking_canceled: 0,
    booking_refund_amount: 0,
    booking_canceled_at: null,
    guests: [],
    room_name: label?.roomTypeName ?? { ru: '', en: '', tm: '' },
    email: null,
    checked_in_at: entry.checkedInAt ? hotelInstant(entry.checkedInAt, timeZone) : null,
    checked_out_at: entry.checkedOutAt ? hotelInstant(entry.checkedOutAt, timeZone) : null,
  };
}
