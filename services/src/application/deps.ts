import type { Actor, EventMetadata } from '@hotel/contracts';
import type { Position } from '@hotel/projections';
import type { Sql } from '../db/connect';
import type { Limit } from '../auth/rate-limit';
import type { BankGateway } from '../bank/gateway';
import type { EventStore } from '../event-store/port';

/** What the application services need; built once per process, passed down explicitly. */
export interface AppDeps {
  sql: Sql;
  store: EventStore;
  hotelTimeZone: string;
  now: () => Date;
  /** Read-your-writes: resolves once the read models reached `position` (bounded wait). */
  waitForProjections: (position: Position) => Promise<boolean>;
  /** Absolute base of the site (return URLs, same-origin checks). */
  publicUrl: string;
  limits: { loginPerIp: Limit; loginPerEmail: Limit; registerPerIp: Limit };
  /** The bank's payment gateway (the sandbox bank when none is configured). */
  bank: BankGateway;
  /** Key of the bank's signed callbacks; null: callbacks are off (the poller and return suffice). */
  paymentCallbackKey: string | null;
}

/** Login: 10 tries per e-mail and 30 per address in 15 minutes; 10 registrations an hour per address. */
export const DEFAULT_LIMITS: AppDeps['limits'] = {
  loginPerEmail: { max: 10, windowSeconds: 900 },
  loginPerIp: { max: 30, windowSeconds: 900 },
  registerPerIp: { max: 10, windowSeconds: 3600 },
};

/** Who asks, within which request: the audit trail of every event. */
export interface RequestContext {
  actor: Actor;
  requestId: string;
}

export function eventMetadata(deps: AppDeps, context: RequestContext): EventMetadata {
  return { actor: context.actor, at: deps.now().toISOString(), correlationId: context.requestId, causationId: null };
}
