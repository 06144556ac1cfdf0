import { describe, expect, it } from 'vitest';
import { searchKey } from '@hotel/contracts';
import { BOOKINGS, LEDGER, migrate, PROJECTIONS_MIGRATIONS, START } from '@hotel/projections';
import { type Sql } from '../db/connect';
import {
  catchUpTo,
  caughtUpToday,
  checkpointOf,
  databaseBefore,
  setOldBookings,
} from './migration-setup';

/*
 * A database whose bookings were kept before migration 021 (no search key) is migrated: the
 * bookings read model is emptied and filled again from $all by the runner, every row with its key,
 * ending as a database that never lacked them.
 */
const LAST_BEFORE_SEARCH = '020_refill_history_and_ledger.sql';

const { old, store, head } = await databaseBefore(LAST_BEFORE_SEARCH);
// The read models as today's projectors write them, from the same events.
const fresh = await caughtUpToday(store, head);
const rows = (sql: Sql) => sql`select * from bookings order by id`;
const expected = await rows(fresh);

// Where the code before the search left the read models: every one at the head, bookings the rows
// of today but for their keys.
await setOldBookings(
  old,
  store,
  head,
  expected.map((row) => ({ ...row })),
);
const bookingsBefore = await old<{ n: number }[]>`select count(*)::int as n from bookings`;
const ledgerBefore = await checkpointOf(old, LEDGER);

describe('projections migration 021 on a database filled before it', () => {
  it('takes bookings back to position zero, empty, leaving the other read models where they were', async () => {
    expect(bookingsBefore[0]?.n).toBeGreaterThan(0);
    // 021 first; the later migrations run after it and are not this spec's concern.
    const applied = await migrate(old, 'projections', PROJECTIONS_MIGRATIONS);
    expect(applied[0]).toBe('021_booking_search.sql');
    expect(applied.every((name) => name >= '021_')).toBe(true);
    expect((await checkpointOf(old, BOOKINGS))?.position).toEqual(START);
    expect(await checkpointOf(old, LEDGER)).toEqual(ledgerBefore);
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
