import { afterAll, beforeAll } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import type { EventSource } from '@hotel/projections';
import {
  PUBLISHING_EVENT_TYPES,
  BROKER_START_MS,
  startTestBroker,
  type TestBroker,
} from '../../../test/kafka';
import type { EventMetadata } from '@hotel/contracts';
import type { Sql } from '../db/connect';
import type { EventStore } from '../event-store/port';
import { kafkaProducer } from './producer';
import { readRelayCheckpoint, Relay, type RelayOptions } from './relay';

/*
 * What the relay specs share: one Kafka broker per spec file, fresh topics, relays on them, and
 * the waits.
 */

/**
 * The spec file's broker (a live binding, set once it is up): each file calls `brokerPerFile()`
 * at its top, which starts one before the file's tests and removes it after. A call, not an import
 * that does it, so that a worker running several files one after another starts one for each.
 */
export let broker: TestBroker;
export function brokerPerFile(): void {
  beforeAll(async () => {
    broker = await startTestBroker();
  }, BROKER_START_MS);
  afterAll(async () => {
    await broker.remove();
  });
}

let topics = 0;
export const freshTopic = () => `relay-test-${process.pid}-${++topics}`;

/** A relay publishing to `options.topic` on the spec file's broker. */
export const relayToBroker = (
  sql: Sql,
  source: EventSource,
  log: FastifyBaseLogger,
  options: RelayOptions,
): Relay =>
  new Relay(
    sql,
    source,
    kafkaProducer({ brokers: broker.brokers, clientId: 'relay-test', topic: options.topic }, log),
    log,
    options,
  );

/** `stream@revision` of every stored event that publishes, in `$all` order. */
export async function publishedIds(sql: Sql): Promise<string[]> {
  const rows = await sql<{ id: string }[]>`
    select stream_id || '@' || stream_revision as id from events where type = any(${PUBLISHING_EVENT_TYPES}) order by transaction_id, global_position`;
  return rows.map((row) => row.id);
}

/** Resolves once the relay's checkpoint stands at the store's head (every event relayed). */
export async function caughtUp(
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

export function metadata(): EventMetadata {
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
export async function firstBatchWithEvents(relay: Relay): Promise<number> {
  for (;;) {
    const relayed = await relay.relayBatch();
    if (relayed > 0) return relayed;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
