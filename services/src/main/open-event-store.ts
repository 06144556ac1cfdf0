import { validateDomainEvent } from '../application/domain-events';
import { withApplicationErrors } from '../application/event-store-errors';
import type { Sql } from '../db/connect';
import { EnvError, EVENTSTORE_URL_REQUIRED, type Env } from '../env';
import type { EventStore } from '../event-store/port';
import { createEventStore, type EventStoreChoice } from '../event-store/select';

/** The store `EVENT_STORE` names: PostgreSQL, or EventStoreDB/KurrentDB at `EVENTSTORE_URL`. */
export function eventStoreChoice(
  env: Pick<Env, 'EVENT_STORE' | 'EVENTSTORE_URL'>,
): EventStoreChoice {
  if (env.EVENT_STORE === 'postgres') return { kind: 'postgres' };
  // loadEnv refuses this already; an environment built by hand meets the same words.
  if (!env.EVENTSTORE_URL)
    throw new EnvError(`Invalid configuration:\n  ${EVENTSTORE_URL_REQUIRED}`);
  return { kind: 'kurrentdb', url: env.EVENTSTORE_URL };
}

/**
 * The application's event store: the one the environment names, taking only events their
 * schemas accept, and failing with the application's errors (a store that cannot serve is a 503).
 */
export function openEventStore(
  env: Pick<Env, 'EVENT_STORE' | 'EVENTSTORE_URL'>,
  sql: Sql,
): EventStore {
  return withApplicationErrors(createEventStore(eventStoreChoice(env), sql, validateDomainEvent));
}
