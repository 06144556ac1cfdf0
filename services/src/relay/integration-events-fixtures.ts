import type { RoomEvent } from '@hotel/contracts';
import type { RecordedEvent } from '@hotel/projections';
import { at as atHotelTime, day } from '../../../test/clock';

// The integration events specs' stored event: a booking placed, as the event store reads it back.
export const at = new Date(atHotelTime(2, '09:30'));

export function recorded(event: RoomEvent, revision = 3n): RecordedEvent {
  return {
    streamId: `room-${event.data.roomId}`,
    streamRevision: revision,
    position: { transactionId: 10n, globalPosition: 20n },
    type: event.type,
    data: event.data,
    metadata: { actor: 'system', at: at.toISOString(), correlationId: 'c', causationId: null },
    createdAt: new Date(0),
  };
}

export const price = {
  nights: 2,
  roomPriceTenge: 50_000,
  discountPercent: 10,
  roomPartTenge: 90_000,
  bookingFeeTenge: 5_000,
  totalTenge: 95_000,
};
export const placed: RoomEvent = {
  type: 'BookingPlaced',
  data: {
    roomId: 4,
    bookingId: 77,
    roomTypeId: 2,
    userId: 9,
    email: 'guest@example.com',
    bookNumber: 1234,
    checkin: day(3),
    checkout: day(5),
    price,
    paymentDeadline: at.toISOString(),
    guests: [
      { fullName: 'Aýna Berdiýewa', passportSerial: 'BN', passportNumber: '123456' },
      { fullName: 'Merdan', passportSerial: 'BN', passportNumber: '654321' },
    ],
  },
};
