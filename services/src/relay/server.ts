import { printablePosition } from '@hotel/projections';
import { createServer, type Server } from 'node:http';
import { withDeadline } from '../db/availability';
import type { Sql } from '../db/connect';
import type { Leadership } from '../db/leadership';
import type { Relay } from './relay';

/** Readiness answers within a second whatever the database does. */
const READY_DEADLINE_MS = 800;

/**
 * The relay process's own small HTTP server: `/health/live` (the event loop turns),
 * `/health/ready` and `/asyncapi.json` (the topic's document). Ready: the database answers and,
 * when this process is the active relay, its last batch went through; a broker that is down is
 * a 503 naming the reason. A standby is ready (it takes over when the active relay dies).
 */
export function relayServer(deps: {
  sql: Sql;
  relay: Relay;
  leadership: Leadership;
  asyncApi: object;
}): Server {
  const asyncApi = JSON.stringify(deps.asyncApi);
  return createServer((request, response) => {
    const answer = (status: number, body: string) => {
      response.writeHead(status, {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
      });
      response.end(body);
    };
    const path = (request.url ?? '/').split('?')[0];
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return answer(405, JSON.stringify({ error: 'method not allowed' }));
    if (path === '/health/live') return answer(200, JSON.stringify({ status: 'ok' }));
    if (path === '/asyncapi.json') return answer(200, asyncApi);
    if (path !== '/health/ready') return answer(404, JSON.stringify({ error: 'not found' }));
    void readiness(deps).then(({ status, body }) => answer(status, JSON.stringify(body)));
  });
}

async function readiness(deps: {
  sql: Sql;
  relay: Relay;
  leadership: Leadership;
}): Promise<{ status: number; body: object }> {
  const role = deps.leadership.state;
  try {
    await withDeadline(deps.sql`select 1`, READY_DEADLINE_MS);
  } catch (error) {
    return {
      status: 503,
      body: {
        status: 'unavailable',
        role,
        database: 'unreachable',
        reason: error instanceof Error ? error.message : String(error),
      },
    };
  }
  if (role !== 'active')
    return {
      status: role === 'standby' ? 200 : 503,
      body: { status: role === 'standby' ? 'ok' : 'stopping', role },
    };
  const relay = deps.relay.status();
  const body = { role, position: printablePosition(relay.position), sent: relay.sent };
  if (relay.failing)
    return { status: 503, body: { status: 'failing', ...body, reason: relay.failing } };
  return { status: 200, body: { status: 'ok', ...body } };
}
