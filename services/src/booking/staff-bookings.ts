import type { z } from 'zod';
import { recordStaffChange } from './staff-room-change';
import type {
  bookingDatesInput,
  idParams,
  receptionInput,
  receptionStatusBody,
} from '@hotel/contracts';
import { hotelDate, type StaffBookingDetail, type StaffBookingView } from '@hotel/contracts';
import { bookingById, staffBookings, type StaffList } from '@hotel/projections';
import { eventMetadata, type AppDeps, type RequestContext } from '../application/deps';
import { AppError } from '../application/errors';
import type { Outcome } from '../application/outcome';
import { roomLabels } from '../catalog/room-types';
import { bookingHistory } from './booking-history';
import { toStaffBookingView } from './booking-view';
import { readStayTerms } from './quote';
import { checkNewDates, nightlyRateNow } from './date-change-quote';
import { bookingOrNotFound } from './staff-booking-lookup';
import { hotelNow } from './stay-dates';

/** One of the staff's lists (active, at reception, cancelled, archive). */
export async function listStaffBookings(
  deps: AppDeps,
  list: StaffList,
): Promise<StaffBookingView[]> {
  const today = hotelDate(deps.now(), deps.hotelTimeZone);
  const [rows, labels] = await Promise.all([
    staffBookings(deps.sql, list, today),
    roomLabels(deps.sql),
  ]);
  const now = hotelNow(deps);
  return rows.map((row) =>
    toStaffBookingView(row, labels.get(row.roomId), deps.hotelTimeZone, now),
  );
}

function toHotelDate(value: string, timeZone: string): string {
  return /(Z|[+-]\d{2}:\d{2})$/.test(value)
    ? hotelDate(new Date(value), timeZone)
    : value.slice(0, 10);
}

/**
 * One booking as the staff dialog shows it: its guests (also as their edit takes them back), its
 * history and the version it was read at.
 */
export async function staffBookingDetail(
  deps: AppDeps,
  { id }: z.output<typeof idParams>,
): Promise<StaffBookingDetail> {
  const [row, history] = await Promise.all([
    bookingById(deps.sql, id),
    bookingHistory(deps, { id }),
  ]);
  if (!row) throw new AppError('not_found', 'booking.notFound');
  const [labels, { roomType }] = await Promise.all([
    roomLabels(deps.sql),
    readStayTerms(deps.sql, { roomId: row.roomId }),
  ]);
  const view = toStaffBookingView(row, labels.get(row.roomId), deps.hotelTimeZone, hotelNow(deps));
  return {
    ...view,
    history,
    guest_records: row.guests,
    capacity: roomType?.capacity ?? row.guests.length,
  };
}

/**
 * Staff move a booking's dates; the room's rules apply as when it was placed. With `version` (the
 * one the dialog read, or REST's If-Match) a booking changed since is refused, naming who changed it.
 * The nights it adds are charged at the room type's price in force now (recorded with the change: a
 * replay never reads the catalog), those it drops are given back: the folio shows the difference
 * as due or credit.
 */
export async function changeBookingDates(
  deps: AppDeps,
  context: RequestContext,
  { id }: z.output<typeof idParams>,
  input: z.output<typeof bookingDatesInput>,
  version?: string,
): Promise<Outcome<StaffBookingView | null>> {
  const booking = await bookingOrNotFound(deps, id);
  const checkin = toHotelDate(input.checkin, deps.hotelTimeZone);
  const checkout = toHotelDate(input.checkout, deps.hotelTimeZone);
  checkNewDates(deps, booking, checkin, checkout);
  const rate = await nightlyRateNow(deps, booking, { checkin, checkout });
  await recordStaffChange(
    deps,
    {
      type: 'ChangeDates',
      data: { roomId: booking.roomId, bookingId: id, checkin, checkout, rate },
    },
    eventMetadata(deps, context),
    version,
  );
  const view = (await bookingViewById(deps, id)) ?? null;
  // The same dates decide nothing (no event): the answer says so rather than "changed".
  const unchanged = checkin === booking.checkin && checkout === booking.checkout;
  return {
    message: { key: unchanged ? 'booking.datesUnchanged' : 'booking.datesChanged' },
    data: view,
  };
}

/**
 * Staff set whether the guests of a paid booking are at reception: set, never flipped, so a
 * repeat changes nothing, and with `version` a screen that read the booking before another's
 * change is refused rather than undo it.
 */
export async function setReception(
  deps: AppDeps,
  context: RequestContext,
  { id, status, version }: z.output<typeof receptionInput>,
): Promise<Outcome<ReceptionAnswer>> {
  return receptionCommand(deps, context, id, status === 1, version);
}

/**
 * PUT /bookings/:id/for-online/recep-status: with `{ status }` a set as above (If-Match its
 * version); without a body the spec's toggle, for the spec's client.
 */
export async function receptionByRest(
  deps: AppDeps,
  context: RequestContext,
  { id }: z.output<typeof idParams>,
  body: z.output<typeof receptionStatusBody> | undefined,
  version: string | undefined,
): Promise<Outcome<ReceptionAnswer>> {
  const status = body === undefined ? null : body.status;
  return receptionCommand(deps, context, id, status === null ? null : status === 1, version);
}

/** The reception mark after the change, and the booking's version then. */
interface ReceptionAnswer {
  status: number;
  version: string | null;
}

async function receptionCommand(
  deps: AppDeps,
  context: RequestContext,
  id: number,
  arrived: boolean | null,
  version: string | undefined,
): Promise<Outcome<ReceptionAnswer>> {
  const booking = await bookingOrNotFound(deps, id);
  await recordStaffChange(
    deps,
    { type: 'SetReception', data: { roomId: booking.roomId, bookingId: id, arrived } },
    eventMetadata(deps, context),
    version,
  );
  const now = await bookingById(deps.sql, id);
  return {
    message: { key: 'booking.receptionToggled' },
    data: { status: now?.arrived ? 1 : 0, version: now?.version ?? null },
  };
}

/** Booking `id` as the staff lists show it; undefined when there is none. */
export async function bookingViewById(
  deps: AppDeps,
  id: number,
): Promise<StaffBookingView | undefined> {
  const row = await bookingById(deps.sql, id);
  if (!row) return undefined;
  const labels = await roomLabels(deps.sql);
  return toStaffBookingView(row, labels.get(row.roomId), deps.hotelTimeZone, hotelNow(deps));
}
