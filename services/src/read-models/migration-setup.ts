import { randomBytes } from 'node:crypto';
import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { JSONValue } from 'postgres';
import { afterAll, inject } from 'vitest';
import {
  allProjections,
  BOOKINGS,
  listCheckpoints,
  migrate,
  positionReached,
  PROJECTIONS_MIGRATIONS,
  ProjectionRunner,
  type Position,
} from '@hotel/projections';
import '../../../test/provided-context';
import { createTestDatabase } from '../../../test/database';
import { withDatabase } from '../../../test/database-url';
import { bookingLives } from '../../test/booking-lives';
import { connect, type Sql } from '../db/connect';
import { SERVICES_MIGRATIONS } from '../db/migrations';
import { validateDomainEvent } from '../application/domain-events';
import { PostgresEventStore } from '../event-store/postgres/postgres-event-store';

/*
 * The setting of a read-model migration's spec: a database of its own migrated only up to the
 * projections' migration before the one under test, holding a few booking lives, and a runner that
 * replays read models to a position.
 */

/** An empty database of its own (not the migrated template), dropped after the file. */
async function emptyDatabase(): Promise<Sql> {
  const serverUrl = inject('databaseUrl');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = connect(serverUrl, { max: 1 });
  await admin.unsafe(`create database ${name}`);
  const sql = connect(withDatabase(serverUrl, name), { max: 6 });
  afterAll(async () => {
    await sql.end({ timeout: 5 });
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  });
  return sql;
}

/** The projections' migrations up to and including `last`, in a directory of their own. */
export async function migrationsUpTo(last: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'projection-migrations-'));
  afterAll(() => rm(dir, { recursive: true, force: true }));
  for (const file of (await readdir(PROJECTIONS_MIGRATIONS)).filter((f) => f <= last)) {
    await copyFile(join(PROJECTIONS_MIGRATIONS, file), join(dir, file));
  }
  return dir;
}

/**
 * A database migrated up to projections migration `last`, with 12 booking lives on three rooms in
 * its log (read models not yet fed): its connection, event store and the log's head.
 */
export async function databaseBefore(
  last: string,
): Promise<{ old: Sql; store: PostgresEventStore; head: Position }> {
  const old = await emptyDatabase();
  await migrate(old, 'services', SERVICES_MIGRATIONS);
  await migrate(old, 'projections', await migrationsUpTo(last));
  const store = new PostgresEventStore(old, validateDomainEvent);
  const head = await bookingLives(store, [1, 2, 3], () => new Date()).append(12);
  return { old, store, head };
}

/** Runs `sql`'s read models (all, or all but `except`) from their checkpoints until each has reached `until`. */
export async function catchUpTo(
  sql: Sql,
  store: PostgresEventStore,
  until: Position,
  except?: string,
): Promise<void> {
  const projections = allProjections.filter((p) => p.name !== except);
  const runner = new ProjectionRunner(sql, store, projections);
  const names = projections.map((p) => p.name);
  while (!(await positionReached(sql, names, until))) {
    if ((await runner.catchUp()) === 0) await store.waitForAppends(50);
  }
}

/** A database of its own whose read models today's projectors fed from `store` up to `head`. */
export async function caughtUpToday(store: PostgresEventStore, head: Position): Promise<Sql> {
  const fresh = await createTestDatabase();
  await catchUpTo(fresh.sql, store, head);
  return fresh.sql;
}

/** Records read model `name` as having reached `head`, where the old code left it. */
export async function checkpointAt(sql: Sql, name: string, head: Position): Promise<void> {
  await sql`
  insert into projection_checkpoints (name, transaction_id, global_position)
  values (${name}, ${head.transactionId.toString()}::xid8, ${head.globalPosition.toString()})`;
}

/** Where read model `name` stands in `sql`, as its checkpoint records it. */
export async function checkpointOf(sql: Sql, name: string) {
  return (await listCheckpoints(sql)).find((checkpoint) => checkpoint.name === name);
}

/**
 * Where the old code left the read models: every one at `head`, bookings holding `rows` as it
 * wrote them (filled by hand: this process's projector writes today's columns, read from the
 * catalog once).
 */
export async function setOldBookings(
  old: Sql,
  store: PostgresEventStore,
  head: Position,
  rows: JSONValue,
): Promise<void> {
  await catchUpTo(old, store, head, BOOKINGS);
  await old`insert into bookings select * from jsonb_populate_recordset(null::bookings, ${old.json(rows)})`;
  await checkpointAt(old, BOOKINGS, head);
}
