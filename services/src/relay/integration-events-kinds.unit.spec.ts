import { describe, expect, it } from 'vitest';
import { integrationEvent, ROOM_EVENT_TYPES, type RoomEvent } from '@hotel/contracts';
import { day } from '../../../test/clock';
import { toIntegrationEvent, toMessage } from './integration-events';
import { at, placed, recorded } from './integration-events-fixtures';

describe('integration events from domain events', () => {
  it('publishes a placed booking without personal data, money in teňňe, dates as calendar dates', () => {
    const message = toMessage(recorded(placed));
    expect(message?.key).toBe('booking-77');
    expect(message?.eventId).toBe('room-4@3');
    expect(JSON.parse(message?.value ?? '')).toEqual({
      type: 'booking.placed',
      version: 1,
      eventId: 'room-4@3',
      occurredAt: at.toISOString(),
      bookingId: 77,
      roomId: 4,
      roomTypeId: 2,
      bookNumber: 1234,
      checkin: day(3),
      checkout: day(5),
      guestCount: 2,
      totalTenge: 95_000,
      paymentDeadline: at.toISOString(),
    });
    expect(message?.value).not.toMatch(/guest@example|123456|Aýna/);
  });

  it('keys block events by room and gives the reception mark as a boolean', () => {
    expect(
      toMessage(recorded({ type: 'OnlineBlockRemoved', data: { roomId: 4, blockId: 8 } }))?.key,
    ).toBe('room-4');
    expect(
      toIntegrationEvent(
        recorded({ type: 'ReceptionStatusToggled', data: { roomId: 4, bookingId: 77, status: 0 } }),
      ),
    ).toMatchObject({
      type: 'booking.reception-toggled',
      atReception: false,
    });
  });

  it('publishes the kinds of the issue and nothing of payments or moves in progress', () => {
    const quiet: RoomEvent[] = [
      {
        type: 'PaymentRegistered',
        data: {
          roomId: 4,
          bookingId: 77,
          orderId: 'o',
          orderNumber: '1',
          formUrl: 'https://bank.example/',
        },
      },
      { type: 'RefundRequested', data: { roomId: 4, bookingId: 77, orderId: 'o', amountTenge: 1 } },
      { type: 'RefundFailed', data: { roomId: 4, bookingId: 77, reason: 'no' } },
      {
        type: 'LatePaymentRefunded',
        data: {
          roomId: 4,
          bookingId: 77,
          orderId: 'o',
          amountTenge: 1,
          refundedAt: at.toISOString(),
        },
      },
      {
        type: 'GuestCheckedOut',
        data: {
          roomId: 4,
          bookingId: 77,
          at: at.toISOString(),
          departedOn: day(4),
          bookedCheckout: day(5),
          early: true,
          refundTenge: 0,
        },
      },
      // A move's inner steps: consumers hear of the move once it is done (booking.room-changed).
      {
        type: 'StayMovedIn',
        data: {
          roomId: 5,
          bookingId: 77,
          moveId: 'move-1',
          fromRoomId: 4,
          roomTypeId: 2,
          swapWith: null,
          stay: {
            checkin: day(4),
            checkout: day(5),
            status: 'online',
            orderId: null,
            formUrl: null,
            paymentDeadline: at.toISOString(),
            receptionStatus: 0,
            channel: 'phone',
            paidAtReception: null,
            price: {
              nights: 1,
              roomPriceTenge: 1,
              discountPercent: 0,
              roomPartTenge: 1,
              bookingFeeTenge: 0,
              totalTenge: 1,
            },
          },
        },
      },
      {
        type: 'StayMoveReverted',
        data: { roomId: 5, bookingId: 77, moveId: 'move-1', swapWith: null },
      },
      // An early departure's money back leaves the booking standing: `booking.refunded` means cancelled.
      {
        type: 'DepartureRefundRequested',
        data: { roomId: 4, bookingId: 77, orderId: 'o', amountTenge: 1 },
      },
      {
        type: 'DepartureRefundSent',
        data: {
          roomId: 4,
          bookingId: 77,
          orderId: 'o',
          amountTenge: 1,
          bankReference: 'r',
          refundedAt: at.toISOString(),
        },
      },
      {
        type: 'DepartureRefundFailed',
        data: { roomId: 4, bookingId: 77, orderId: 'o', amountTenge: 1, reason: 'no' },
      },
      {
        type: 'DepartureRefundGivenAtReception',
        data: { roomId: 4, bookingId: 77, amountTenge: 1, method: 'cash' },
      },
      // A staff cancel's refund asked of the bank, or refused by it: no money went.
      {
        type: 'StaffRefundRequested',
        data: {
          roomId: 4,
          bookingId: 77,
          orderId: 'o',
          amountTenge: 1,
          bankRefundedBeforeTenge: 0,
        },
      },
      {
        type: 'StaffRefundFailed',
        data: { roomId: 4, bookingId: 77, orderId: 'o', amountTenge: 1, reason: 'no' },
      },
      // A folio's extras and the desk's money toward it: the booking stands as it was.
      {
        type: 'ChargePosted',
        data: {
          roomId: 4,
          bookingId: 77,
          chargeId: 'c',
          description: 'Restaurant',
          amountTenge: 1,
        },
      },
      {
        type: 'DeskPaymentTaken',
        data: { roomId: 4, bookingId: 77, paymentId: 'p', amountTenge: 1, method: 'cash' },
      },
      // Who stays: the booking's nights and price stand as they were.
      {
        type: 'GuestsChanged',
        data: {
          roomId: 4,
          bookingId: 77,
          guests: [{ fullName: 'A', passportSerial: 'AS', passportNumber: '123456' }],
        },
      },
      // A room's out-of-order period: no booking changes, and the for-online nights it cuts or
      // opens again are published by the block events of the same append.
      {
        type: 'RoomTakenOutOfOrder',
        data: {
          roomId: 4,
          periodId: 90,
          from: day(3),
          to: day(5),
          reason: 'Repairs',
          cutFromOnline: [],
        },
      },
      { type: 'RoomBackInService', data: { roomId: 4, periodId: 90, on: day(4) } },
    ];
    for (const event of quiet) expect(toMessage(recorded(event))).toBeNull();
    // The relay's first eight, the room change, and the release of a booking never paid.
    expect(integrationEvent.options).toHaveLength(10);
    // Check-in is published as the reception mark it sets, and a payment taken at reception as the
    // paid booking it is: two more domain events, no new kind. A staff cancel and a
    // no-show are cancellations, a staff refund that went is a refund: four more, no new kind.
    expect(ROOM_EVENT_TYPES.length - quiet.length).toBe(17);
  });
});
