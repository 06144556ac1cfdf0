import { randomBytes } from 'node:crypto';
import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { searchKey } from '@hotel/contracts';
import {
  allProjections,
  BOOKINGS,
  LEDGER,
  listCheckpoints,
  migrate,
  positionReached,
  PROJECTIONS_MIGRATIONS,
  ProjectionRunner,
  type Position,
} from '@hotel/projections';
import '../../../test/provided-context';
import { withDatabase } from '../../../test/database-url';
import { createTestDatabase } from '../../../test/database';
import { bookingLives } from '../../test/booking-lives';
import { connect, type Sql } from '../db/connect';
import { SERVICES_MIGRATIONS } from '../db/migrations';
import { validateDomainEvent } from '../application/domain-events';
import { PostgresEventStore } from '../event-store/postgres/postgres-event-store';

/*
 * A database whose bookings were kept before migration 021 (no search key) is migrated: the
 * bookings read model is emptied and filled again from $all by the runner, every row with its key,
 * ending as a database that never lacked them.
 */
const LAST_BEFORE_SEARCH = '020_refill_history_and_ledger.sql';

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
async function migrationsUpTo(last: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'projection-migrations-'));
  afterAll(() => rm(dir, { recursive: true, force: true }));
  for (const file of (await readdir(PROJECTIONS_MIGRATIONS)).filter((f) => f <= last)) {
    await copyFile(join(PROJECTIONS_MIGRATIONS, file), join(dir, file));
  }
  return dir;
}

/** Runs `sql`'s read models (all, or all but `except`) from their checkpoints until each has reached `until`. */
async function catchUpTo(
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

const old = await emptyDatabase();
await migrate(old, 'services', SERVICES_MIGRATIONS);
await migrate(old, 'projections', await migrationsUpTo(LAST_BEFORE_SEARCH));
const store = new PostgresEventStore(old, validateDomainEvent);
const head = await bookingLives(store, [1, 2, 3], () => new Date()).append(12);
// The read models as today's projectors write them, from the same events.
const fresh = await createTestDatabase();
await catchUpTo(fresh.sql, store, head);
const rows = (sql: Sql) => sql`select * from bookings order by id`;
const expected = await rows(fresh.sql);

// Where the code before the search left the read models: every one at the head, bookings the rows
// of today but for their keys. (Filled by hand: this process's projector writes today's columns,
// read from the catalog once.)
await catchUpTo(old, store, head, BOOKINGS);
await old`insert into bookings select * from jsonb_populate_recordset(null::bookings, ${old.json(
  expected.map((row) => ({ ...row })),
)})`;
await old`
  insert into projection_checkpoints (name, transaction_id, global_position)
  values (${BOOKINGS}, ${head.transactionId.toString()}::xid8, ${head.globalPosition.toString()})`;
const bookingsBefore = await old<{ n: number }[]>`select count(*)::int as n from bookings`;
const ledgerBefore = (await listCheckpoints(old)).find((c) => c.name === LEDGER);

describe('projections migration 021 on a database filled before it', () => {
  it('takes bookings back to position zero, empty, leaving the other read models where they were', async () => {
    expect(bookingsBefore[0]?.n).toBeGreaterThan(0);
    // 021 first; the later migrations run after it and are not this spec's concern.
    const applied = await migrate(old, 'projections', PROJECTIONS_MIGRATIONS);
    expect(applied[0]).toBe('021_booking_search.sql');
    expect(applied.every((name) => name >= '021_')).toBe(true);
    const checkpoints = await listCheckpoints(old);
    expect(checkpoints.find((c) => c.name === BOOKINGS)?.position).toEqual({
      transactionId: 0n,
      globalPosition: 0n,
    });
    expect(checkpoints.find((c) => c.name === LEDGER)).toEqual(ledgerBefore);
    expect(await old`select 1 from bookings`).toHaveLength(0);
  });

  it('is filled again by the runner with every search key, row for row as in a database that always had them', async () => {
    await catchUpTo(old, store, head);
    const migrated = await rows(old);
    expect(migrated).toHaveLength(bookingsBefore[0]?.n ?? -1);
    expect(migrated).toEqual(expected);
    for (const row of migrated) expect(row.search_text).toContain(searchKey(String(row.email)));
  });
});
