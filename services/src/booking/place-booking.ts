import { randomInt } from 'node:crypto';
import { paymentInput, type EventMetadata, type Language } from '@hotel/contracts';
import { eventMetadata, type AppDeps, type RequestContext } from '../application/deps';
import { AppError } from '../application/errors';
import type { Outcome } from '../application/outcome';
import type { SessionUser } from '../auth/sessions';
import { BankError } from '../bank/gateway';
import { nextBookNumber, readSystemOptions } from '../catalog/system-options';
import { handleRoomCommand } from '../rooms/room-commands';
import { RoomRuleViolated } from '../rooms/room-decide';
import type { Position } from '@hotel/projections';
import { freeRoomsByType } from './free-rooms';
import { priceStay } from './pricing';
import { checkGuestStay, hotelNow } from './stay-dates';

interface RoomTypeRow {
  capacity: number;
  price_tenge: string;
  booking_price_tenge: string;
  discount: number;
  discount_status: number;
}

/**
 * A guest books a room of a type and is sent to the bank: check the account holds fewer unpaid
 * bookings than the options allow, price the stay, take a free room (appending `BookingPlaced`
 * at the room stream's revision; a lost race moves on to the next candidate), register the order
 * with the bank, then answer with the bank's payment page.
 */
export async function placeBooking(
  deps: AppDeps,
  context: RequestContext,
  user: SessionUser,
  raw: unknown,
  lang: Language,
): Promise<Outcome & { url: string }> {
  const input = paymentInput.parse(raw);
  const nights = checkGuestStay(deps, input.checkin, input.checkout);
  const [type] = await deps.sql<RoomTypeRow[]>`
    select capacity, price_tenge::text, booking_price_tenge::text, discount, discount_status
    from room_types where id = ${input.id} and status = 1`;
  if (!type) throw new AppError('not_found', 'booking.roomTypeNotFound');
  if (input.guests.length > type.capacity) throw new AppError('validation', 'booking.tooManyGuests', { capacity: type.capacity });
  const options = await readSystemOptions(deps.sql);
  await refuseTooManyPending(deps, user, options.maxPendingBookings);
  const price = priceStay({
    nights,
    roomPriceTenge: Number(type.price_tenge),
    discountPercent: type.discount,
    discountOn: type.discount_status === 1,
    roomTypeFeeTenge: Number(type.booking_price_tenge),
    options: { paymentRoom: options.paymentRoom, paymentBooking: options.paymentBooking, bookingPriceTenge: options.bookingPriceTenge },
  });
  if (!options.paymentSystem || price.totalTenge <= 0) throw new AppError('validation', 'booking.onlineDisabled');

  const candidates = shuffled((await freeRoomsByType(deps.sql, input, input.id)).get(input.id) ?? []);
  if (candidates.length === 0) throw new AppError('conflict', 'booking.noRoomFree');
  const [idRow] = await deps.sql<{ id: string }[]>`select nextval('occupation_ids')::text as id`;
  const bookingId = Number(idRow?.id);
  const bookNumber = await nextBookNumber(deps.sql);
  const deadline = new Date(deps.now().getTime() + options.paymentTimeoutMinutes * 60_000);
  const metadata = eventMetadata(deps, context);
  const guests = input.guests.map((g) => ({ fullName: g.full_name, passportSerial: g.passport_serial, passportNumber: g.passport_number }));

  let roomId: number | null = null;
  let placedAt: Position | null = null;
  for (const candidate of candidates) {
    try {
      const placed = await handleRoomCommand(
        deps.store,
        {
          type: 'PlaceBooking',
          data: {
            roomId: candidate, bookingId, roomTypeId: input.id, userId: user.id, email: user.email, bookNumber,
            checkin: input.checkin, checkout: input.checkout, guests, price, paymentDeadline: deadline.toISOString(),
          },
        },
        metadata,
      );
      roomId = candidate;
      placedAt = placed.position;
      break;
    } catch (error) {
      if (!(error instanceof RoomRuleViolated) || error.kind !== 'conflict') throw error;
    }
  }
  if (roomId === null || placedAt === null) throw new AppError('conflict', 'booking.noRoomFree');
  await holdWithinLimit(deps, user, options.maxPendingBookings, { roomId, bookingId, placedAt }, metadata);

  const orderNumber = `${bookNumber}-1`;
  const returnUrl = `${deps.publicUrl}/api/payment/return?lang=${lang}`;
  try {
    const order = await deps.bank.register({
      orderNumber,
      amountMinor: price.totalTenge,
      returnUrl,
      failUrl: returnUrl,
      description: `Booking ${bookNumber}`,
      language: lang,
      sessionTimeoutSecs: options.paymentTimeoutMinutes * 60,
    });
    const registered = await handleRoomCommand(
      deps.store,
      { type: 'RegisterPayment', data: { roomId, bookingId, orderId: order.orderId, orderNumber, formUrl: order.formUrl } },
      metadata,
    );
    await deps.waitForProjections(registered.position);
    return { message: { key: 'booking.toBank' }, url: order.formUrl };
  } catch (error) {
    if (!(error instanceof BankError)) throw error;
    // The guest never saw a payment page: free the room. An order the bank did register after
    // a timeout stays unpaid and expires there; the poller would refund a payment on it anyway.
    const failed = await handleRoomCommand(
      deps.store,
      { type: 'FailPayment', data: { roomId, bookingId, reason: 'bank_error', orderId: null } },
      metadata,
    );
    await deps.waitForProjections(failed.position);
    throw new AppError('bank_unavailable', 'payment.bankUnavailable');
  }
}

/**
 * One account may not hold every room of a type with bookings it never pays: past the limit it
 * must pay or cancel one first. Counted in the `bookings` read model, which every answer of a
 * booking command has reached (read-your-writes), so a guest's own earlier bookings are in it.
 */
async function refuseTooManyPending(deps: AppDeps, user: SessionUser, max: number): Promise<void> {
  if ((await pendingCount(deps, user)) >= max) throw new AppError('conflict', 'booking.tooManyPending', { count: max });
}

/**
 * The check before placing lets through bookings an account sends at the same moment; so once
 * its booking is in the read model each request counts again, and one that finds the account
 * over the limit cancels its own booking (no money moved yet). Whichever of two racing requests
 * counts last sees both, so no race ends above the limit; at worst both give up.
 */
async function holdWithinLimit(
  deps: AppDeps,
  user: SessionUser,
  max: number,
  booking: { roomId: number; bookingId: number; placedAt: Position },
  metadata: EventMetadata,
): Promise<void> {
  await deps.waitForProjections(booking.placedAt);
  if ((await pendingCount(deps, user)) <= max) return;
  const cancelled = await handleRoomCommand(
    deps.store,
    {
      type: 'CancelBooking',
      data: { roomId: booking.roomId, bookingId: booking.bookingId, cancelledAt: deps.now().toISOString(), hotelNow: hotelNow(deps) },
    },
    metadata,
  );
  await deps.waitForProjections(cancelled.position);
  throw new AppError('conflict', 'booking.tooManyPending', { count: max });
}

async function pendingCount(deps: AppDeps, user: SessionUser): Promise<number> {
  const [row] = await deps.sql<{ pending: number }[]>`
    select count(*)::int as pending from bookings where user_id = ${user.id} and state = 'pending'`;
  return row?.pending ?? 0;
}

/** Candidates in random order, so concurrent guests rarely race for the same room. */
function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}
