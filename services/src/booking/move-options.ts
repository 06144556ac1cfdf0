import type { z } from 'zod';
import type { idInput } from '@hotel/contracts';
import { hotelDate, translate, type Language, type MoveOptions } from '@hotel/contracts';
import {
  activeEntriesForRooms,
  bookingsByIds,
  chargeChange,
  folioStateOfBooking,
  folioStep,
  type CalendarEntry,
} from '@hotel/projections';
import type { AppDeps } from '../application/deps';
import { AppError } from '../application/errors';
import { moveRefusal, movingNights, splitOnFor } from './move-rules';
import { seasonsForStay, staffStayNights } from '../rates/stay-nights';
import { basePriceOf } from './quote';
import { bookingOrNotFound } from './staff-booking-lookup';
import { moveRateInto, roomInfo, type RoomInfo } from './stay-move-rooms';

/**
 * Where a booking can go: published rooms whose type holds its guests, free for all its nights (a
 * checked-in guest's: the rest of the stay), and stays it could trade rooms with (one stay
 * overlaps it in that room, and that stay fits into this booking's room without it). Free rooms
 * the desk's rules refuse are listed apart, with why (in `lang`): a manager may override. From
 * the calendar read model: the rooms' rules decide again when the move runs.
 */
export async function moveOptions(
  deps: AppDeps,
  { id }: z.output<typeof idInput>,
  lang: Language,
): Promise<MoveOptions> {
  const found = await bookingOrNotFound(deps, id);
  const info = await roomInfo(deps);
  const own = info.get(found.roomId);
  if (!own) throw new AppError('not_found', 'booking.notFound');
  const result: MoveOptions = { rooms: [], swaps: [], overridable: [] };
  const today = hotelDate(deps.now(), deps.hotelTimeZone);
  if (
    !['pending', 'paid'].includes(found.state) ||
    found.checkedOutAt ||
    (found.checkedInAt !== null && today >= found.checkout)
  )
    return result;
  const splitOn = splitOnFor(found, today);
  // What moves: the whole stay, or a checked-in guest's rest of it.
  const booking = { ...found, ...movingNights(found, splitOn) };
  const guestCount = found.guests.length;
  const [seasons, folio] = await Promise.all([
    seasonsForStay(deps.sql, booking),
    folioStateOfBooking(deps.sql, id),
  ]);
  // What the move would change in the folio: the `StayMovedOut` it records (at the rate
  // stay-move-steps.ts gives it) folded onto the folio as the ledger holds it now, so the figure
  // shown is the one charged: the moving nights at the type's prices now, less what the folio
  // charges for them (the prices they were sold at). The same type reprices nothing.
  const differences = new Map<number, number>();
  const differenceInto = (roomId: number, room: RoomInfo): number => {
    if (room.roomTypeId === own.roomTypeId) return 0;
    const known = differences.get(room.roomTypeId);
    if (known !== undefined) return known;
    const nights = staffStayNights(
      booking,
      basePriceOf(room.prices),
      seasons.get(room.roomTypeId) ?? [],
    );
    const before = folio ?? null;
    const after = folioStep(before, {
      event: {
        type: 'StayMovedOut',
        data: {
          roomId: found.roomId,
          bookingId: id,
          moveId: 'quote',
          toRoomId: roomId,
          toRoomTypeId: room.roomTypeId,
          ...(splitOn === undefined ? {} : { splitOn }),
          rate: moveRateInto(room, nights),
        },
      },
      // Who and when label the nights it reprices; the sums do not depend on them.
      at: deps.now().toISOString(),
      by: 'quote',
    });
    const difference = chargeChange(before, after);
    differences.set(room.roomTypeId, difference);
    return difference;
  };
  const targetOf = (roomId: number, room: RoomInfo) => ({
    roomId,
    roomNumber: room.roomNumber,
    roomTypeId: room.roomTypeId,
    roomTypeName: room.roomTypeName,
    priceDifferenceTenge: differenceInto(roomId, room),
  });
  const bookingsIn = async (rooms: number[], checkin: string, checkout: string) =>
    (await activeEntriesForRooms(deps.sql, rooms, checkin, checkout)).filter(
      (e) => e.paymentStatus !== 'for_online',
    );
  const others = [...info.keys()].filter((roomId) => roomId !== booking.roomId);
  const overlapping = await bookingsIn(others, booking.checkin, booking.checkout);
  // A room whose one stay over these nights could swap: that stay, not yet arrived (a checked-in
  // guest never swaps).
  const swappable = new Map<number, CalendarEntry>();
  for (const roomId of others) {
    const there = overlapping.filter((e) => e.roomId === roomId);
    const [other] = there;
    if (
      splitOn === undefined &&
      found.checkedInAt === null &&
      there.length === 1 &&
      other &&
      other.checkedInAt === null &&
      !other.checkedOutAt
    ) {
      swappable.set(roomId, other);
    }
  }
  // The other stay must fit into this booking's room, where only this booking may overlap it:
  // the room's stays over every candidate's nights, read once.
  const candidates = [...swappable.values()];
  const span = candidates.reduce(
    (s, e) => ({
      checkin: e.checkin < s.checkin ? e.checkin : s.checkin,
      checkout: e.checkout > s.checkout ? e.checkout : s.checkout,
    }),
    { checkin: booking.checkin, checkout: booking.checkout },
  );
  const inOwnRoom =
    candidates.length > 0
      ? (await bookingsIn([booking.roomId], span.checkin, span.checkout)).filter(
          (e) => e.id !== booking.id,
        )
      : [];
  const guests = new Map(
    (
      await bookingsByIds(
        deps.sql,
        candidates.map((e) => e.id),
      )
    ).map((b) => [b.id, b]),
  );
  for (const roomId of others) {
    const room = info.get(roomId);
    if (!room) continue;
    const refusal = moveRefusal(room, guestCount);
    if (!overlapping.some((e) => e.roomId === roomId)) {
      if (refusal === null) result.rooms.push(targetOf(roomId, room));
      else
        result.overridable.push({
          ...targetOf(roomId, room),
          refusal: translate(lang, refusal.short, refusal.params),
        });
      continue;
    }
    const other = swappable.get(roomId);
    const otherBooking = other && guests.get(other.id);
    if (
      !other ||
      !otherBooking ||
      inOwnRoom.some((e) => e.checkin < other.checkout && e.checkout > other.checkin)
    )
      continue;
    // Each stay goes to the other's room: both must take their guests there.
    if (refusal !== null || moveRefusal(own, otherBooking.guests.length) !== null) continue;
    result.swaps.push({
      ...targetOf(roomId, room),
      bookingId: other.id,
      checkin: other.checkin,
      checkout: other.checkout,
      guestName: otherBooking.guests[0]?.full_name ?? '',
    });
  }
  return result;
}
