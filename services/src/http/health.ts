import type { FastifyInstance } from 'fastify';
import { listCheckpoints, listFailures } from '@hotel/projections';
import type { AppDeps } from '../application/deps';
import { withDeadline } from '../db/availability';

/** How far behind the newest event a read model may be and still count as ready. */
const MAX_LAG_EVENTS = 100;
/** Readiness answers within a second whatever the database does. */
const READY_DEADLINE_MS = 800;

/**
 * Liveness: the process answers (its event loop turns). Readiness: the database answers, this
 * process's projector (when it runs one and is not a standby) is running and not failing, every read model is within
 * a small lag, and none stopped at an event it cannot apply (named with its position). Always
 * answered within a second: a database that does not answer is a 503 `unavailable`.
 */
export function healthRoutes(app: FastifyInstance, deps: Pick<AppDeps, 'sql' | 'database' | 'projector'>): void {
  app.get('/health/live', async () => ({ status: 'ok' }));

  app.get('/health/ready', async (_request, reply) => {
    if (deps.database.down) {
      return reply.status(503).send({ status: 'unavailable', database: 'unreachable', reason: deps.database.downReason });
    }
    try {
      const report = await withDeadline(readiness(deps), READY_DEADLINE_MS);
      return reply.status(report.status === 'ok' ? 200 : 503).send(report);
    } catch (error) {
      deps.database.report(error);
      return reply.status(503).send({ status: 'unavailable', database: 'unreachable', reason: error instanceof Error ? error.message : String(error) });
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
      return reply.status(503).send({ status: 'unavailable', database: 'unreachable', reason: error instanceof Error ? error.message : String(error) });
    }
  });
}

async function readiness(deps: Pick<AppDeps, 'sql' | 'projector'>) {
  const [head] = await deps.sql<{ pos: string | null }[]>`select max(global_position)::text as pos from events`;
  const newest = BigInt(head?.pos ?? '0');
  const projections = (await listCheckpoints(deps.sql)).map((c) => ({
    name: c.name,
    lag: Number(newest - c.position.globalPosition > 0n ? newest - c.position.globalPosition : 0n),
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
    stalled.length > 0
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
  };
}

