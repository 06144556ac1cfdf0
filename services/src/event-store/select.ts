import { KurrentDBClient } from '@kurrent/kurrentdb-client';
import type { Sql } from '../db/connect';
import { EnvError, EVENTSTORE_URL_REQUIRED, type Env } from '../env';
import { KurrentDbEventStore } from './kurrentdb/kurrentdb-event-store';
import type { EventStore, EventValidator } from './port';
import { PostgresEventStore } from './postgres/postgres-event-store';

/**
 * The event store `EVENT_STORE` names: PostgreSQL (events in the application's database) or
 * EventStoreDB/KurrentDB at `EVENTSTORE_URL`. Either way read models, catalog, users and stream
 * snapshots stay in PostgreSQL (`sql`). The client connects on its first call, so a server that
 * is down shows as 503 answers and readiness, not as a refused start.
 */
export function createEventStore(
  env: Pick<Env, 'EVENT_STORE' | 'EVENTSTORE_URL'>,
  sql: Sql,
  validate: EventValidator,
): EventStore {
  if (env.EVENT_STORE === 'postgres') return new PostgresEventStore(sql, validate);
  // loadEnv refuses this already; an environment built by hand meets the same words.
  if (!env.EVENTSTORE_URL)
    throw new EnvError(`Invalid configuration:\n  ${EVENTSTORE_URL_REQUIRED}`);
  return new KurrentDbEventStore(
    KurrentDBClient.connectionString(env.EVENTSTORE_URL),
    sql,
    validate,
  );
}
