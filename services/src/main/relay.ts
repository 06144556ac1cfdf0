import type { AddressInfo } from 'node:net';
import { connect } from '../db/connect';
import { guardDriverRejections } from '../db/driver-guard';
import { Leadership } from '../db/leadership';
import { migrateAll } from '../db/migrations';
import { EnvError, loadEnv } from '../env';
import { validateDomainEvent } from '../application/domain-events';
import { PostgresEventStore } from '../event-store/postgres/postgres-event-store';
import { asyncApiDocument } from '../relay/asyncapi';
import { kafkaProducer } from '../relay/producer';
import { Relay } from '../relay/relay';
import { relayServer } from '../relay/server';
import { onShutdownSignals } from './graceful-shutdown';
import { createLogger } from './logger';

/**
 * The relay process: publishes integration events on Kafka from the event store of
 * DATABASE_URL. Any number may run; one is active (a PostgreSQL advisory lock), the others stand
 * by and take over within a second or two when it dies. Serves /health/live, /health/ready and
 * /asyncapi.json on PORT. Needs KAFKA_BROKERS and DATABASE_URL (it joins a database server; the
 * all-in-one process runs its own relay beside its embedded PostgreSQL instead).
 */
async function main(): Promise<void> {
  const env = loadEnv();
  if (!env.KAFKA)
    throw new EnvError(
      'Invalid configuration:\n  KAFKA_BROKERS: required by the relay (host:port, comma-separated)',
    );
  if (!env.DATABASE_URL)
    throw new EnvError(
      'Invalid configuration:\n  DATABASE_URL: required by the relay (the database of the event store)',
    );
  const logger = createLogger(env);
  guardDriverRejections(logger);
  const sql = connect(env.DATABASE_URL, { max: 4, application: 'hotel-relay' });
  await migrateAll(sql);
  const store = new PostgresEventStore(sql, validateDomainEvent);
  const relay = new Relay(sql, store, kafkaProducer(env.KAFKA, logger), logger, {
    topic: env.KAFKA.topic,
  });
  const leadership = new Leadership(env.DATABASE_URL, 'relay', relay, logger);
  const server = relayServer({ sql, relay, leadership, asyncApi: asyncApiDocument(env.KAFKA) });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(env.PORT, env.HOST, resolve);
  });
  await leadership.start();
  logger.info(
    `relay ${leadership.state} (health on port ${(server.address() as AddressInfo).port}), topic ${env.KAFKA.topic}`,
  );

  onShutdownSignals(logger, async () => {
    // The batch in flight finishes (sent and checkpointed), then the lock goes to a standby.
    await leadership.stop();
    await new Promise((resolve) => server.close(resolve));
    await store.close();
    await sql.end({ timeout: 5 });
  });
}

main().catch((error: unknown) => {
  if (error instanceof EnvError) console.error(error.message);
  else console.error('Start-up failed:', error);
  process.exit(1);
});
