import type { FastifyBaseLogger } from 'fastify';
import { Leadership } from '../db/leadership';
import type { Sql } from '../db/connect';
import type { Env } from '../env';
import type { EventStore } from '../event-store/port';
import { kafkaProducer } from './producer';
import { Relay } from './relay';

/**
 * The relay inside the all-in-one process, when KAFKA_BROKERS is set (off otherwise). On a
 * database server several such processes may run: they share one active relay by the same lock
 * as the relay process. On the embedded PostgreSQL this process owns the database alone (the
 * DATA_DIR lock), so it simply runs it. Returns what stops it, or null when Kafka is off.
 */
export async function startRelayInProcess(
  env: Env,
  deps: { sql: Sql; store: EventStore },
  log: FastifyBaseLogger,
): Promise<{ stop(): Promise<void> } | null> {
  if (!env.KAFKA) return null;
  const relay = new Relay(deps.sql, deps.store, kafkaProducer(env.KAFKA, log), log, {
    topic: env.KAFKA.topic,
  });
  if (!env.DATABASE_URL) {
    relay.start();
    return relay;
  }
  const leadership = new Leadership(env.DATABASE_URL, 'relay', relay, log);
  await leadership.start();
  return leadership;
}
