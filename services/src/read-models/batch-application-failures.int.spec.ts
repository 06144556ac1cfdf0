import { describe, expect, it } from 'vitest';
import type { RoomEvent } from '@hotel/contracts';
import { allProjections, type RecordedEvent } from '@hotel/projections';
import { at, day } from '../../../test/clock';
import { createTestDatabase } from '../../../test/database';
import { priceOf } from '../../test/booking-builders';
import { batchTables, METADATA } from './batch-application-setup';

const db = await createTestDatabase();
const { freshTables, applyInBatches } = batchTables(db);

describe('a batch with an event PostgreSQL cannot store', () => {
  const recorded = (events: RoomEvent[]): RecordedEvent[] =>
    events.map((event, i) => ({
      streamId: `room-${event.data.roomId}`,
      streamRevision: BigInt(i),
      position: { transactionId: 1n, globalPosition: BigInt(i + 1) },
      type: event.type,
      data: event.data,
      metadata: METADATA[0],
      createdAt: new Date(),
    }));
  const roomId = 3;
  const bookingId = 8_000;
  const placed = (userId: number): RoomEvent => ({
    type: 'BookingPlaced',
    data: {
      roomId,
      bookingId,
      roomTypeId: 1,
      userId,
      email: 'guest@example.com',
      bookNumber: 81_000,
      checkin: day(5),
      checkout: day(7),
      guests: [{ fullName: 'Guest', passportSerial: 'BN', passportNumber: '123456' }],
      paymentDeadline: at(1, '10:00'),
      price: priceOf(2, 1000, 100),
    },
  });
  const paid = (paidAt: string): RoomEvent => ({
    type: 'PaymentConfirmed',
    data: { roomId, bookingId, orderId: 'o', amountTenge: 2100, paidAt },
  });
  const cases: [string, string, RoomEvent[], number][] = [
    [
      'a payment time a later payment overwrites',
      'calendar_entries',
      [placed(1), paid('not a time'), paid(at(0, '12:00'))],
      1,
    ],
    [
      'a payment time a later payment overwrites',
      'bookings',
      [placed(1), paid('not a time'), paid(at(0, '12:00'))],
      1,
    ],
    [
      'a block on a room number out of range, removed again',
      'calendar_entries',
      [
        {
          type: 'RoomOpenedForOnline',
          data: { roomId: 2 ** 40, blockId: 1, checkin: day(5), checkout: day(9) },
        },
        { type: 'OnlineBlockRemoved', data: { roomId: 2 ** 40, blockId: 1 } },
      ],
      0,
    ],
    [
      'a second placing, ignored, with a user number out of range',
      'bookings',
      [placed(1), placed(2 ** 40)],
      1,
    ],
  ];

  it.each(cases)(
    'fails as a whole when it holds %s (%s), and one at a time stops at that event',
    async (_case, name, events, bad) => {
      const projection = allProjections.find((p) => p.name === name);
      if (!projection) throw new Error(`no projection ${name}`);
      const schema = `bad_${name}_${bad}_${events.length}`;
      await freshTables(projection, schema);
      const batch = recorded(events);
      await expect(applyInBatches(projection, schema, [batch])).rejects.toThrow();
      const failedAt = await (async () => {
        for (const [i, event] of batch.entries()) {
          const failed = await applyInBatches(projection, schema, [[event]]).then(
            () => false,
            () => true,
          );
          if (failed) return i;
        }
        return null;
      })();
      expect(failedAt).toBe(bad);
    },
  );
});
