import { randomInt } from 'node:crypto';
import type { EventMetadata, Language, PaymentInput, PriceBreakdown } from '@hotel/contracts';
import { guestRecordOf } from '@hotel/contracts';
import type { Position } from '@hotel/projections';
import type { AppDeps } from '../application/deps';
import { AppError } from '../application/errors';
import type { SessionUser } from '../auth/sessions';
import { handleRoomCommand } from '../rooms/room-commands';
import { RoomRuleViolated } from '../rooms/room-errors';
import { tryRoom, type BookingAttempt } from './booking-attempts';

/** Appends `BookingPlaced` in the first candidate room its rules accept; a keyed attempt names each room first. */
export async function placeInFirstFree(
  deps: AppDeps,
  booking: {
    bookingId: number;
    bookNumber: number;
    user: SessionUser;
    input: PaymentInput;
    price: PriceBreakdown;
    deadline: string;
    language: Language;
  },
  candidates: number[],
  attempt: BookingAttempt | null,
  metadata: EventMetadata,
): Promise<{ roomId: number; position: Position }> {
  const { bookingId, bookNumber, user, input, price, deadline, language } = booking;
  const guests = input.guests.map(guestRecordOf);
  for (const roomId of candidates) {
    if (attempt) await tryRoom(deps, attempt, roomId);
    try {
      const placed = await handleRoomCommand(
        deps.store,
        {
          type: 'PlaceBooking',
          data: {
            roomId,
            bookingId,
            roomTypeId: input.id,
            userId: user.id,
            email: user.email,
            bookNumber,
            checkin: input.checkin,
            checkout: input.checkout,
            guests,
            price,
            paymentDeadline: deadline,
            language,
          },
        },
        metadata,
      );
      return { roomId, position: placed.position };
    } catch (error) {
      if (!(error instanceof RoomRuleViolated) || error.kind !== 'conflict') throw error;
    }
  }
  throw new AppError('conflict', 'booking.noRoomFree');
}

/** Candidates in random order, so concurrent guests rarely race for the same room. */
export function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}
