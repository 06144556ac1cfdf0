import { describe, expect, it } from 'vitest';
import type { RoomEvent } from '@hotel/contracts';
import { storedEventId, toIntegrationEvent, toMessage } from './integration-events';
import { at, placed, recorded } from './integration-events-fixtures';

describe('integration events from domain events', () => {
  it('publishes a staff cancel and a no-show as cancellations, and the money that went back as a refund', () => {
    const cancelledAt = at.toISOString();
    const published = (
      [
        {
          type: 'BookingCancelledByStaff',
          data: { roomId: 4, bookingId: 77, reason: 'called', cancelledAt, refundTenge: 500 },
        },
        {
          type: 'StaffRefundSent',
          data: {
            roomId: 4,
            bookingId: 77,
            orderId: 'o',
            amountTenge: 500,
            bankReference: 'r',
            refundedAt: cancelledAt,
          },
        },
        {
          type: 'RefundRecorded',
          data: {
            roomId: 4,
            bookingId: 77,
            amountTenge: 500,
            method: 'cash',
            refundedAt: cancelledAt,
          },
        },
        { type: 'NoShowMarked', data: { roomId: 4, bookingId: 77, markedAt: cancelledAt } },
      ] satisfies RoomEvent[]
    ).map(
      (event) =>
        JSON.parse(toMessage(recorded(event))?.value ?? 'null') as {
          type: string;
          amountTenge?: number;
        },
    );
    expect(published.map((m) => [m.type, m.amountTenge])).toEqual([
      ['booking.cancelled', undefined],
      ['booking.refunded', 500],
      ['booking.refunded', 500],
      ['booking.cancelled', undefined],
    ]);
  });

  it('publishes the end of a booking never paid: declined, expired or failed, its room is free again', () => {
    const ends: [RoomEvent, string][] = [
      [
        {
          type: 'PaymentFailed',
          data: { roomId: 4, bookingId: 77, reason: 'declined', orderId: 'o' },
        },
        'declined',
      ],
      [{ type: 'PaymentExpired', data: { roomId: 4, bookingId: 77 } }, 'expired'],
      [
        {
          type: 'PaymentFailed',
          data: { roomId: 4, bookingId: 77, reason: 'bank_error', orderId: null },
        },
        'failed',
      ],
      [
        {
          type: 'PaymentFailed',
          data: { roomId: 4, bookingId: 77, reason: 'no_bank_order', orderId: null },
        },
        'failed',
      ],
    ];
    for (const [event, reason] of ends) {
      const message = toMessage(recorded(event));
      expect(message?.key).toBe('booking-77');
      expect(JSON.parse(message?.value ?? '{}')).toEqual({
        type: 'booking.released',
        version: 1,
        eventId: 'room-4@3',
        occurredAt: at.toISOString(),
        bookingId: 77,
        roomId: 4,
        reason,
      });
    }
  });

  it('publishes a move once it is done, in the new room', () => {
    const done: RoomEvent = {
      type: 'StayMovedOut',
      data: { roomId: 4, bookingId: 77, moveId: 'move-1', toRoomId: 5, toRoomTypeId: 3 },
    };
    expect(toIntegrationEvent(recorded(done))).toMatchObject({
      type: 'booking.room-changed',
      bookingId: 77,
      roomId: 5,
      roomTypeId: 3,
      previousRoomId: 4,
    });
    expect(JSON.parse(toMessage(recorded(done))?.value ?? '{}')).toMatchObject({
      type: 'booking.room-changed',
    });
  });

  it('publishes a check-in as the reception mark', () => {
    expect(
      toIntegrationEvent(
        recorded({
          type: 'GuestCheckedIn',
          data: { roomId: 4, bookingId: 77, at: at.toISOString() },
        }),
      ),
    ).toMatchObject({
      type: 'booking.reception-toggled',
      bookingId: 77,
      atReception: true,
    });
  });

  it('publishes a payment taken at reception as a paid booking, at the moment it was recorded', () => {
    expect(
      toIntegrationEvent(
        recorded({
          type: 'PaymentTakenAtReception',
          data: { roomId: 4, bookingId: 77, amountTenge: 120_000, method: 'cash' },
        }),
      ),
    ).toMatchObject({
      type: 'booking.paid',
      bookingId: 77,
      roomId: 4,
      amountTenge: 120_000,
      paidAt: at.toISOString(),
    });
  });

  it('gives an event the same id whenever it is read again, and another event another id', () => {
    expect(storedEventId(recorded(placed))).toBe(storedEventId(recorded(placed)));
    expect(storedEventId(recorded(placed, 4n))).not.toBe(storedEventId(recorded(placed)));
  });

  it('refuses to publish what its schema does not promise', () => {
    const broken = {
      ...recorded({
        type: 'PaymentConfirmed',
        data: { roomId: 4, bookingId: 77, orderId: 'o', amountTenge: 5, paidAt: 'yesterday' },
      }),
    };
    expect(() => toMessage(broken)).toThrow();
  });
});
