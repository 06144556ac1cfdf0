import { describe, expect, it } from 'vitest';
import pino from 'pino';
import {
  EVENT_ID_HEADER,
  integrationEvent,
  integrationEventKey,
  roomStreamId,
} from '@hotel/contracts';
import { START } from '@hotel/projections';
import { at, day } from '../../../test/clock';
import { createTestDatabase } from '../../../test/database';
import { consumeTopic } from '../../../test/kafka';
import { appendMix } from '../../bench/event-mix';
import { DECLINED_CARD, payAtBank } from '../../test/guest';
import { onlyRoomBooking } from '../../test/booking-setup';
import { createTestApp } from '../../test/test-app';
import { validateDomainEvent } from '../application/domain-events';
import { PostgresEventStore } from '../event-store/postgres/postgres-event-store';
import type { OutgoingMessage } from './integration-events';
import type { MessageProducer } from './producer';
import { readRelayCheckpoint, Relay } from './relay';
import {
  broker,
  brokerPerFile,
  caughtUp,
  firstBatchWithEvents,
  freshTopic,
  metadata,
  publishedIds,
  relayToBroker,
} from './relay-setup';

brokerPerFile();
const log = pino({ level: process.env.DEBUG_RELAY ? 'debug' : 'silent' });

describe('the Kafka relay', () => {
  it('publishes every integration event once, keyed, with its id in a header and a payload of its schema', async () => {
    const database = await createTestDatabase();
    const store = new PostgresEventStore(database.sql, validateDomainEvent);
    await appendMix(store, 600);
    const topic = freshTopic();
    const relay = relayToBroker(database.sql, store, log, { topic, batchSize: 100, idleMs: 50 });
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
    const relay = relayToBroker(site.db.sql, site.deps.store, log, { topic, idleMs: 50 });
    relay.start();
    try {
      const declined = await onlyRoomBooking(site, 'kafka-declined@example.com', 131, 2);
      await payAtBank(declined.placed, DECLINED_CARD);
      await onlyRoomBooking(site, 'kafka-expired@example.com', 141, 2);
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
    expect(lifeOf(day(131))).toEqual(['booking.placed', 'booking.released declined']);
    expect(lifeOf(day(141))).toEqual(['booking.placed', 'booking.released expired']);
  }, 120_000);
});
