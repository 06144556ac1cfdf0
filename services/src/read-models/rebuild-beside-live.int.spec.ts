import { describe, expect, it } from 'vitest';
import {
  allProjections,
  BOOKING_HISTORY,
  BOOKINGS,
  CALENDAR_ENTRIES,
  LEDGER,
  comparePositions,
  listCheckpoints,
  positionReached,
  ProjectionRunner,
  type Position,
  type RunnerOptions,
} from '@hotel/projections';
import { createTestDatabase } from '../../../test/database';
import type { Sql } from '../db/connect';
import { validateDomainEvent } from '../application/domain-events';
import { PostgresEventStore } from '../event-store/postgres/postgres-event-store';
import { bookingLives } from '../../test/booking-lives';
import { createTestApp } from '../../test/test-app';

// The server: the whole app with its live runner. The rebuild runs beside it from another pool,
// as `npm run projections:rebuild` does from another process.
const site = await createTestApp();
const { db } = site;
// A fresh database whose read models are replayed offline from this one's log, for comparison.
const offline = await createTestDatabase();

const rooms = (await db.sql<{ id: number }[]>`select id from rooms order by id`).map((r) => r.id);
const lives = bookingLives(site.deps.store, rooms, site.deps.now);
/** Appends `count` booking lives through the real event store; the position of the last. */
const appendBookings = (count: number): Promise<Position> => lives.append(count);

/** Another process's view: its own pool, store and runner, as the rebuild command has. */
function anotherProcess(options: RunnerOptions = {}): ProjectionRunner {
  const sql = db.connectAgain(4);
  return new ProjectionRunner(
    sql,
    new PostgresEventStore(sql, validateDomainEvent),
    allProjections,
    options,
  );
}

/** A promise and what settles it: one side of a spec waits until the other says so. */
function signal() {
  let fire: () => void = () => undefined;
  const fired = new Promise<void>((resolve) => (fire = resolve));
  return { fire, fired };
}

const countRows = async (sql: Sql, table: string) =>
  (await sql<{ n: number }[]>`select count(*)::int as n from ${sql(table)}`)[0]?.n ?? 0;
const KEYS: Record<string, string> = {
  booking_history: 'global_position',
  ledger_bookings: 'booking_id',
};
const rowsOf = (sql: Sql, table: string) =>
  sql`select * from ${sql(table)} order by ${sql(KEYS[table] ?? 'id')}`;
/** Index and constraint names and definitions: a rebuild keeps them as the migrations made them. */
const shapeOf = (tables: string[]) => db.sql`
  select tablename as table, indexname as name, indexdef as definition from pg_indexes
  where schemaname = 'public' and tablename = any(${tables}) order by indexname`;
const constraintsOf = (tables: string[]) => db.sql`
  select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint
  where conrelid = any(select to_regclass(t)::oid from unnest(${tables}::text[]) t) order by conname`;
/** Columns with a statistics target of their own (a migration tuned them). */
const statisticsOf = (tables: string[]) => db.sql`
  select attrelid::regclass::text as table, attname as column, attstattarget as target from pg_attribute
  where attrelid = any(select to_regclass(t)::oid from unnest(${tables}::text[]) t) and coalesce(attstattarget, -1) >= 0
  order by 1, 2`;

/** Replays `name` from position zero in the fresh database, reading this database's log. */
async function offlineReplay(name: string, until: Position): Promise<void> {
  const runner = new ProjectionRunner(
    offline.sql,
    site.deps.store,
    allProjections.filter((p) => p.name === name),
  );
  while (!(await positionReached(offline.sql, [name], until))) {
    if ((await runner.catchUp()) === 0) await site.deps.store.waitForAppends(50);
  }
}

describe('a rebuild beside a running server', () => {
  it.each([CALENDAR_ENTRIES, BOOKINGS])(
    'never shows readers of %s fewer rows than before, under appends, and ends equal to an offline replay',
    async (name) => {
      const head = await appendBookings(200);
      expect(await site.runner.waitFor(head, 30_000)).toBe(true);
      const before = await countRows(db.sql, name);
      const indexes = await shapeOf([name]);

      let rebuilt = false;
      const rebuilding = anotherProcess()
        .rebuild(name)
        .finally(() => (rebuilt = true));
      const appending = (async () => {
        let last = head;
        while (!rebuilt) last = await appendBookings(1);
        return last;
      })();
      const seen: number[] = [];
      while (!rebuilt) seen.push(await countRows(db.sql, name));
      await rebuilding;
      const last = await appending;

      expect(seen.length).toBeGreaterThan(0);
      expect(Math.min(...seen)).toBeGreaterThanOrEqual(before);
      expect(await site.runner.waitFor(last, 30_000)).toBe(true);
      await offlineReplay(name, last);
      expect(await rowsOf(db.sql, name)).toEqual(await rowsOf(offline.sql, name));
      expect(await shapeOf([name])).toEqual(indexes);
    },
  );

  it.each([
    [LEDGER, [LEDGER, 'ledger_bookings'], 1],
    [BOOKING_HISTORY, [BOOKING_HISTORY], 2],
  ])(
    "rebuilds %s equal to an offline replay, keeps its index and constraint names and its columns' statistics targets, and the live runner goes on in the new tables",
    async (name, tables, tuned) => {
      const head = await appendBookings(30);
      expect(await site.runner.waitFor(head, 30_000)).toBe(true);
      const [indexes, constraints, statistics] = [
        await shapeOf(tables),
        await constraintsOf(tables),
        await statisticsOf(tables),
      ];
      expect(statistics).toHaveLength(tuned);
      await anotherProcess().rebuild(name);
      expect(await shapeOf(tables)).toEqual(indexes);
      expect(await constraintsOf(tables)).toEqual(constraints);
      expect(await statisticsOf(tables)).toEqual(statistics);
      // The live runner goes on in the swapped-in tables (the ledger's ids from the moved sequence).
      const last = await appendBookings(9);
      expect(await site.runner.waitFor(last, 30_000)).toBe(true);
      await offlineReplay(name, last);
      for (const table of tables)
        expect(await rowsOf(db.sql, table)).toEqual(await rowsOf(offline.sql, table));
    },
  );

  it('gives way to a long reader while it waits to swap, so the other readers go on', async () => {
    await appendBookings(5);
    const reader = db.connectAgain(1);
    const { fire: release, fired: released } = signal();
    const { fire: holds, fired: held } = signal();
    const holding = reader.begin(async (tx) => {
      await tx`select count(*) from calendar_entries`;
      holds();
      await released;
    });
    await held;
    const rebuilding = anotherProcess({ swapLockTimeoutMs: 50 }).rebuild(CALENDAR_ENTRIES);
    // The swap asks for the table the long reader holds...
    for (;;) {
      const [waiting] =
        await db.sql`select 1 from pg_locks l where not l.granted and l.relation = 'calendar_entries'::regclass`;
      if (waiting) break;
      await site.deps.store.waitForAppends(10);
    }
    // ...and a reader coming now is answered (it would queue behind the swap until the long one ends).
    expect(await countRows(db.sql, CALENDAR_ENTRIES)).toBeGreaterThan(0);
    release();
    await holding;
    await expect(rebuilding).resolves.toBeGreaterThan(0);
  });

  it('does not return short of the head while an older transaction, still open, hides the newest events', async () => {
    // A transaction that took its id before the head's and is still open: $all shows nothing after
    // it until it ends (a reader that skipped past it could never go back for its events).
    const older = db.connectAgain(1);
    const { fire: commit, fired: committing } = signal();
    const { fire: opened, fired: open } = signal();
    const holding = older.begin(async (tx) => {
      await tx`select pg_current_xact_id()`;
      opened();
      await committing;
    });
    await open;
    const head = await appendBookings(3);
    let returned = false;
    const rebuilding = anotherProcess({ batchSize: 7 })
      .rebuild(BOOKINGS)
      .finally(() => (returned = true));
    // Give the rebuild every chance to fill and swap (a wait for the store's notification, not a
    // timed assertion): it must still be waiting for the head it was asked to reach.
    for (let i = 0; i < 40 && !returned; i++) await site.deps.store.waitForAppends(25);
    const returnedWhileHidden = returned;
    commit();
    await holding;
    await rebuilding;
    await older.end();
    expect(returnedWhileHidden).toBe(false);
    const checkpoint = (await listCheckpoints(db.sql)).find((c) => c.name === BOOKINGS)?.position;
    expect(checkpoint && comparePositions(checkpoint, head)).toBeGreaterThanOrEqual(0);
  });

  it('runs to the head even while another rebuild and a racing runner work on the same read model', async () => {
    const head = await appendBookings(50);
    const [before] = await db.sql<{ ids: number }[]>`
      select count(distinct (data->>'bookingId'))::int as ids from events
      where (transaction_id, global_position) <= (${head.transactionId.toString()}::xid8, ${head.globalPosition.toString()}::bigint)
        and type = 'BookingPlaced'`;
    const racer = anotherProcess({ batchSize: 2 });
    let finished = false;
    const racing = (async () => {
      while (!finished) {
        await racer.catchUp();
        await appendBookings(1);
      }
    })();
    /** What a rebuild's caller finds the moment it returns. */
    const rebuildAndLook = async (runner: ProjectionRunner) => {
      const replayed = await runner.rebuild(BOOKINGS);
      const checkpoint = (await listCheckpoints(db.sql)).find((c) => c.name === BOOKINGS)?.position;
      // The bookings placed at or before the head and those of them the read model holds, in one
      // snapshot. The log can show more of them now than at the count above (seen once in CI: an
      // earlier transaction id that committed later); the rebuild must hold those too.
      const [found] = await db.sql<{ placed: number; held: number }[]>`
        select count(*)::int as placed, count(b.id)::int as held
        from (select distinct (data->>'bookingId')::bigint as id from events
              where (transaction_id, global_position) <= (${head.transactionId.toString()}::xid8, ${head.globalPosition.toString()}::bigint)
                and type = 'BookingPlaced') placed
        left join bookings b on b.id = placed.id`;
      return {
        replayed,
        reachedHead: checkpoint !== undefined && comparePositions(checkpoint, head) >= 0,
        placed: found?.placed ?? 0,
        held: found?.held,
      };
    };
    try {
      const looks = await Promise.all([
        rebuildAndLook(anotherProcess({ batchSize: 7 })),
        rebuildAndLook(anotherProcess({ batchSize: 7 })),
      ]);
      const [events] = await db.sql<{ n: number }[]>`
        select count(*)::int as n from events
        where (transaction_id, global_position) <= (${head.transactionId.toString()}::xid8, ${head.globalPosition.toString()}::bigint)`;
      for (const look of looks) {
        expect(look.reachedHead).toBe(true);
        expect(look.placed).toBeGreaterThanOrEqual(before?.ids ?? Infinity);
        expect(look.held).toBe(look.placed);
        expect(look.replayed).toBeGreaterThanOrEqual(events?.n ?? Infinity);
      }
    } finally {
      finished = true;
      await racing;
    }
    expect(await db.sql`select 1 from pg_namespace where nspname like 'rebuild\\_%'`).toHaveLength(
      0,
    );
  });
});
