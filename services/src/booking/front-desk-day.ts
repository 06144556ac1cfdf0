import {
  hotelDate,
  type FrontDeskDayQuery,
  type FrontDeskDayRow,
  type FrontDeskDayView,
} from '@hotel/contracts';
import { deskDay, type BookingRow } from '@hotel/projections';
import type { AppDeps } from '../application/deps';
import { roomLabels } from '../catalog/room-types';
import { toStaffBookingView } from './booking-view';
import { hotelNow } from './stay-dates';

/**
 * The front desk's day (GET /api/day, tRPC staffBookings.day): arrivals still to check in,
 * departures still to check out, and who is in house, for one hotel day (default: today in the
 * hotel's time zone). Which bookings each list holds: `deskDay` in the bookings read model.
 */
export async function frontDeskDay(
  deps: AppDeps,
  query: FrontDeskDayQuery,
): Promise<FrontDeskDayView> {
  const today = hotelDate(deps.now(), deps.hotelTimeZone);
  const date = query.date ?? today;
  const [day, labels] = await Promise.all([deskDay(deps.sql, date, today), roomLabels(deps.sql)]);
  const now = hotelNow(deps);
  const row = (booking: BookingRow): FrontDeskDayRow => {
    const label = labels.get(booking.roomId);
    return {
      ...toStaffBookingView(booking, label, deps.hotelTimeZone, now),
      room_number: label?.roomNumber ?? null,
    };
  };
  return {
    date,
    today,
    arrivals: day.arrivals.map(row),
    departures: day.departures.map(row),
    in_house: day.inHouse.map(row),
  };
}
