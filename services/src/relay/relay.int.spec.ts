import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import {
  EVENT_ID_HEADER,
  integrationEvent,
  integrationEventKey,
  roomStreamId,
  type EventMetadata,
} from '@hotel/contracts';
import { START } from '@hotel/projections';
import { at, day, stay } from '../../../test/clock';
import { createTestDatabase } from '../../../test/database';
import {
  BROKER_START_MS,
  consumeTopic,
  PUBLISHING_EVENT_TYPES,
  startTestBroker,
  type TestBroker,
} from '../../../test/kafka';
import { appendMix } from '../../bench/event-mix';
import {
  bookToBank,
  book,
  DECLINED_CARD,
  payAtBank,
  registerGuest,
  singleFreeRoom,
} from '../../test/guest';
import { createTestApp } from '../../test/test-app';
import type { Sql } from '../db/connect';
import { Leadership } from '../db/leadership';
import { validateDomainEvent } from '../application/domain-events';
import type { EventStore } from '../event-store/port';
import { PostgresEventStore } from '../event-store/postgres/postgres-event-store';
import { loadEnv } from '../env';
import { asyncApiDocument } from './asyncapi';
import { startRelayInProcess } from './in-process';
import type { OutgoingMessage } from './integration-events';
import { kafkaProducer, type MessageProducer } from './producer';
import { readRelayCheckpoint, Relay } from './relay';
import { relayServer } from './server';

const log = pino({ level: process.env.DEBUG_RELAY ? 'debug' : 'silent' });

let broker: TestBroker;
beforeAll(async () => {
  broker = await startTestBroker();
}, BROKER_START_MS);
afterAll(async () => {
  await broker.remove();
});

let topics = 0;
const freshTopic = () => `relay-test-${process.pid}-${++topics}`;

/** `stream@revision` of every stored event that publishes, in `$all` order. */
async function publishedIds(sql: Sql): Promise<string[]> {
  const rows = await sql<{ id: string }[]>`
    select stream_id || '@' || stream_revision as id from events where type = any(${PUBLISHING_EVENT_TYPES}) order by transaction_id, global_position`;
  return rows.map((row) => row.id);
}

/** Resolves once the relay's checkpoint stands at the store's head (every event relayed). */
async function caughtUp(
  sql: Sql,
  store: EventStore,
  topic: string,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [head, checkpoint] = [await store.readHead(), await readRelayCheckpoint(sql, topic)];
    if (
      checkpoint.globalPosition === head.globalPosition &&
      checkpoint.transactionId === head.transactionId
    )
      return;
    if (Date.now() > deadline)
      throw new Error(
        `the relay stands at ${checkpoint.globalPosition}, the head at ${head.globalPosition}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function metadata(): EventMetadata {
  return {
    actor: 'system',
    at: new Date().toISOString(),
    correlationId: 'relay-test',
    causationId: null,
  };
}

/**
 * The relay's next batch that holds an event. The log shows an event once every transaction older
 * than its append has ended, in the whole PostgreSQL (other spec files' transactions included):
 * on a loaded machine the first batch after an append may find nothing yet.
 */
async function firstBatchWithEvents(relay: Relay): Promise<number> {
  for (;;) {
    const relayed = await relay.relayBatch();
    if (relayed > 0) return relayed;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the Kafka relay', () => {
  it('publishes every integration event once, keyed, with its id in a header and a payload of its schema', async () => {
    const database = await createTestDatabase();
    const store = new PostgresEventStore(database.sql, validateDomainEvent);
    await appendMix(store, 600);
    const topic = freshTopic();
    const relay = new Relay(
      database.sql,
      store,
      kafkaProducer({ brokers: broker.brokers, clientId: 'relay-test', topic }, log),
      log,
      { topic, batchSize: 100, idleMs: 50 },
    );
    relay.start();
    await caughtUp(database.sql, store, topic);
    await relay.stop();
    await store.close();

    const expected = await publishedIds(database.sql);
    const messages = await consumeTopic(broker.brokers, topic);
    const values = messages.map((m) =>
      integrationEvent.parse(JSON.parse(m.value?.toString() ?? '')),
    );
    expect(values.map((v) => v.eventId).sort()).toEqual([...expected].sort());
    messages.forEach((message, i) => {
      const value = values[i];
      if (!value) throw new Error('no value');
      expect(message.headers?.[EVENT_ID_HEADER]?.toString()).toBe(value.eventId);
      expect(message.key?.toString()).toBe(integrationEventKey(value));
    });
    // Every kind of the list is there (the mix holds each), and a booking's release.
    expect(new Set(values.map((v) => v.type)).size).toBe(9);
    // One booking's messages keep their order (one key, one partition).
    const booking = values.filter((v) => 'bookingId' in v && v.bookingId === 10);
    expect(booking.map((v) => v.eventId)).toEqual(
      expected.filter((id) => booking.some((v) => v.eventId === id)),
    );
    expect(booking[0]?.type).toBe('booking.placed');
  });

  it('stores the checkpoint only after the broker acknowledged; events that publish nothing just move it', async () => {
    const database = await createTestDatabase();
    const store = new PostgresEventStore(database.sql, validateDomainEvent);
    const topic = freshTopic();
    let brokerUp = false;
    const acknowledged: OutgoingMessage[] = [];
    const producer: MessageProducer = {
      async send(messages) {
        if (!brokerUp) throw new Error('broker down');
        acknowledged.push(...messages);
      },
      async close() {},
    };
    const relay = new Relay(database.sql, store, producer, log, { topic });
    await store.appendToStream(
      roomStreamId(1),
      [{ type: 'OnlineBlockRemoved', data: { roomId: 1, blockId: 7 }, metadata: metadata() }],
      'no_stream',
    );
    await expect(firstBatchWithEvents(relay)).rejects.toThrow('broker down');
    expect(await readRelayCheckpoint(database.sql, topic)).toEqual(START);

    brokerUp = true;
    expect(await relay.relayBatch()).toBe(1);
    expect(acknowledged.map((m) => m.eventId)).toEqual(['room-1@0']);
    const afterSend = await readRelayCheckpoint(database.sql, topic);
    expect(afterSend).toEqual(await store.readHead());

    brokerUp = false;
    const failed = await store.appendToStream(
      roomStreamId(1),
      [
        {
          type: 'RefundFailed',
          data: { roomId: 1, bookingId: 3, reason: 'no' },
          metadata: metadata(),
        },
      ],
      0n,
    );
    expect(await firstBatchWithEvents(relay)).toBe(1);
    expect(await readRelayCheckpoint(database.sql, topic)).toEqual(failed.position);
    await store.close();
  });

  it('tells consumers when a booking declined at the bank or never paid lets its room go', async () => {
    const site = await createTestApp();
    const topic = freshTopic();
    const relay = new Relay(
      site.db.sql,
      site.deps.store,
      kafkaProducer({ brokers: broker.brokers, clientId: 'relay-test', topic }, log),
      log,
      { topic, idleMs: 50 },
    );
    const declinedStay = stay(131, 2);
    const declinedRoom = await singleFreeRoom(site, declinedStay.checkin, declinedStay.checkout);
    const expiredStay = stay(141, 2);
    const expiredRoom = await singleFreeRoom(site, expiredStay.checkin, expiredStay.checkout);
    relay.start();
    try {
      const declined = await bookToBank(
        site,
        await registerGuest(site, 'kafka-declined@example.com'),
        { id: declinedRoom.typeId, ...declinedStay },
      );
      await payAtBank(declined, DECLINED_CARD);

      await bookToBank(site, await registerGuest(site, 'kafka-expired@example.com'), {
        id: expiredRoom.typeId,
        ...expiredStay,
      });
      // Past the deadline the bank reports the unpaid order's session expired, and the poller frees the room.
      site.setNow(at(0, '10:16'));
      await site.poller.pollOnce();
      await caughtUp(site.db.sql, site.deps.store, topic);
    } finally {
      await relay.stop();
    }
    const values = (await consumeTopic(broker.brokers, topic)).map((m) =>
      integrationEvent.parse(JSON.parse(m.value?.toString() ?? '')),
    );
    /** What the topic says of the booking placed for `checkin`, in order. */
    const lifeOf = (checkin: string) => {
      const placed = values.find((v) => v.type === 'booking.placed' && v.checkin === checkin);
      const bookingId = placed && 'bookingId' in placed ? placed.bookingId : null;
      return values
        .filter((v) => 'bookingId' in v && v.bookingId === bookingId)
        .map((v) => ('reason' in v ? `${v.type} ${v.reason}` : v.type));
    };
    expect(lifeOf(declinedStay.checkin)).toEqual(['booking.placed', 'booking.released declined']);
    expect(lifeOf(expiredStay.checkin)).toEqual(['booking.placed', 'booking.released expired']);
  }, 120_000);

  it('catches up after the broker was down for 10 s under a booking load: nothing lost, no API request failed, readiness said why', async () => {
    const site = await createTestApp();
    const topic = freshTopic();
    const relay = new Relay(
      site.db.sql,
      site.deps.store,
      kafkaProducer({ brokers: broker.brokers, clientId: 'relay-test', topic }, log),
      log,
      {
        topic,
        idleMs: 50,
        minBackoffMs: 100,
        maxBackoffMs: 1000,
      },
    );
    const leadership = new Leadership(site.db.url, 'relay', relay, log, { retryMs: 200 });
    await leadership.start();
    const server = relayServer({
      sql: site.db.sql,
      relay,
      leadership,
      asyncApi: asyncApiDocument({ topic, brokers: broker.brokers }),
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const ready = async () => {
      const res = await fetch(
        `http://127.0.0.1:${(server.address() as AddressInfo).port}/health/ready`,
      );
      return {
        status: res.status,
        body: (await res.json()) as { status: string; reason?: string },
      };
    };
    try {
      expect((await ready()).status).toBe(200);
      const types = (
        await site.db.sql<{ id: number }[]>`select id from room_types where status = 1 order by id`
      ).map((t) => t.id);
      const statuses: number[] = [];
      let bookings = 0;
      const bookSome = async (count: number) => {
        for (let i = 0; i < count; i++, bookings++) {
          const type = types[bookings % types.length] ?? 0;
          const checkin = day(5 + 3 * Math.floor(bookings / types.length));
          // A guest of its own per booking: one guest may hold only a few unpaid bookings.
          const cookie = await registerGuest(site, `kafka-outage-${bookings}@example.com`);
          statuses.push(
            (
              await book(site, cookie, {
                id: type,
                checkin,
                checkout: day(6 + 3 * Math.floor(bookings / types.length)),
              })
            ).status,
          );
        }
      };
      await bookSome(5);
      await caughtUp(site.db.sql, site.deps.store, topic);

      await broker.stop();
      const downSince = Date.now();
      // Bookings go on while the broker is down (10 s), at about the pace of a busy desk.
      while (Date.now() - downSince < 10_000) {
        await bookSome(1);
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
      const whileDown = await ready();
      expect(whileDown.status).toBe(503);
      expect(whileDown.body.status).toBe('failing');
      expect(whileDown.body.reason).toBeTruthy();
      await broker.start();

      await caughtUp(site.db.sql, site.deps.store, topic);
      // No request failed: each was booked, or refused for want of a free room (409), which is
      // the hotel's answer whatever Kafka does; most were booked.
      expect(statuses.filter((s) => s !== 200 && s !== 409)).toEqual([]);
      const booked = statuses.filter((s) => s === 200).length;
      expect(booked).toBeGreaterThan(statuses.length / 2);
      const expected = await publishedIds(site.db.sql);
      const delivered = new Set(
        (await consumeTopic(broker.brokers, topic)).map((m) =>
          m.headers?.[EVENT_ID_HEADER]?.toString(),
        ),
      );
      expect(expected.filter((id) => !delivered.has(id))).toEqual([]);
      const [placed] = await site.db.sql<
        { n: number }[]
      >`select count(*)::int as n from events where type = 'BookingPlaced'`;
      expect(placed?.n).toBe(booked);
      expect((await ready()).status).toBe(200);
    } finally {
      await leadership.stop();
      await new Promise((resolve) => server.close(resolve));
    }
    // 10 s of outage, the broker's restart (about 6 s, far more on a loaded machine) and the catch-up.
  }, 180_000);

  it('runs inside npm start only when KAFKA_BROKERS is set', async () => {
    const database = await createTestDatabase();
    const store = new PostgresEventStore(database.sql, validateDomainEvent);
    expect(
      await startRelayInProcess(
        loadEnv({ DATABASE_URL: database.url }),
        { sql: database.sql, store },
        log,
      ),
    ).toBeNull();
    const topic = freshTopic();
    const env = loadEnv({
      DATABASE_URL: database.url,
      KAFKA_BROKERS: broker.brokers.join(','),
      KAFKA_TOPIC: topic,
    });
    const running = await startRelayInProcess(env, { sql: database.sql, store }, log);
    await store.appendToStream(
      roomStreamId(2),
      [{ type: 'OnlineBlockRemoved', data: { roomId: 2, blockId: 9 }, metadata: metadata() }],
      'no_stream',
    );
    await caughtUp(database.sql, store, topic);
    await running?.stop();
    await store.close();
    const messages = await consumeTopic(broker.brokers, topic);
    expect(messages.map((m) => m.headers?.[EVENT_ID_HEADER]?.toString())).toEqual(['room-2@0']);
  }, 120_000);
});
