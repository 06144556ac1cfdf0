import { KurrentDBClient } from '@kurrent/kurrentdb-client';
import type { Sql } from '../db/connect';
import { KurrentDbEventStore } from './kurrentdb/kurrentdb-event-store';
import type { EventStore, EventValidator } from './port';
import { PostgresEventStore } from './postgres/postgres-event-store';

/** Which store holds the events: PostgreSQL (the application's database) or a KurrentDB server. */
export type EventStoreChoice = { kind: 'postgres' } | { kind: 'kurrentdb'; url: string };

/**
 * The event store `choice` names. Either way read models, catalog, users and stream snapshots
 * stay in PostgreSQL (`sql`). The client connects on its first call, so a server that is down
 * shows as 503 answers and readiness, not as a refused start.
 */
export function createEventStore(
  choice: EventStoreChoice,
  sql: Sql,
  validate: EventValidator,
): EventStore {
  if (choice.kind === 'postgres') return new PostgresEventStore(sql, validate);
  return new KurrentDbEventStore(KurrentDBClient.connectionString(choice.url), sql, validate);
}
