import {
  citizenshipOf,
  hotelDate,
  HOME_CITIZENSHIP,
  type PoliceReportQuery,
  type PoliceReportView,
} from '@hotel/contracts';
import { foreignGuestsStaying } from '@hotel/projections';
import type { AppDeps } from '../../application/deps';
import { roomLabels } from '../../catalog/room-types';

/** The night the list is of: the asked hotel day, or the hotel's today. */
export const policeListDay = (deps: AppDeps, query: PoliceReportQuery): string =>
  query.date ?? hotelDate(deps.now(), deps.hotelTimeZone);

/**
 * GET /reports/police: every foreign guest (citizenship other than TM) of every booking staying
 * the night of the hotel day, by the front desk's in-house rule (`foreignGuestsStaying`), sorted by
 * room number as the desk reads its rooms (then by booking and the guest's place in it).
 */
export async function policeList(
  deps: AppDeps,
  query: PoliceReportQuery,
): Promise<PoliceReportView> {
  const date = policeListDay(deps, query);
  const [bookings, labels] = await Promise.all([
    foreignGuestsStaying(deps.sql, date),
    roomLabels(deps.sql),
  ]);
  const rows = bookings.flatMap((booking) =>
    booking.guests
      .filter((guest) => citizenshipOf(guest) !== HOME_CITIZENSHIP)
      .map((guest) => ({
        booking_id: booking.id,
        book_number: booking.bookNumber,
        room_number: labels.get(booking.roomId)?.roomNumber ?? '',
        full_name: guest.full_name,
        citizenship: guest.citizenship,
        passport: guest.passport_number,
        checkin: booking.checkin,
        checkout: booking.checkout,
      })),
  );
  // A stable sort: within a room the read model's order (booking, then guest) stays.
  return rows.sort((a, b) => a.room_number.localeCompare(b.room_number, 'en', { numeric: true }));
}
