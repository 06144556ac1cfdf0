import { HOUSEKEEPING_STATES, type EventMetadata, type RoomEvent } from '@hotel/contracts';
import { applyBatch, type Projection, type RecordedEvent } from '@hotel/projections';
import { at, day } from '../../../test/clock';
import type { TestDatabase } from '../../../test/database';
import { paymentRegistration } from '../../test/booking-builders';
import { promoCodeLife, streamIdOf, type StreamEvent } from './batch-stream-events';
import { random } from '../../test/seeded-random';

export const METADATA: readonly unknown[] = [
  {
    actor: 'system',
    at: at(0, '10:00'),
    correlationId: 'spec',
    causationId: null,
  } satisfies EventMetadata,
  {
    actor: { userId: 7, email: 'staff@example.com', role: 2 },
    at: at(0, '11:00'),
    correlationId: 'staff',
    causationId: 'c',
  },
  null, // an old event without the audit metadata
];

/**
 * A log of mixed room events as read back from a store: booking lives interleaved across rooms
 * (so one booking's events fall into different batches), every event type, blocks removed and
 * opened again under the same id, events for bookings never placed, a booking placed twice, and
 * earlier events delivered again (a hand replay); check-outs, and housekeeping marks on the rooms'
 * own housekeeping streams; rate seasons set, set again and removed under ids that come back;
 * promotion codes created (again under ids that come back), used, given back and disabled.
 */
export function mixedStream(seed: number, lives: number): RecordedEvent[] {
  const { next } = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const pending: StreamEvent[][] = [];
  for (let n = 0; n < lives; n++) {
    const roomId = 1 + (n % 17);
    const bookingId = 5_000 + n;
    const blockId = 9_000_000 + (n % 40); // reused: opened, removed and opened again
    const [checkin, checkout] = [day(10 + (n % 50)), day(12 + (n % 50))];
    const orderId = `order-${bookingId}`;
    const price = {
      nights: 2,
      roomPriceTenge: 1000 + n,
      discountPercent: 0,
      roomPartTenge: 2000,
      bookingFeeTenge: 100,
      totalTenge: 2100 + n,
    };
    const placing = {
      roomId,
      bookingId,
      roomTypeId: 1 + (n % 3),
      userId: 1 + (n % 9),
      email: `guest${n}@example.com`,
      bookNumber: 70_000 + n,
      checkin,
      checkout,
      price,
      paymentDeadline: at(1, '10:00'),
      guests: [
        { fullName: `Guest ${n}`, passportSerial: 'BN', passportNumber: String(100_000 + n) },
      ],
    };
    const placed: RoomEvent = { type: 'BookingPlaced', data: placing };
    const paid: RoomEvent = {
      type: 'PaymentConfirmed',
      data: { roomId, bookingId, orderId, amountTenge: price.totalTenge, paidAt: at(0, '12:00') },
    };
    const life: StreamEvent[] = [
      {
        type: 'RoomOpenedForOnline',
        data: { roomId, blockId, checkin, checkout: day(40 + (n % 50)) },
      },
      placed,
      {
        type: 'PaymentRegistered',
        data: paymentRegistration({ roomId, bookingId }),
      },
    ];
    const cancelledAt = at(0, '13:00');
    const endings: RoomEvent[][] = [
      [
        paid,
        { type: 'ReceptionStatusToggled', data: { roomId, bookingId, status: 1 } },
        { type: 'ReceptionStatusToggled', data: { roomId, bookingId, status: 0 } },
      ],
      [
        paid,
        {
          type: 'BookingDatesChanged',
          data: {
            roomId,
            bookingId,
            checkin: day(60),
            checkout: day(63),
            previous: { checkin, checkout },
          },
        },
      ],
      [
        paid,
        { type: 'RefundRequested', data: { roomId, bookingId, orderId, amountTenge: 2000 } },
        {
          type: 'BookingRefunded',
          data: {
            roomId,
            bookingId,
            orderId,
            amountTenge: 2000,
            bankReference: `ref-${n}`,
            cancelledAt,
          },
        },
      ],
      [
        paid,
        { type: 'RefundRequested', data: { roomId, bookingId, orderId, amountTenge: 2000 } },
        { type: 'RefundFailed', data: { roomId, bookingId, reason: 'bank said no' } },
      ],
      [{ type: 'BookingCancelled', data: { roomId, bookingId, refunded: false, cancelledAt } }],
      [{ type: 'PaymentFailed', data: { roomId, bookingId, reason: 'declined', orderId } }],
      [
        { type: 'PaymentExpired', data: { roomId, bookingId } },
        {
          type: 'LatePaymentRefunded',
          data: {
            roomId,
            bookingId,
            orderId,
            amountTenge: price.totalTenge,
            refundedAt: at(0, '14:00'),
          },
        },
      ],
      // Placed again, with other data: ignored.
      [
        paid,
        {
          type: 'BookingPlaced',
          data: {
            ...placing,
            email: 'someone-else@example.com',
            price: { ...price, totalTenge: 1 },
          },
        },
      ],
      [{ type: 'OnlineBlockRemoved', data: { roomId, blockId } }],
      [
        paid,
        { type: 'GuestCheckedIn', data: { roomId, bookingId, at: at(0, '14:00') } },
        {
          type: 'GuestCheckedOut',
          data: {
            roomId,
            bookingId,
            at: at(2, '11:00'),
            departedOn: checkout,
            bookedCheckout: checkout,
            early: false,
            refundTenge: 0,
          },
        },
      ],
    ];
    life.push(...pick(endings));
    if (next() < 0.5)
      life.push({
        type: 'RoomHousekeepingMarked',
        data: { roomId, state: pick(HOUSEKEEPING_STATES), previous: pick(HOUSEKEEPING_STATES) },
      });
    // A booking nobody placed: every change to it finds no row.
    if (next() < 0.1)
      life.push({
        type: 'ReceptionStatusToggled',
        data: { roomId, bookingId: bookingId + 100_000, status: 1 },
      });
    if (n % 5 === 0) {
      // An out-of-order period of the room, every other one back in service early.
      const periodId = 8_000_000 + n;
      const [from, to] = [day(60 + (n % 30)), day(64 + (n % 30))];
      life.push({
        type: 'RoomTakenOutOfOrder',
        data: { roomId, periodId, from, to, reason: `Repairs ${n}`, cutFromOnline: [] },
      });
      if (n % 10 === 0)
        life.push({
          type: 'RoomBackInService',
          data: { roomId, periodId, on: day(62 + (n % 30)) },
        });
    }
    if (n % 3 === 0) {
      const season = { seasonId: 1 + (n % 60), roomTypeId: 1 + (n % 3) };
      life.push(
        n % 9 === 0
          ? { type: 'RateSeasonRemoved', data: season }
          : {
              type: 'RateSeasonSet',
              data: {
                ...season,
                ...{ from: day(n % 40), to: day(5 + (n % 40)), priceTenge: 1000 + n },
                weekendPriceTenge: n % 2 === 0 ? 1500 + n : null,
                ...{ minStay: n % 4 === 0 ? 2 : null, maxStay: null, priority: n % 3 },
                ...{ closedToArrival: n % 5 === 0, closedToDeparture: false },
              },
            },
      );
    }
    if (n % 4 === 0) life.push(...promoCodeLife(n, bookingId));
    pending.push(life);
  }
  const stream: RecordedEvent[] = [];
  while (pending.some((life) => life.length > 0)) {
    const live = pending.filter((life) => life.length > 0);
    const event = pick(live).shift();
    if (!event) continue;
    const position = BigInt(stream.length + 1);
    stream.push({
      streamId: streamIdOf(event),
      streamRevision: position,
      position: { transactionId: 1000n + position / 3n, globalPosition: position },
      type: event.type,
      data: event.data,
      metadata: pick(METADATA),
      createdAt: new Date(),
    });
    if (next() < 0.03) stream.push(pick(stream)); // delivered again
  }
  return stream;
}

export function splitRandomly(stream: readonly RecordedEvent[], seed: number): RecordedEvent[][] {
  const { next } = random(seed);
  const batches: RecordedEvent[][] = [];
  for (let i = 0; i < stream.length;) {
    const size = 1 + Math.floor(next() * 150);
    batches.push(stream.slice(i, i + size));
    i += size;
  }
  return batches;
}

/** The projection's tables copied into a schema of `db`, filled batch by batch and read back. */
export function batchTables(db: TestDatabase) {
  /** Copies of the projection's tables in `schema`, empty, as a rebuild makes them. */
  async function freshTables(projection: Projection, schema: string): Promise<void> {
    await db.sql`create schema ${db.sql(schema)}`;
    for (const table of projection.tables) {
      await db.sql`create table ${db.sql(`${schema}.${table}`)} (like ${db.sql(`public.${table}`)} including all)`;
    }
  }

  /** Applies each batch in its own transaction, on the tables in `schema` (named unqualified, as a rebuild does). */
  async function applyInBatches(
    projection: Projection,
    schema: string,
    batches: readonly (readonly RecordedEvent[])[],
  ): Promise<void> {
    for (const batch of batches) {
      await db.sql.begin(async (tx) => {
        await tx`select set_config('search_path', ${schema}, true)`;
        await applyBatch(projection, batch, tx);
      });
    }
  }

  /** Every row of the projection's tables in `schema`, table by table (each ordered by its first column, a unique one). */
  const rowsOf = async (
    projection: Projection,
    schema: string,
  ): Promise<Record<string, unknown[]>> =>
    Object.fromEntries(
      await Promise.all(
        projection.tables.map(async (table) => [
          table,
          [...(await db.sql`select * from ${db.sql(`${schema}.${table}`)} order by 1`)],
        ]),
      ),
    );
  return { freshTables, applyInBatches, rowsOf };
}
