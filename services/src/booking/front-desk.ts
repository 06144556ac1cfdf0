import type { z } from 'zod';
import type { checkInInput, checkOutInput } from '@hotel/contracts';
import { daysBetween, earliestDeparture, hotelDate, type MessageKey } from '@hotel/contracts';
import { eventMetadata, type AppDeps, type RequestContext } from '../application/deps';
import type { Outcome } from '../application/outcome';
import { dottedDate } from '../rooms/calendar';
import { recordStaffChange } from './staff-room-change';
import { bookingOrNotFound, bookingViewOf } from './staff-booking-lookup';
import { settleDepartureRefund, type DepartureRefundOutcome } from './departure-refund';

/*
 * Reception's two steps of a stay: check-in marks the guests as arrived (the
 * spec's reception status 1), check-out as gone. Leaving before the booked checkout frees the
 * nights after the day they left for online sale again, and gives back the money staff decided to
 * return for them: through the bank when the guest paid online (a partial refund of their order,
 * departure-refund.ts), at the desk when they paid there. The booking stays paid: unlike the
 * guest's own refund (guest-account.ts), nothing is cancelled.
 */

/** Reception marks the guests of a paid booking as arrived, on or after its check-in date. */
export async function checkIn(
  deps: AppDeps,
  context: RequestContext,
  { id, version }: z.output<typeof checkInInput>,
): Promise<Outcome> {
  const booking = await bookingOrNotFound(deps, id);
  const now = deps.now();
  await recordStaffChange(
    deps,
    {
      type: 'CheckIn',
      data: {
        roomId: booking.roomId,
        bookingId: id,
        at: now.toISOString(),
        hotelToday: hotelDate(now, deps.hotelTimeZone),
      },
    },
    eventMetadata(deps, context),
    version,
  );
  return { message: { key: 'booking.checkedIn' }, data: await bookingViewOf(deps, id) };
}

/**
 * Reception marks the guests as gone on `departedOn`, the day after check-in at the earliest; before
 * the booked checkout the rest is freed.
 */
export async function checkOut(
  deps: AppDeps,
  context: RequestContext,
  input: z.output<typeof checkOutInput>,
): Promise<Outcome> {
  const booking = await bookingOrNotFound(deps, input.id);
  const now = deps.now();
  // One id per freed night: the decider opens at most that many for-online blocks (one per
  // range no block covers). Ids left unused are harmless gaps in the sequence. A departure before
  // the earliest one (the day after check-in) is refused by the decider: no ids for it.
  const freedNights =
    input.departedOn >= earliestDeparture(booking.checkin)
      ? Math.max(0, daysBetween(input.departedOn, booking.checkout))
      : 0;
  const blockIds =
    freedNights === 0
      ? []
      : (
          await deps.sql<{ id: string }[]>`
    select nextval('occupation_ids')::text as id from generate_series(1, ${freedNights}::int)`
        ).map((r) => Number(r.id));
  const metadata = eventMetadata(deps, context);
  await recordStaffChange(
    deps,
    {
      type: 'CheckOut',
      data: {
        roomId: booking.roomId,
        bookingId: input.id,
        at: now.toISOString(),
        departedOn: input.departedOn,
        refundTenge: input.refundTenge,
        hotelToday: hotelDate(now, deps.hotelTimeZone),
        blockIds,
      },
    },
    metadata,
    input.version,
  );
  if (input.departedOn >= booking.checkout)
    return { message: { key: 'booking.checkedOut' }, data: await bookingViewOf(deps, input.id) };
  const date = dottedDate(input.departedOn);
  if (input.refundTenge === 0)
    return {
      message: { key: 'booking.checkedOutEarlyNoRefund', params: { date } },
      data: await bookingViewOf(deps, input.id),
    };
  const params = { date, amount: input.refundTenge };
  // Paid at the desk: the check-out recorded the money handed back there, nothing more to do.
  if (booking.orderId === null)
    return {
      message: { key: 'booking.checkedOutEarlyAtReception', params },
      data: await bookingViewOf(deps, input.id),
    };
  const outcome = await settleDepartureRefund(
    deps,
    { roomId: booking.roomId, bookingId: input.id },
    metadata,
  );
  return {
    message: { key: REFUND_MESSAGES[outcome], params },
    data: await bookingViewOf(deps, input.id),
  };
}

/** What reception is told of the bank's part; `pending`: the poller sends it when the bank answers. */
const REFUND_MESSAGES = {
  sent: 'booking.checkedOutEarly',
  failed: 'booking.checkedOutEarlyRefundFailed',
  pending: 'booking.checkedOutEarlyRefundPending',
} as const satisfies Record<DepartureRefundOutcome, MessageKey>;
