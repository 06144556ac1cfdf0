import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import {
  allProjections,
  listCheckpoints,
  positionReached,
  ProjectionRunner,
  type Position,
} from '@hotel/projections';
import { createTestDatabase } from '../../../test/database';
import { bookingLives } from '../../test/booking-lives';
import { eventually, processGroup, stopProcess } from '../../test/processes';
import { spawnEntry } from '../../test/spawn-entry';
import type { Sql } from '../db/connect';
import { validateDomainEvent } from '../application/domain-events';
import { PostgresEventStore } from '../event-store/postgres/postgres-event-store';

// kill -9 in the middle of replaying the read models: the projector process catching up from
// position zero, then `npm run projections:rebuild` filling its blue/green copies. After a restart
// every read-model table must equal, row by row, a clean replay of the same events into a
// database of its own.
const db = await createTestDatabase();
const clean = await createTestDatabase();
const store = new PostgresEventStore(db.sql, validateDomainEvent);
const dataDir = await mkdtemp(join(tmpdir(), 'hotel-projector-crash-'));
const processes = processGroup();
afterAll(async () => {
  await processes.killAll();
  await rm(dataDir, { recursive: true, force: true });
});

const NAMES = allProjections.map((p) => p.name);
const TABLES = allProjections.flatMap((p) => p.tables);
// More events than one rebuild transaction takes (10,000), so a rebuild is killed between two:
// under the lock the two batches it read ahead still commit, so past 30,000 (about 48,500 here,
// room for a poll that first sees the second batch).
const LIVES = 8000;

const projectorEnv = {
  DATABASE_URL: db.url,
  // The poller's first pass comes after 30 s: no bank is asked within these tests.
  PAYMENT_GATEWAY_URL: 'http://127.0.0.1:9/sandbox-bank/',
  PAYMENT_GATEWAY_USER: 'crash-test',
  PAYMENT_GATEWAY_PASSWORD: 'crash-test-password',
  DATA_DIR: join(dataDir, 'projector'),
};

const startProjector = () => processes.start('projector', projectorEnv, 'live');

/**
 * The name of a table's generated identity column (the ledger's line id), if it has one. An
 * attempt that was rolled back (a batch the runner then applies one event at a time, a transaction
 * a kill cut short) has used up values, so a replay after it numbers from further on: the column
 * is compared by the order it gives the rows, not by its values.
 */
const identities = new Map<string, Promise<string | undefined>>();
const identityOf = (sql: Sql, table: string) => {
  const found =
    identities.get(table) ??
    sql<{ name: string }[]>`
      select column_name as name from information_schema.columns
      where table_schema = current_schema() and table_name = ${table} and is_identity = 'YES'`.then(
      (rows) => rows[0]?.name,
    );
  identities.set(table, found);
  return found;
};

/** Every row of a table as JSON, in one order whatever the physical order (see identityOf). */
async function rowsOf(sql: Sql, table: string): Promise<string[]> {
  const ordered = await identityOf(sql, table);
  const rows =
    await sql`select * from ${sql(table)} ${ordered ? sql`order by ${sql(ordered)}` : sql``}`;
  const texts = rows.map((row) =>
    JSON.stringify(row, (key, value: unknown) =>
      ordered && key === ordered ? undefined : typeof value === 'bigint' ? value.toString() : value,
    ),
  );
  return ordered ? texts : texts.sort();
}

/**
 * A table's row count and a digest of its rows, folded in PostgreSQL instead of sending every row
 * here: the sum of each row's 64-bit hash, whatever the rows' order, an identity column left out
 * and its order kept as each row's rank (see identityOf). Equal rows give equal digests; rows
 * that differ give equal ones by a chance of about one in 2^64.
 */
async function digestOf(sql: Sql, table: string): Promise<{ rows: number; digest: string }> {
  const ordered = await identityOf(sql, table);
  const each = ordered
    ? sql`select (to_jsonb(t) - ${ordered}::text)::text || ' #' || row_number() over (order by t.${sql(ordered)}) as r from ${sql(table)} t`
    : sql`select t::text as r from ${sql(table)} t`;
  const [folded] = await sql<{ rows: number; digest: string }[]>`
    select count(*)::int as rows, coalesce(sum(hashtextextended(r, 0)), 0)::text as digest
    from (${each}) as lines`;
  return folded ?? { rows: 0, digest: '' };
}

/** Every read-model table's digest, by name. */
const digestsOf = async (sql: Sql) =>
  Object.fromEntries(
    await Promise.all(TABLES.map(async (table) => [table, await digestOf(sql, table)] as const)),
  );

const globalPositionOf = async (query: Promise<{ pos: string | null }[]>) =>
  BigInt((await query)[0]?.pos ?? '0');

/**
 * Runs `kill` while no process can read the log (`events` locked by this test), so whatever was
 * replayed stays where it is until the process is dead; releases the lock after.
 */
async function whileTheLogIsLocked(kill: () => Promise<void>): Promise<void> {
  await db.sql.begin(async (tx) => {
    await tx`lock table events in access exclusive mode`;
    await kill();
  });
}

/**
 * The read models replayed from position zero into the clean database, from the same log. In
 * batches of a rebuild's size (the least CPU per event): the projector's batches of 500 are then
 * checked against batches cut elsewhere, and the rebuilds against ones cut alike.
 */
async function cleanReplay(until: Position): Promise<void> {
  const runner = new ProjectionRunner(clean.sql, store, allProjections, { batchSize: 10_000 });
  while (!(await positionReached(clean.sql, NAMES, until))) await runner.catchUp();
}

async function expectEqualToCleanReplay(): Promise<void> {
  const ours = await digestsOf(db.sql);
  for (const table of TABLES) {
    expect(ours[table]?.rows, table).toBeGreaterThan(0);
    // Only a table whose digest differs is read row by row: the diff then names its rows.
    if (ours[table]?.digest !== cleanDigests[table]?.digest)
      expect(await rowsOf(db.sql, table), table).toEqual(await rowsOf(clean.sql, table));
  }
}

const rooms = Array.from({ length: 40 }, (_, i) => i + 1);
const head = await bookingLives(store, rooms, () => new Date()).append(LIVES, 20);
await cleanReplay(head);
// The clean database is written once, before the tests: its digests are taken once, not per test.
const cleanDigests = await digestsOf(clean.sql);

describe('kill -9 in the middle of replaying the read models', () => {
  it('the projector catching up from zero, killed, restarted: every read-model table equals a clean replay', async () => {
    const first = await startProjector();
    await eventually(async () =>
      (await listCheckpoints(db.sql)).some((c) => c.position.globalPosition > 0n),
    );
    await whileTheLogIsLocked(async () => {
      const positions = (await listCheckpoints(db.sql)).map((c) => c.position.globalPosition);
      // Killed part-way: some read model has not reached the head.
      expect(Math.min(...positions.map(Number))).toBeLessThan(Number(head.globalPosition));
      first.child.kill('SIGKILL');
      expect(await first.exited).toBeNull();
    });

    const second = await startProjector();
    await eventually(() => positionReached(db.sql, NAMES, head));
    expect(await second.ready()).toMatchObject({ status: 'ok', role: 'active' });
    await expectEqualToCleanReplay();
    expect(await stopProcess(second)).toBe(0);
  }, 180_000);

  it.each(NAMES)(
    'a rebuild of %s killed mid-fill leaves the live model whole; run again, it ends equal to a clean replay',
    async (name) => {
      const before = await digestsOf(db.sql);
      const rebuild = spawnRebuild(name);
      const shadow = `rebuild_${name}`;
      const shadowPosition = () =>
        globalPositionOf(
          db.sql
            .unsafe<{ pos: string | null }[]>(
              `select global_position::text as pos from ${shadow}.rebuild_position`,
            )
            .catch(() => [{ pos: '0' }]),
        );
      await eventually(async () => (await shadowPosition()) > 0n);
      await whileTheLogIsLocked(async () => {
        expect(await shadowPosition()).toBeLessThan(head.globalPosition);
        rebuild.child.kill('SIGKILL');
        expect(await rebuild.exited).toBeNull();
      });
      // The copies are left half-filled; the live tables are as they were.
      const [left] = await db.sql<
        { n: number }[]
      >`select count(*)::int as n from information_schema.schemata where schema_name = ${shadow}`;
      expect(left?.n).toBe(1);
      expect(await digestsOf(db.sql)).toEqual(before);

      const again = spawnRebuild(name);
      expect(await again.exited, again.output()).toBe(0);
      const [gone] = await db.sql<
        { n: number }[]
      >`select count(*)::int as n from information_schema.schemata where schema_name = ${shadow}`;
      expect(gone?.n).toBe(0);
      await expectEqualToCleanReplay();
    },
    180_000,
  );
});

/** `npm run projections:rebuild -- <name>` on this database, as its own OS process. */
function spawnRebuild(name: string) {
  const script = fileURLToPath(new URL('./rebuild-projection.ts', import.meta.url));
  return spawnEntry(script, [name], {
    ...process.env,
    DATABASE_URL: db.url,
    DATA_DIR: join(dataDir, 'rebuild'),
    LOG_LEVEL: 'info',
  });
}
