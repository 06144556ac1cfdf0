import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll } from 'vitest';
import { allProjections, ProjectionRunner } from '@hotel/projections';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { DEFAULT_LIMITS, type AppDeps } from '../src/application/deps';
import { hashPassword } from '../src/auth/passwords';
import { seedDemoData } from '../src/catalog/demo-data';
import { PostgresEventStore } from '../src/event-store/postgres/postgres-event-store';
import { buildApp } from '../src/http/app';

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  db: TestDatabase;
  runner: ProjectionRunner;
  /** Moves the clock the application sees. */
  setNow(iso: string): void;
  /** Creates a user with this role and logs in through the API; returns the cookie header. */
  session(role: 1 | 2, email?: string): Promise<{ cookie: string; email: string; token: string }>;
}

/**
 * The whole HTTP app over a fresh database with the demo hotel, a running projector and a clock
 * the test controls (default 2026-11-21 10:00 in Ashgabat). Nothing listens: tests use inject.
 */
export async function createTestApp(
  options: { now?: string; seed?: boolean; limits?: AppDeps['limits'] } = {},
): Promise<TestApp> {
  const db = await createTestDatabase();
  let now = new Date(options.now ?? '2026-11-21T05:00:00Z');
  const store = new PostgresEventStore(db.sql);
  const runner = new ProjectionRunner(db.sql, store, allProjections, { idleMs: 50 });
  const deps: AppDeps = {
    sql: db.sql,
    store,
    hotelTimeZone: 'Asia/Ashgabat',
    now: () => now,
    waitForProjections: (position) => runner.waitFor(position, 5000),
    publicUrl: 'http://localhost:3000',
    limits: options.limits ?? DEFAULT_LIMITS,
  };
  runner.start();
  if (options.seed ?? true) await seedDemoData(deps);
  const app = await buildApp(deps, { logger: pino({ level: 'silent' }), clientDist: null });
  afterAll(async () => {
    await app.close();
    await runner.stop();
    await store.close();
  });
  let users = 0;
  const session: TestApp['session'] = async (role, email = `user${++users}-${role}@example.com`) => {
    const password = 'correct horse battery';
    await db.sql`insert into users (email, password_hash, role_id) values (${email}, ${await hashPassword(password)}, ${role})
                 on conflict do nothing`;
    const res = await app.inject({ method: 'POST', url: '/api/authentication', payload: { isLogin: true, email, password } });
    const cookie = res.cookies.find((c) => c.name === 'hotel_session');
    if (!cookie) throw new Error(`login failed: ${res.body}`);
    return { cookie: `hotel_session=${cookie.value}`, email, token: cookie.value };
  };
  return { app, deps, db, runner, setNow: (iso) => (now = new Date(iso)), session };
}

/** A room of the demo hotel with no for-online block at all (every eighth room). */
export async function closedRoomId(deps: AppDeps): Promise<number> {
  const rows = await deps.sql<{ id: number }[]>`
    select r.id from rooms r where not exists (select 1 from calendar_entries c where c.room_id = r.id)
    order by r.id limit 1`;
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('the demo hotel has no closed room');
  return id;
}
