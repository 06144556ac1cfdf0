import type { BookingView } from '@hotel/contracts';
import { bookingById, type BookingRow } from '@hotel/projections';
import type { AppDeps } from '../application/deps';
import { AppError } from '../application/errors';
import { roomLabels } from '../catalog/room-types';
import { toBookingView } from './booking-view';
import { readStayTerms } from './quote';
import { hotelNow } from './stay-dates';

/** The booking a front-desk command names, from the bookings read model; 404 when there is none. */
export async function bookingOrNotFound(deps: AppDeps, id: number): Promise<BookingRow> {
  const booking = await bookingById(deps.sql, id);
  if (!booking) throw new AppError('not_found', 'booking.notFound');
  return booking;
}

/** The room type of room `roomId`, as a staff change of a booking in it reads it; 404 when there is none. */
export async function roomTypeOrNotFound(deps: AppDeps, roomId: number) {
  const { roomType } = await readStayTerms(deps.sql, { roomId });
  if (!roomType) throw new AppError('not_found', 'booking.notFound');
  return roomType;
}

/** The booking as a front-desk command answers it (the REST shape), or null when it is gone. */
export async function bookingViewOf(deps: AppDeps, id: number): Promise<BookingView | null> {
  const [row, labels] = await Promise.all([bookingById(deps.sql, id), roomLabels(deps.sql)]);
  return row
    ? toBookingView(row, labels.get(row.roomId), deps.hotelTimeZone, hotelNow(deps))
    : null;
}
