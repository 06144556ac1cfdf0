/**
 * Rebuild throughput of every read model: `node --import tsx services/bench/rebuild.ts` alone
 * (an embedded PostgreSQL in a temporary directory, or BENCH_DATABASE_URL), or `benchRebuild`
 * from the main bench. It appends BENCH_REBUILD_EVENTS (default 100,000) events of a realistic mix
 * through the real event store, with validation, then rebuilds each read model blue/green three
 * times and prints events/s (min/median/max) and the CPU seconds a rebuild took in node and in
 * PostgreSQL (medians; the embedded database only): on a shared machine events/s moves with the
 * load, CPU much less. BENCH_REBUILD_ONLY=booking_history,ledger rebuilds only those read models.
 * Numbers, never pass/fail.
 */
import {
  addDays,
  hotelDate,
  roomStreamId,
  type EventMetadata,
  type RoomEvent,
} from '@hotel/contracts';
import { allProjections, ProjectionRunner } from '@hotel/projections';
import type { Sql } from '../src/db/connect';
import { validateDomainEvent } from '../src/application/domain-events';
import type { EventStore, EventToAppend } from '../src/event-store/port';
import { PostgresEventStore } from '../src/event-store/postgres/postgres-event-store';
import { databaseCpuSeconds, runWhenMain, startBenchDatabase } from './setup';

const ROUNDS = 3;
const ROOMS = 200;
/** Booking lives appended per transaction, on one room: a realistic append, and a short setup. */
const LIVES_PER_APPEND = 4;

export interface RebuildResult {
  /** The median of the rounds. */
  eventsPerSecond: number;
  min: number;
  median: number;
  max: number;
  /** Events each rebuild replayed (the whole log, whatever else it held). */
  events: number;
  /** CPU seconds of a rebuild (the median of the rounds) in this process, and in PostgreSQL when measured. */
  nodeCpu: number;
  databaseCpu: number | null;
}

/**
 * Appends about `events` events (default 100,000) to `store` and rebuilds every read model
 * `ROUNDS` times on `sql`. A live runner on the same database keeps working meanwhile (it takes
 * the appended events too): let it catch up, or stop it, before comparing runs.
 */
export async function benchRebuild(options: {
  sql: Sql;
  store: EventStore;
  events?: number;
  rebuildBatchSize?: number;
  /** The read models to rebuild (default all). */
  only?: readonly string[];
  /** PostgreSQL's CPU seconds so far, or null when it cannot be measured. */
  databaseCpu?: () => Promise<number | null>;
}): Promise<Record<string, RebuildResult>> {
  const appendStarted = performance.now();
  const total = options.events ?? 100_000;
  await appendMix(options.store, total);
  const appendSeconds = (performance.now() - appendStarted) / 1000;
  console.log(
    `Appended ${total} events through the store in ${appendSeconds.toFixed(2)} s: ${(total / appendSeconds).toFixed(0)} events/s`,
  );
  const runner = new ProjectionRunner(options.sql, options.store, allProjections, {
    rebuildBatchSize: options.rebuildBatchSize,
  });
  const databaseCpu = options.databaseCpu ?? (() => Promise.resolve(null));
  const results: Record<string, RebuildResult> = {};
  for (const { name } of allProjections.filter(
    (p) => !options.only || options.only.includes(p.name),
  )) {
    const rates: number[] = [];
    const nodeCpu: number[] = [];
    const dbCpu: number[] = [];
    let events = 0;
    for (let round = 0; round < ROUNDS; round++) {
      // Reading PostgreSQL's CPU (in /proc) stays out of this process's figure.
      const db = await databaseCpu();
      const cpu = process.cpuUsage();
      const started = performance.now();
      events = await runner.rebuild(name);
      rates.push(events / ((performance.now() - started) / 1000));
      const used = process.cpuUsage(cpu);
      nodeCpu.push((used.user + used.system) / 1e6);
      const dbAfter = await databaseCpu();
      if (db !== null && dbAfter !== null) dbCpu.push(dbAfter - db);
    }
    const { min, median, max } = spread(rates);
    results[name] = {
      eventsPerSecond: median,
      min,
      median,
      max,
      events,
      nodeCpu: spread(nodeCpu).median,
      databaseCpu: dbCpu.length > 0 ? spread(dbCpu).median : null,
    };
  }
  return results;
}

function spread(values: readonly number[]): { min: number; median: number; max: number } {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    min: sorted[0] ?? 0,
    median: sorted[Math.floor(sorted.length / 2)] ?? 0,
    max: sorted.at(-1) ?? 0,
  };
}

/** Appends booking lives spread over `ROOMS` rooms until about `total` events are in. */
export async function appendMix(store: EventStore, total: number): Promise<void> {
  const today = hotelDate(new Date(), 'Asia/Ashgabat');
  const nextLife = new Map<number, number>();
  let appended = 0;
  let bookingId = 1;
  // Two appenders at once, on different rooms, as two API requests would.
  const appender = async (lane: number) => {
    for (let turn = lane; appended < total; turn += 2) {
      const roomId = 1 + (turn % ROOMS);
      const events: EventToAppend[] = [];
      for (let i = 0; i < LIVES_PER_APPEND; i++) {
        const life = nextLife.get(roomId) ?? 0;
        nextLife.set(roomId, life + 1);
        events.push(
          ...bookingLife(roomId, life, bookingId++, addDays(today, life * 3)).map(withMetadata),
        );
      }
      appended += events.length;
      await store.appendToStream(roomStreamId(roomId), events, 'any');
    }
  };
  await Promise.all([appender(0), appender(1)]);
}

/**
 * The `life`-th booking of a room, from `checkin`: every fourth opens a for-online window first
 * (and every eighth removes it again at the end); then placed, registered with the bank, and one
 * of paid (some toggled at reception, some moved), refunded, cancelled, failed or expired.
 */
export function bookingLife(
  roomId: number,
  life: number,
  bookingId: number,
  checkin: string,
): RoomEvent[] {
  const checkout = addDays(checkin, 2);
  const blockId = 1_000_000_000 + bookingId;
  const orderId = `order-${bookingId}`;
  const at = new Date().toISOString();
  const price = {
    nights: 2,
    roomPriceTenge: 50_000,
    discountPercent: 0,
    roomPartTenge: 100_000,
    bookingFeeTenge: 5_000,
    totalTenge: 105_000,
  };
  const events: RoomEvent[] = [];
  if (life % 4 === 0)
    events.push({
      type: 'RoomOpenedForOnline',
      data: { roomId, blockId, checkin, checkout: addDays(checkin, 12) },
    });
  events.push(
    {
      type: 'BookingPlaced',
      data: {
        roomId,
        bookingId,
        roomTypeId: 1 + (roomId % 7),
        userId: 1 + (bookingId % 500),
        email: `guest-${bookingId % 500}@example.com`,
        bookNumber: 10_000 + bookingId,
        checkin,
        checkout,
        price,
        paymentDeadline: at,
        guests: [
          {
            fullName: 'Bench Guest',
            passportSerial: 'BN',
            passportNumber: String(100_000 + bookingId),
          },
        ],
      },
    },
    {
      type: 'PaymentRegistered',
      data: {
        roomId,
        bookingId,
        orderId,
        orderNumber: String(bookingId),
        formUrl: `https://bank.example/pay/${orderId}`,
      },
    },
  );
  const paid: RoomEvent = {
    type: 'PaymentConfirmed',
    data: { roomId, bookingId, orderId, amountTenge: price.totalTenge, paidAt: at },
  };
  switch (bookingId % 10) {
    case 5:
      events.push(
        paid,
        {
          type: 'RefundRequested',
          data: { roomId, bookingId, orderId, amountTenge: price.roomPartTenge },
        },
        {
          type: 'BookingRefunded',
          data: {
            roomId,
            bookingId,
            orderId,
            amountTenge: price.roomPartTenge,
            bankReference: `ref-${bookingId}`,
            cancelledAt: at,
          },
        },
      );
      break;
    case 6:
      events.push({
        type: 'BookingCancelled',
        data: { roomId, bookingId, refunded: false, cancelledAt: at },
      });
      break;
    case 7:
      events.push({
        type: 'PaymentFailed',
        data: { roomId, bookingId, reason: 'declined', orderId },
      });
      break;
    case 8:
      events.push({ type: 'PaymentExpired', data: { roomId, bookingId } });
      break;
    case 9:
      events.push(paid, {
        type: 'BookingDatesChanged',
        data: {
          roomId,
          bookingId,
          checkin: addDays(checkin, 1),
          checkout: addDays(checkout, 1),
          previous: { checkin, checkout },
        },
      });
      break;
    default:
      events.push(paid, { type: 'ReceptionStatusToggled', data: { roomId, bookingId, status: 1 } });
      if (bookingId % 3 === 0)
        events.push({ type: 'ReceptionStatusToggled', data: { roomId, bookingId, status: 0 } });
  }
  if (life % 8 === 0) events.push({ type: 'OnlineBlockRemoved', data: { roomId, blockId } });
  return events;
}

export function withMetadata(event: RoomEvent): EventToAppend {
  const staff =
    event.type === 'ReceptionStatusToggled' ||
    event.type === 'BookingDatesChanged' ||
    event.type.includes('Online');
  const metadata: EventMetadata = {
    actor: staff ? { userId: 1, email: 'admin@example.com', role: 2 } : 'system',
    at: new Date().toISOString(),
    correlationId: `bench-${event.data.roomId}`,
    causationId: null,
  };
  return { type: event.type, data: event.data, metadata };
}

export function printRebuildResults(results: Record<string, RebuildResult>): void {
  console.log(`\nRebuild (${ROUNDS} rounds each, Node ${process.version})`);
  console.log(
    'read model'.padEnd(20),
    'events'.padStart(8),
    'min ev/s'.padStart(10),
    'median'.padStart(10),
    'max'.padStart(10),
    'node CPU s'.padStart(11),
    'pg CPU s'.padStart(9),
  );
  for (const [name, r] of Object.entries(results)) {
    console.log(
      name.padEnd(20),
      String(r.events).padStart(8),
      r.min.toFixed(0).padStart(10),
      r.median.toFixed(0).padStart(10),
      r.max.toFixed(0).padStart(10),
      r.nodeCpu.toFixed(2).padStart(11),
      (r.databaseCpu === null ? '-' : r.databaseCpu.toFixed(2)).padStart(9),
    );
  }
  const summary = (r: RebuildResult) => ({
    min: Math.round(r.min),
    median: Math.round(r.median),
    max: Math.round(r.max),
    events: r.events,
    nodeCpuSeconds: Number(r.nodeCpu.toFixed(2)),
    databaseCpuSeconds: r.databaseCpu === null ? null : Number(r.databaseCpu.toFixed(2)),
  });
  console.log(
    JSON.stringify({
      rebuild: Object.fromEntries(Object.entries(results).map(([k, r]) => [k, summary(r)])),
    }),
  );
}

async function main(): Promise<void> {
  const database = await startBenchDatabase('rebuild', 10);
  const { sql } = database;
  try {
    const store = new PostgresEventStore(sql, validateDomainEvent);
    const batch = process.env.BENCH_REBUILD_BATCH
      ? Number(process.env.BENCH_REBUILD_BATCH)
      : undefined;
    const only = process.env.BENCH_REBUILD_ONLY?.split(',');
    printRebuildResults(
      await benchRebuild({
        sql,
        store,
        events: Number(process.env.BENCH_REBUILD_EVENTS ?? 100_000),
        rebuildBatchSize: batch,
        only,
        databaseCpu: () => databaseCpuSeconds(database),
      }),
    );
    await store.close();
  } finally {
    await database.stop();
  }
}

runWhenMain(import.meta.url, main);
