import type { z } from 'zod';
import type { bookingGuestsInput, idParams } from '@hotel/contracts';
import {
  guestRecordOf,
  HOME_CITIZENSHIP,
  type GuestRecord,
  type StaffBookingView,
} from '@hotel/contracts';
import type { BookingRow } from '@hotel/projections';
import { eventMetadata, type AppDeps, type RequestContext } from '../application/deps';
import { AppError } from '../application/errors';
import type { Outcome } from '../application/outcome';
import { refusingStale } from '../application/changed-meanwhile';
import { requireBookingVersion } from '../rooms/room-commands';
import { recordStaffChange } from './staff-room-change';
import { bookingOrNotFound, roomTypeOrNotFound } from './staff-booking-lookup';
import { bookingViewById } from './staff-bookings';

/**
 * Staff change who stays in a booking: the whole new list, at least one guest and no more than
 * the room type sleeps (409 naming its capacity). The room's stream records it (`GuestsChanged`)
 * at the version the screen read (REST's If-Match, tRPC's `version`): a booking changed since is
 * refused, naming who changed it. Rooms are priced per night, so nothing owed changes.
 */
export async function changeBookingGuests(
  deps: AppDeps,
  context: RequestContext,
  { id }: z.output<typeof idParams>,
  input: z.output<typeof bookingGuestsInput>,
  version?: string,
): Promise<Outcome<StaffBookingView | null>> {
  const booking = await bookingOrNotFound(deps, id);
  const roomType = await roomTypeOrNotFound(deps, booking.roomId);
  if (input.guests.length > roomType.capacity)
    throw new AppError('conflict', 'booking.tooManyGuests', { capacity: roomType.capacity });
  const guests: GuestRecord[] = input.guests.map(guestRecordOf);
  if (sameGuests(booking, guests)) {
    // Nothing to record; a stale screen still learns that the booking changed since it read it.
    await refusingStale(deps, () => requireBookingVersion(deps.store, booking.roomId, id, version));
    return {
      message: { key: 'booking.guestsUnchanged' },
      data: (await bookingViewById(deps, id)) ?? null,
    };
  }
  await recordStaffChange(
    deps,
    { type: 'ChangeGuests', data: { roomId: booking.roomId, bookingId: id, guests } },
    eventMetadata(deps, context),
    version,
  );
  return {
    message: { key: 'booking.guestsChanged' },
    data: (await bookingViewById(deps, id)) ?? null,
  };
}

/** The booking already has exactly these guests, in this order. */
const sameGuests = (booking: BookingRow, guests: readonly GuestRecord[]): boolean =>
  booking.guests.length === guests.length &&
  booking.guests.every(
    (g, i) =>
      g.full_name === guests[i]?.fullName &&
      (g.citizenship ?? HOME_CITIZENSHIP) === (guests[i]?.citizenship ?? HOME_CITIZENSHIP) &&
      g.passport_serial === guests[i]?.passportSerial &&
      g.passport_number === guests[i]?.passportNumber,
  );
