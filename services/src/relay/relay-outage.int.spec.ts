import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { EVENT_ID_HEADER, roomStreamId } from '@hotel/contracts';
import { day } from '../../../test/clock';
import { createTestDatabase } from '../../../test/database';
import { consumeTopic } from '../../../test/kafka';
import { book, registerGuest } from '../../test/guest';
import { createTestApp } from '../../test/test-app';
import { Leadership } from '../db/leadership';
import { validateDomainEvent } from '../application/domain-events';
import { PostgresEventStore } from '../event-store/postgres/postgres-event-store';
import { loadEnv } from '../env';
import { asyncApiDocument } from './asyncapi';
import { startRelayInProcess } from './in-process';
import { relayServer } from './server';
import {
  broker,
  brokerPerFile,
  caughtUp,
  freshTopic,
  metadata,
  publishedIds,
  relayToBroker,
} from './relay-setup';

brokerPerFile();
const log = pino({ level: process.env.DEBUG_RELAY ? 'debug' : 'silent' });

describe('the Kafka relay', () => {
  it('catches up after the broker was down for 10 s under a booking load: nothing lost, no API request failed, readiness said why', async () => {
    const site = await createTestApp();
    const topic = freshTopic();
    const relay = relayToBroker(site.db.sql, site.deps.store, log, {
      topic,
      idleMs: 50,
      minBackoffMs: 100,
      maxBackoffMs: 1000,
    });
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
