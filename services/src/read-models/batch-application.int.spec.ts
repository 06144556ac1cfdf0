import { describe, expect, it } from 'vitest';
import type { EventMetadata, RoomEvent } from '@hotel/contracts';
import {
  allProjections,
  applyBatch,
  type Projection,
  type RecordedEvent,
} from '@hotel/projections';
import { at, day } from '../../../test/clock';
import { createTestDatabase } from '../../../test/database';

const db = await createTestDatabase();

/** A small deterministic generator (mulberry32): a failing stream can be replayed from its seed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const METADATA: readonly unknown[] = [
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
 * earlier events delivered again (a hand replay).
 */
function mixedStream(seed: number, lives: number): RecordedEvent[] {
  const next = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const pending: RoomEvent[][] = [];
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
    const life: RoomEvent[] = [
      {
        type: 'RoomOpenedForOnline',
        data: { roomId, blockId, checkin, checkout: day(40 + (n % 50)) },
      },
      placed,
      {
        type: 'PaymentRegistered',
        data: {
          roomId,
          bookingId,
          orderId,
          orderNumber: String(bookingId),
          formUrl: `https://bank.example/${orderId}`,
        },
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
    ];
    life.push(...pick(endings));
    // A booking nobody placed: every change to it finds no row.
    if (next() < 0.1)
      life.push({
        type: 'ReceptionStatusToggled',
        data: { roomId, bookingId: bookingId + 100_000, status: 1 },
      });
    pending.push(life);
  }
  const stream: RecordedEvent[] = [];
  while (pending.some((life) => life.length > 0)) {
    const live = pending.filter((life) => life.length > 0);
    const event = pick(live).shift();
    if (!event) continue;
    const position = BigInt(stream.length + 1);
    stream.push({
      streamId: `room-${event.data.roomId}`,
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
const rowsOf = async (projection: Projection, schema: string): Promise<Record<string, unknown[]>> =>
  Object.fromEntries(
    await Promise.all(
      projection.tables.map(async (table) => [
        table,
        [...(await db.sql`select * from ${db.sql(`${schema}.${table}`)} order by 1`)],
      ]),
    ),
  );

function splitRandomly(stream: readonly RecordedEvent[], seed: number): RecordedEvent[][] {
  const next = random(seed);
  const batches: RecordedEvent[][] = [];
  for (let i = 0; i < stream.length;) {
    const size = 1 + Math.floor(next() * 150);
    batches.push(stream.slice(i, i + size));
    i += size;
  }
  return batches;
}

describe('a projector applying a batch', () => {
  const stream = mixedStream(42, 250);

  it.each(allProjections.map((p) => [p.name, p] as const))(
    'leaves the rows of %s that applying the events one at a time leaves, whole or in batches of any size',
    async (name, projection) => {
      const [oneByOne, whole, split] = [`one_${name}`, `whole_${name}`, `split_${name}`];
      for (const schema of [oneByOne, whole, split]) await freshTables(projection, schema);
      await applyInBatches(
        projection,
        oneByOne,
        stream.map((event) => [event]),
      );
      await applyInBatches(projection, whole, [stream]);
      await applyInBatches(projection, split, splitRandomly(stream, 7));

      const expected = await rowsOf(projection, oneByOne);
      for (const rows of Object.values(expected)) expect(rows.length).toBeGreaterThan(10);
      expect(await rowsOf(projection, whole)).toEqual(expected);
      expect(await rowsOf(projection, split)).toEqual(expected);
    },
    // 250 events applied one transaction each: 10 to 21 s on a quiet 2-core machine, more under load.
    120_000,
  );

  it('keeps the first of two placings of a booking and adds no row for changes to a booking never placed', async () => {
    for (const projection of allProjections.filter(
      (p) => p.name === 'bookings' || p.name === 'calendar_entries',
    )) {
      await freshTables(projection, `semantics_${projection.name}`);
      await applyInBatches(projection, `semantics_${projection.name}`, splitRandomly(stream, 11));
    }
    expect(
      await db.sql`select id from semantics_bookings.bookings where email = 'someone-else@example.com' or amount_tenge = 1`,
    ).toEqual([]);
    const placed = stream
      .filter((e) => e.type === 'BookingPlaced')
      .map((e) => (e.data as { bookingId: number }).bookingId);
    for (const table of [
      'semantics_bookings.bookings',
      'semantics_calendar_entries.calendar_entries',
    ]) {
      const ids = await db.sql<
        { id: string }[]
      >`select id from ${db.sql(table)} where id < 9000000`;
      expect(ids.map((r) => Number(r.id)).filter((id) => !placed.includes(id))).toEqual([]);
    }
  });
});

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
      price: {
        nights: 2,
        roomPriceTenge: 1000,
        discountPercent: 0,
        roomPartTenge: 2000,
        bookingFeeTenge: 100,
        totalTenge: 2100,
      },
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
