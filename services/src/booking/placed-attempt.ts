import { assertNever, type EventMetadata, type Language } from '@hotel/contracts';
import type { AppDeps } from '../application/deps';
import { AppError } from '../application/errors';
import { BankError } from '../bank/gateway';
import { readSystemOptions } from '../catalog/system-options';
import { loadRoom } from '../rooms/room-repository';
import { forgetAttempt, renewLease, type BookingAttempt } from './booking-attempts';
import { sendToBank, type BookingToPay } from './bank-order';
import { payWithinLimit } from './pending-holds';

/**
 * A retry of an attempt whose booking is in its room already answers that booking: its bank page
 * (registering the order first, or adopting the one a dead request registered, when it has
 * none), or why there is nothing to pay. Null when the booking was never placed: the retry then
 * places it. The room's stream, not a read model, says so: it holds everything appended.
 */
export async function answerPlacedAttempt(
  deps: AppDeps,
  attempt: BookingAttempt,
  language: Language,
  metadata: EventMetadata,
): Promise<{ message: { key: 'booking.toBank' }; url: string } | null> {
  if (attempt.roomId === null) return null;
  const { state, position } = await loadRoom(deps.store, attempt.roomId);
  const booking = state.bookings.find((b) => b.bookingId === attempt.bookingId);
  if (!booking) return null;
  const bookNumber = attempt.bookNumber;
  switch (booking.status) {
    case 'pending': {
      if (booking.formUrl) return { message: { key: 'booking.toBank' }, url: booking.formUrl };
      const toPay: BookingToPay = {
        roomId: attempt.roomId,
        bookingId: booking.bookingId,
        bookNumber,
        amountTenge: booking.price.totalTenge,
      };
      // The request that placed it died before recording an order (the bank may have one), and
      // so before counting it against the account's limit: both are done here.
      const options = await readSystemOptions(deps.sql);
      const check = {
        userId: attempt.userId,
        max: options.maxPendingBookings,
        booking: { roomId: attempt.roomId, bookingId: booking.bookingId, placedAt: position },
        refused: () => forgetAttempt(deps, attempt),
      };
      const bank = {
        language,
        askFirst: true,
        sessionTimeoutSecs: options.paymentTimeoutMinutes * 60,
      };
      return {
        message: { key: 'booking.toBank' },
        url: await payWithinLimit(deps, check, metadata, () =>
          sendToBankOrHold(deps, attempt, toPay, bank, metadata),
        ),
      };
    }
    case 'paid':
    case 'refund_pending':
    case 'refunded':
      throw new AppError('conflict', 'booking.attemptPaid', { bookNumber });
    case 'cancelled':
    case 'failed':
    case 'expired':
    case 'late_refunded':
    case 'no_show':
      throw new AppError('conflict', 'booking.attemptEnded', { bookNumber });
    default:
      return assertNever(booking.status);
  }
}

/**
 * The bank step of a keyed attempt. When the bank cannot be reached the booking is kept: the
 * guest's retry (same key) asks the bank again, and the poller settles it if nobody does.
 */
export async function sendToBankOrHold(
  deps: AppDeps,
  attempt: BookingAttempt,
  booking: BookingToPay,
  options: { language: Language; askFirst: boolean; sessionTimeoutSecs: number },
  metadata: EventMetadata,
): Promise<string> {
  await renewLease(deps, attempt);
  try {
    return await sendToBank(deps, booking, options, metadata);
  } catch (error) {
    if (error instanceof BankError)
      throw new AppError('bank_unavailable', 'payment.bankNoAnswerHeld');
    throw error;
  }
}
