import type { FastifyInstance } from 'fastify';
import { listCheckpoints } from '@hotel/projections';
import type { AppDeps } from '../application/deps';

/** How far behind the newest event a projection may be and still count as caught up. */
const MAX_LAG_EVENTS = 1000;

/** Liveness (the process answers) and readiness (database reachable, projections caught up). */
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
      const caughtUp = projections.every((p) => p.lag <= MAX_LAG_EVENTS);
      return reply.status(caughtUp ? 200 : 503).send({ status: caughtUp ? 'ok' : 'catching_up', database: 'ok', projections });
    } catch (error) {
      app.log.warn({ err: error }, 'readiness check failed');
      return reply.status(503).send({ status: 'unavailable', database: 'unreachable' });
    }
  });
}
