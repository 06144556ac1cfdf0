import { bookingDatesInput, hotelDate, idParams, type StaffBookingView } from '@hotel/contracts';
import { bookingById, staffBookings, type StaffList } from '@hotel/projections';
import { eventMetadata, type AppDeps, type RequestContext } from '../application/deps';
import { AppError } from '../application/errors';
import type { Outcome } from '../application/outcome';
import { roomLabels } from '../catalog/room-types';
import { handleRoomCommand } from '../rooms/room-commands';
import { toStaffBookingView } from './booking-view';
import { readStayTerms } from './quote';
import { hotelNow } from './stay-dates';

/** One of the staff's lists (active, at reception, cancelled, archive). */
export async function listStaffBookings(deps: AppDeps, list: StaffList): Promise<StaffBookingView[]> {
  const today = hotelDate(deps.now(), deps.hotelTimeZone);
  const [rows, labels] = await Promise.all([staffBookings(deps.sql, list, today), roomLabels(deps.sql)]);
  const now = hotelNow(deps);
  return rows.map((row) => toStaffBookingView(row, labels.get(row.roomId), deps.hotelTimeZone, now));
}

function toHotelDate(value: string, timeZone: string): string {
  return /(Z|[+-]\d{2}:\d{2})$/.test(value) ? hotelDate(new Date(value), timeZone) : value.slice(0, 10);
}

/**
 * Staff move a booking's dates; the room's rules apply as when it was placed. The nights it adds
 * are charged at the room type's price in force now (recorded with the change: a replay never
 * reads the catalog), those it drops are given back: the folio shows the difference as due or credit.
 */
export async function changeBookingDates(deps: AppDeps, context: RequestContext, params: unknown, body: unknown): Promise<Outcome> {
  const { id } = idParams.parse(params);
  const input = bookingDatesInput.parse(body);
  const booking = await bookingById(deps.sql, id);
  if (!booking) throw new AppError('not_found', 'booking.notFound');
  const { roomType } = await readStayTerms(deps.sql, { roomId: booking.roomId });
  if (!roomType) throw new AppError('not_found', 'booking.notFound');
  const rate = { roomPriceTenge: Number(roomType.price_tenge), discountPercent: roomType.discount_status === 1 ? roomType.discount : 0 };
  const result = await handleRoomCommand(
    deps.store,
    {
      type: 'ChangeDates',
      data: {
        roomId: booking.roomId,
        bookingId: id,
        checkin: toHotelDate(input.checkin, deps.hotelTimeZone),
        checkout: toHotelDate(input.checkout, deps.hotelTimeZone),
        rate,
      },
    },
    eventMetadata(deps, context),
  );
  await deps.waitForProjections(result.position);
  const view = (await bookingViewById(deps, id)) ?? null;
  return { message: { key: 'booking.datesChanged' }, data: view };
}

/** Staff toggle whether a paid booking was handled at reception. */
export async function toggleReception(deps: AppDeps, context: RequestContext, params: unknown): Promise<Outcome> {
  const { id } = idParams.parse(params);
  const booking = await bookingById(deps.sql, id);
  if (!booking) throw new AppError('not_found', 'booking.notFound');
  const result = await handleRoomCommand(
    deps.store,
    { type: 'ToggleReception', data: { roomId: booking.roomId, bookingId: id } },
    eventMetadata(deps, context),
  );
  await deps.waitForProjections(result.position);
  const [row] = await deps.sql<{ reception_status: number }[]>`select reception_status from bookings where id = ${id}`;
  return { message: { key: 'booking.receptionToggled' }, data: { status: row?.reception_status ?? 0 } };
}

async function bookingViewById(deps: AppDeps, id: number): Promise<StaffBookingView | undefined> {
  const row = await bookingById(deps.sql, id);
  if (!row) return undefined;
  const labels = await roomLabels(deps.sql);
  return toStaffBookingView(row, labels.get(row.roomId), deps.hotelTimeZone, hotelNow(deps));
}
