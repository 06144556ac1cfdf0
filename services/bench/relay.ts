/**
 * The Kafka relay against a real local broker (scripts/kafka.sh, one KRaft node on
 * loopback): `node --import tsx services/bench/relay.ts` alone, or from `npm run bench`
 * (BENCH_ONLY=relay runs it alone there). Numbers, never pass/fail:
 *   1. throughput: BENCH_RELAY_EVENTS (default 20,000) events of the realistic mix (rebuild.ts)
 *      relayed from the start of `$all` to a fresh topic, three rounds: events/s read and
 *      messages/s acknowledged;
 *   2. lag under a steady booking load: BENCH_RELAY_RATE booking lives a second (default 50,
 *      about 250 events/s) appended for BENCH_RELAY_SECONDS (default 20) while the relay follows
 *      live; a consumer measures each message from its event's time to its arrival: p50, p99, max.
 */
import { hotelDate, addDays, roomStreamId, integrationEvent } from '@hotel/contracts';
import { comparePositions } from '@hotel/projections';
import { Kafka, logLevel } from 'kafkajs';
import pino from 'pino';
import { PUBLISHING_EVENT_TYPES, startTestBroker } from '../../test/kafka';
import { validateDomainEvent } from '../src/application/domain-events';
import type { EventStore } from '../src/event-store/port';
import { PostgresEventStore } from '../src/event-store/postgres/postgres-event-store';
import { kafkaProducer } from '../src/relay/producer';
import { readRelayCheckpoint, Relay } from '../src/relay/relay';
import type { Sql } from '../src/db/connect';
import { appendMix, bookingLife, withMetadata } from './event-mix';
import { runWhenMain, startBenchDatabase } from './setup';

const ROUNDS = 3;
const ROOMS = 200;
const log = pino({ level: 'warn' });

export interface RelayBenchResult {
  events: number;
  messages: number;
  /** Median of the rounds. */
  eventsPerSecond: number;
  messagesPerSecond: number;
  lag: { rate: number; seconds: number; messages: number; p50: number; p99: number; max: number };
}

async function untilCaughtUp(sql: Sql, store: EventStore, topic: string): Promise<void> {
  const head = await store.readHead();
  while (comparePositions(await readRelayCheckpoint(sql, topic), head) < 0)
    await new Promise((resolve) => setTimeout(resolve, 5));
}

export async function benchRelay(options: {
  sql: Sql;
  store: EventStore;
  brokers: string[];
  events?: number;
  rate?: number;
  seconds?: number;
}): Promise<RelayBenchResult> {
  const { sql, store, brokers } = options;
  await appendMix(store, options.events ?? 20_000);
  const [{ events, messages } = { events: 0, messages: 0 }] = await sql<
    { events: number; messages: number }[]
  >`
    select count(*)::int as events,
           count(*) filter (where type = any(${PUBLISHING_EVENT_TYPES}))::int as messages
    from events`;

  // 1. Throughput: each round relays the whole log to a topic of its own (a checkpoint of its own).
  const rates: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const topic = `bench-relay-${Date.now()}-${round}`;
    const relay = new Relay(
      sql,
      store,
      kafkaProducer({ brokers, clientId: 'bench', topic }, log),
      log,
      { topic },
    );
    const started = performance.now();
    relay.start();
    await untilCaughtUp(sql, store, topic);
    rates.push((performance.now() - started) / 1000);
    await relay.stop();
  }
  rates.sort((a, b) => a - b);
  const seconds = rates[Math.floor(rates.length / 2)] ?? 1;

  // 2. Lag: the relay follows live appends; a consumer times every message from its event's time.
  const rate = options.rate ?? 50;
  const loadSeconds = options.seconds ?? 20;
  const topic = `bench-relay-live-${Date.now()}`;
  // Started at the head: only the live load is measured.
  await sql`insert into relay_checkpoints (topic, transaction_id, global_position)
            select ${topic}, transaction_id, global_position from events order by transaction_id desc, global_position desc limit 1`;
  const relay = new Relay(
    sql,
    store,
    kafkaProducer({ brokers, clientId: 'bench', topic }, log),
    log,
    { topic, idleMs: 1000 },
  );
  relay.start();
  const kafka = new Kafka({ clientId: 'bench-consumer', brokers, logLevel: logLevel.NOTHING });
  const admin = kafka.admin();
  await admin.connect();
  await admin.createTopics({ topics: [{ topic }], waitForLeaders: true });
  await admin.disconnect();
  const consumer = kafka.consumer({ groupId: `bench-${topic}`, maxWaitTimeInMs: 20 });
  const lags: number[] = [];
  // The load starts once the consumer holds its partitions: joining the group is not lag.
  const joined = new Promise<void>((resolve) =>
    consumer.on(consumer.events.GROUP_JOIN, () => resolve()),
  );
  await consumer.connect();
  await consumer.subscribe({ topic, fromBeginning: true });
  await consumer.run({
    eachMessage: async ({ message }) => {
      const value = integrationEvent.parse(JSON.parse(message.value?.toString() ?? ''));
      lags.push(Date.now() - Date.parse(value.occurredAt));
    },
  });
  await joined;
  const today = hotelDate(new Date(), 'Asia/Ashgabat');
  const startedAt = performance.now();
  let appended = 0;
  let bookingId = 1_000_000;
  let expected = 0;
  while (performance.now() - startedAt < loadSeconds * 1000) {
    // A steady pace: each booking life at its own moment, never in bursts to catch up.
    const due = startedAt + (appended * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const roomId = 1 + (appended % ROOMS);
    const life = bookingLife(
      roomId,
      1 + Math.floor(appended / ROOMS),
      bookingId++,
      addDays(today, 400 + (appended % 300)),
    );
    expected += life.filter((event) => PUBLISHING_EVENT_TYPES.includes(event.type)).length;
    await store.appendToStream(roomStreamId(roomId), life.map(withMetadata), 'any');
    appended++;
  }
  const deadline = Date.now() + 30_000;
  while (lags.length < expected && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50));
  await consumer.disconnect();
  await relay.stop();
  lags.sort((a, b) => a - b);
  const pick = (q: number) => lags[Math.min(lags.length - 1, Math.floor(q * lags.length))] ?? 0;
  return {
    events,
    messages,
    eventsPerSecond: events / seconds,
    messagesPerSecond: messages / seconds,
    lag: {
      rate,
      seconds: loadSeconds,
      messages: lags.length,
      p50: pick(0.5),
      p99: pick(0.99),
      max: lags.at(-1) ?? 0,
    },
  };
}

export function printRelayResults(result: RelayBenchResult): void {
  console.log(
    `\nKafka relay to a local broker (Node ${process.version}, median of ${ROUNDS} rounds)`,
  );
  console.log(
    `  throughput: ${result.events} events (${result.messages} messages) at ${result.eventsPerSecond.toFixed(0)} events/s, ${result.messagesPerSecond.toFixed(0)} messages/s`,
  );
  const { lag } = result;
  console.log(
    `  lag (event time → consumer) at ${lag.rate} bookings/s for ${lag.seconds} s, ${lag.messages} messages: p50 ${lag.p50} ms, p99 ${lag.p99} ms, max ${lag.max} ms`,
  );
  console.log(
    JSON.stringify({
      relay: {
        ...result,
        eventsPerSecond: Math.round(result.eventsPerSecond),
        messagesPerSecond: Math.round(result.messagesPerSecond),
      },
    }),
  );
}

async function main(): Promise<void> {
  const database = await startBenchDatabase('relay', 10);
  const broker = await startTestBroker();
  try {
    const store = new PostgresEventStore(database.sql, validateDomainEvent);
    printRelayResults(
      await benchRelay({
        sql: database.sql,
        store,
        brokers: broker.brokers,
        events: Number(process.env.BENCH_RELAY_EVENTS ?? 20_000),
        rate: Number(process.env.BENCH_RELAY_RATE ?? 50),
        seconds: Number(process.env.BENCH_RELAY_SECONDS ?? 20),
      }),
    );
    await store.close();
  } finally {
    await broker.remove();
    await database.stop();
  }
}

runWhenMain(import.meta.url, main);
