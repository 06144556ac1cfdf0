import type { Actor, EventMetadata } from '@hotel/contracts';
import type { Position } from '@hotel/projections';
import type { Sql } from '../db/connect';
import type { EventStore } from '../event-store/port';

/** What the application services need; built once per process, passed down explicitly. */
export interface AppDeps {
  sql: Sql;
  store: EventStore;
  hotelTimeZone: string;
  now: () => Date;
  /** Read-your-writes: resolves once the read models reached `position` (bounded wait). */
  waitForProjections: (position: Position) => Promise<boolean>;
}

/** Who asks, within which request: the audit trail of every event. */
export interface RequestContext {
  actor: Actor;
  requestId: string;
}

export function eventMetadata(deps: AppDeps, context: RequestContext): EventMetadata {
  return { actor: context.actor, at: deps.now().toISOString(), correlationId: context.requestId, causationId: null };
}
