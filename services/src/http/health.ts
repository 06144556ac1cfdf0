import type { FastifyInstance } from 'fastify';
import {
  comparePositions,
  listCheckpoints,
  listFailures,
  printablePosition,
  type EventSource,
  type Position,
} from '@hotel/projections';
import type { AppDeps } from '../application/deps';
import { withDeadline } from '../db/availability';

/** How many events behind the newest a read model may be and still count as ready. */
const MAX_LAG_EVENTS = 100;
/** Readiness answers within a second whatever the database does. */
const READY_DEADLINE_MS = 800;

/**
 * Liveness: the process answers (its event loop turns). Readiness: the database answers, this
 * process's projector (when it runs one and is not a standby) is running and not failing, every
 * read model is within a small lag, and none stopped at an event it cannot apply (named with its position). Always
 * answered within a second: a database that does not answer is a 503 `unavailable`.
 */
export function healthRoutes(
  app: FastifyInstance,
  deps: Pick<AppDeps, 'sql' | 'store' | 'database' | 'projector' | 'embeddedDatabase'>,
): void {
  app.get('/health/live', async (_request, reply) => {
    // Its own PostgreSQL died and cannot be started again: only a restart of the process may help.
    const failing = deps.embeddedDatabase?.failing;
    return failing
      ? reply.status(503).send({ status: 'failing', database: 'not running', reason: failing })
      : { status: 'ok' };
  });

  app.get('/health/ready', async (_request, reply) => {
    if (deps.database.down) {
      return reply
        .status(503)
        .send({ status: 'unavailable', database: 'unreachable', reason: deps.database.downReason });
    }
    try {
      const report = await withDeadline(readiness(deps), READY_DEADLINE_MS);
      return reply.status(report.status === 'ok' ? 200 : 503).send(report);
    } catch (error) {
      deps.database.report(error);
      return reply.status(503).send({
        status: 'unavailable',
        database: 'unreachable',
        reason: error instanceof Error ? error.message : String(error),
      });
    }
  });
}

/**
 * The same two routes for a process with a database and nothing projected (the sandbox bank):
 * ready when the database answers, within a second.
 */
export function databaseHealthRoutes(app: FastifyInstance, sql: AppDeps['sql']): void {
  app.get('/health/live', async () => ({ status: 'ok' }));
  app.get('/health/ready', async (_request, reply) => {
    try {
      await withDeadline(sql`select 1`, READY_DEADLINE_MS);
      return { status: 'ok', database: 'ok' };
    } catch (error) {
      return reply.status(503).send({
        status: 'unavailable',
        database: 'unreachable',
        reason: error instanceof Error ? error.message : String(error),
      });
    }
  });
}

async function readiness(deps: Pick<AppDeps, 'sql' | 'store' | 'projector' | 'mail'>) {
  const head = await deps.store.readHead();
  const checkpoints = await listCheckpoints(deps.sql);
  const projections = await Promise.all(
    checkpoints.map(async (c) => ({
      name: c.name,
      lag: await lagBehind(deps.store, c.position, head),
    })),
  );
  // Past the head: the read model holds what the log does not (restored from another moment, or
  // a log moved without its order) and would wait there for events it has applied already.
  const ahead = checkpoints
    .filter((c) => comparePositions(c.position, head) > 0)
    .map((c) => ({
      name: c.name,
      checkpoint: printablePosition(c.position),
      head: printablePosition(head),
    }));
  const stalled = (await listFailures(deps.sql)).map((f) => ({
    name: f.projection,
    globalPosition: f.position.globalPosition.toString(),
    eventType: f.eventType,
    error: f.error,
    since: f.failedAt.toISOString(),
  }));
  const state = deps.projector?.state();
  // A standby runs nothing yet: only the database and the read models' lag say how things stand.
  const projector = state?.role === 'standby' ? undefined : state;
  const status =
    ahead.length > 0
      ? 'checkpoint_ahead'
      : stalled.length > 0
        ? 'stalled'
        : projector && !projector.running
          ? 'projector_stopped'
          : projector?.failing
            ? 'projector_failing'
            : projections.every((p) => p.lag <= MAX_LAG_EVENTS)
              ? 'ok'
              : 'catching_up';
  return {
    status,
    database: 'ok',
    ...(state?.role ? { role: state.role } : {}),
    projections,
    ...(projector?.failing ? { projectorError: projector.failing } : {}),
    ...(stalled.length > 0 ? { stalled } : {}),
    ...(ahead.length > 0 ? { ahead } : {}),
    ...(deps.mail?.failing ? { mailError: deps.mail.failing } : {}),
  };
}

/**
 * How many events a read model has yet to apply, counted up to one past the limit. Counted by
 * reading, not by subtracting positions: they are not counts on every store (KurrentDB's are
 * byte offsets in its log). A read model at the head reads nothing.
 */
async function lagBehind(
  store: EventSource,
  checkpoint: Position,
  head: Position,
): Promise<number> {
  if (comparePositions(checkpoint, head) >= 0) return 0;
  return (await store.readAll(checkpoint, MAX_LAG_EVENTS + 1)).length;
}
