import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  isStaffEventTopic,
  mayAccess,
  STAFF_EVENT_TOPICS,
  type StaffEventTopic,
} from '@hotel/contracts';
import type { AppDeps, StaffEventTimings } from '../application/deps';
import { findSessionUser } from '../auth/sessions';
import type { Drop } from '../db/change-feed';

export const STAFF_EVENT_DEFAULTS: StaffEventTimings = {
  heartbeatMs: 15_000,
  coalesceMs: 100,
  lifetimeMs: 30 * 60_000,
};

/** How long the browser waits before it reconnects a stream that ended. */
const RETRY_MS = 2000;

/**
 * What a housekeeper's list is made of: the rooms' cleaning states, the rooms and their types.
 * They hear of nothing else, as they may read nothing else (not even that bookings changed).
 */
const HOUSEKEEPING_TOPICS = [
  'room_housekeeping',
  'rooms',
  'room_types',
] as const satisfies readonly StaffEventTopic[];

/** The topics a staff role's stream carries: what its screens show. */
function staffEventTopicsOf(role: number): readonly StaffEventTopic[] {
  return mayAccess(role, 'staff') ? STAFF_EVENT_TOPICS : HOUSEKEEPING_TOPICS;
}

/**
 * The open event streams of one server: ended before it closes, as a stream never ends by itself
 * and the server would wait for it.
 */
export class StaffEventStreams {
  private readonly open = new Set<() => void>();
  private readonly deps: AppDeps;

  constructor(deps: AppDeps) {
    this.deps = deps;
  }

  get size(): number {
    return this.open.size;
  }

  endAll(): void {
    for (const end of [...this.open]) end();
  }

  /**
   * Answers a staff member's request (already let through by the operation's access) with a
   * stream of the database's changes its role may hear of: `change` per topic, coalesced;
   * `resync` when the change feed may have missed some; a comment heartbeat that also checks the
   * session is still valid and its role the same (another role reconnects to its own topics).
   * Hijacked from Fastify: its answer hooks would wait for a body that never ends.
   */
  serve(request: FastifyRequest, reply: FastifyReply): void {
    const { deps } = this;
    const timings = { ...STAFF_EVENT_DEFAULTS, ...deps.staffEvents };
    const token = request.sessionToken;
    const role = request.user?.role ?? 0;
    const topics = staffEventTopicsOf(role);
    const raw = reply.raw;
    reply.hijack();
    // Whatever the hooks before the handler set on the reply, then the stream's own headers.
    const earlier = Object.entries(reply.getHeaders()).filter(([, value]) => value !== undefined);
    raw.writeHead(200, {
      ...(Object.fromEntries(earlier) as Record<string, string | number | string[]>),
      'content-type': 'text/event-stream; charset=utf-8',
      // What the onSend hooks would have added (answer-headers.ts): they do not run for a stream.
      'x-request-id': request.id,
      // no-transform: no proxy may compress or hold it back; X-Accel-Buffering for nginx-likes.
      'cache-control': 'no-store, no-transform',
      'x-accel-buffering': 'no',
      // The connection ends with the stream: kept alive, it would hold the server's close for
      // the keep-alive timeout, and the browser reconnects on a new one anyway.
      connection: 'close',
    });
    raw.write(`retry: ${RETRY_MS}\n: open\n\n`);

    let released = false;
    const pending = new Set<string>();
    let resync = false;
    let flushTimer: NodeJS.Timeout | null = null;
    const flush = () => {
      flushTimer = null;
      if (resync) raw.write('event: resync\ndata: {}\n\n');
      else
        for (const topic of pending)
          raw.write(`event: change\ndata: ${JSON.stringify({ topic })}\n\n`);
      resync = false;
      pending.clear();
    };
    const drop: Drop = (name) => {
      if (name === undefined) resync = true;
      else if (isStaffEventTopic(name)) pending.add(name);
      else return;
      flushTimer ??= setTimeout(flush, timings.coalesceMs);
    };

    const heartbeat = setInterval(() => {
      void stillInRole(deps, token, role).then((staff) => {
        // The browser may have gone while the session was read.
        if (released) return;
        if (!staff) end();
        else raw.write(': heartbeat\n\n');
      });
    }, timings.heartbeatMs);
    const lifetime = setTimeout(() => end(), timings.lifetimeMs);
    const release = () => {
      if (released) return;
      released = true;
      clearInterval(heartbeat);
      clearTimeout(lifetime);
      if (flushTimer) clearTimeout(flushTimer);
      deps.changes.unsubscribe(topics, drop);
      this.open.delete(end);
    };
    function end() {
      release();
      if (!raw.writableEnded) raw.end();
    }
    this.open.add(end);
    deps.changes.subscribe(topics, drop);
    // The browser went away (a closed tab, logout, a lost network): give everything back.
    raw.on('close', release);
  }
}

/**
 * Whether the stream's session still has the role it began with: revoked, expired or given another
 * role (whose topics differ: the browser reconnects to them) ends it.
 */
async function stillInRole(deps: AppDeps, token: string | null, role: number): Promise<boolean> {
  if (!token) return false;
  try {
    const user = await findSessionUser(deps.sql, token, deps.now());
    return user !== null && user.role === role;
  } catch {
    // The database does not answer: end the stream; the browser's reconnect meets the 503 gate.
    return false;
  }
}
