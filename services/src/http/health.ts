import type { FastifyInstance } from 'fastify';
import { listCheckpoints, listFailures } from '@hotel/projections';
import type { AppDeps } from '../application/deps';

/** How far behind the newest event a projection may be and still count as caught up. */
const MAX_LAG_EVENTS = 1000;

/**
 * Liveness (the process answers) and readiness: database reachable, projections caught up, and
 * none stopped at an event it cannot apply (a stalled one is named with its position).
 */
export function healthRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/health/live', async () => ({ status: 'ok' }));

  app.get('/health/ready', async (_request, reply) => {
    try {
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
      const caughtUp = projections.every((p) => p.lag <= MAX_LAG_EVENTS);
      const status = stalled.length > 0 ? 'stalled' : caughtUp ? 'ok' : 'catching_up';
      return reply
        .status(status === 'ok' ? 200 : 503)
        .send({ status, database: 'ok', projections, ...(stalled.length > 0 ? { stalled } : {}) });
    } catch (error) {
      app.log.warn({ err: error }, 'readiness check failed');
      return reply.status(503).send({ status: 'unavailable', database: 'unreachable' });
    }
  });
}
