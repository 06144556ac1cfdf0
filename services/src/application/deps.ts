import type { Actor, EventMetadata, SiteContacts } from '@hotel/contracts';
import type { Position } from '@hotel/projections';
import type { Sql } from '../db/connect';
import type { Limit, Slowdown } from '../auth/rate-limit';
import type { BankGateway } from '../bank/gateway';
import type { ChangeFeed } from '../db/change-feed';
import type { DatabaseAvailability } from '../db/availability';
import type { LeadershipState } from '../db/leadership';
import type { EventStore } from '../event-store/port';
import type { ReadMemos } from './memos';

/** How an event stream paces itself (http/staff-event-stream.ts). */
export interface StaffEventTimings {
  /** A comment every so often (proxies close silent connections), and the session checked again. */
  heartbeatMs: number;
  /** Changes of one topic within this window are sent as one event. */
  coalesceMs: number;
  /** How long one stream lasts before the server ends it. */
  lifetimeMs: number;
}

/** What the application services need; built once per process, passed down explicitly. */
export interface AppDeps {
  sql: Sql;
  store: EventStore;
  hotelTimeZone: string;
  now: () => Date;
  /** Read-your-writes: resolves once the read models reached `position` (bounded wait). */
  waitForProjections: (position: Position) => Promise<boolean>;
  /** The hotel's phones, fax, e-mail and address, as configured (env.ts). */
  contacts: SiteContacts;
  /** Absolute base of the site (return URLs, same-origin checks). */
  publicUrl: string;
  /** Where uploaded files are kept and served from (`$DATA_DIR/uploads`). */
  uploadsDir: string;
  /** Login throttling (see auth/login-throttle.ts) and the registration limit. */
  limits: {
    /** Failed logins from one address (an IPv6 /64), whatever the e-mails. */
    loginFailuresPerIp: Limit;
    /** Failed logins from one address for one e-mail. */
    loginFailuresPerIpAndEmail: Limit;
    /** Failed logins for one e-mail from anywhere: they slow its next attempts, never lock it. */
    loginSlowdownPerEmail: Slowdown;
    registerPerIp: Limit;
    /** Mails about one address's account (verification again, password reset, "already registered"). */
    accountMailsPerEmail: Limit;
    /** Password reset requests from one address, whatever the e-mails. */
    passwordResetPerIp: Limit;
  };
  /** Waits before a password is checked (the slowdown); absent: a real timer. Tests record it. */
  pause?: (ms: number) => Promise<void>;
  /** The bank's payment gateway (the sandbox bank when none is configured). */
  bank: BankGateway;
  /** Key of the bank's signed callbacks; null: callbacks are off (the poller and return suffice). */
  paymentCallbackKey: string | null;
  /** Whether the database answers (a watchdog): while it does not, requests get 503 at once. */
  database: DatabaseAvailability;
  /** What the database announces changed (db/change-feed.ts); `changed` for this process's own writes. */
  changes: ChangeFeed;
  /**
   * How the staff event stream (GET /api/staff/events) paces itself; absent: its defaults. A
   * stream ends after `lifetimeMs` (STAFF_EVENTS_LIFETIME_SECONDS) and the browser reconnects.
   */
  staffEvents?: Partial<StaffEventTimings>;
  /** Answers kept in memory until what they depend on changes (application/memos.ts). */
  memos: ReadMemos;
  /**
   * The projector of this process, when it runs one: /health/ready reports its state, and its
   * role when it runs under leadership (a standby is ready: waiting is its job).
   */
  projector?: { state(): { running: boolean; failing: string | null; role?: LeadershipState } };
  /**
   * The guests' mail outbox when this process runs it: readiness names why its batches fail (the
   * API is still ready: mails wait in the log, nothing is lost).
   */
  mail?: { readonly failing: string | null };
  /**
   * The embedded PostgreSQL this process runs, and starts again when it dies: /health/live fails
   * while it cannot (db/embedded-postgres.ts).
   */
  embeddedDatabase?: { readonly failing: string | null };
}

/**
 * Login: 10 failures per address and e-mail, 30 per address, in 15 minutes; failures for an
 * e-mail slow its next attempts from 250 ms, doubling, to 4 s. 10 registrations an hour per address.
 * 3 mails about one account an hour; 10 password reset requests an hour per address.
 */
export const DEFAULT_LIMITS: AppDeps['limits'] = {
  loginFailuresPerIp: { max: 30, windowSeconds: 900 },
  loginFailuresPerIpAndEmail: { max: 10, windowSeconds: 900 },
  loginSlowdownPerEmail: { windowSeconds: 900, firstMs: 250, maxMs: 4000 },
  registerPerIp: { max: 10, windowSeconds: 3600 },
  accountMailsPerEmail: { max: 3, windowSeconds: 3600 },
  passwordResetPerIp: { max: 10, windowSeconds: 3600 },
};

/** Who asks, within which request: the audit trail of every event. */
export interface RequestContext {
  actor: Actor;
  requestId: string;
}

export function eventMetadata(deps: AppDeps, context: RequestContext): EventMetadata {
  return {
    actor: context.actor,
    at: deps.now().toISOString(),
    correlationId: context.requestId,
    causationId: null,
  };
}
