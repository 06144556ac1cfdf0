import type { JSONValue } from 'postgres';
import { describe, expect, it } from 'vitest';
import { migrate, PROJECTIONS_MIGRATIONS } from '@hotel/projections';
import { type Sql } from '../db/connect';
import { caughtUpToday, databaseBefore, setOldBookings } from './migration-setup';

/*
 * A database whose bookings were kept before migration 026 (guests without a citizenship, no
 * foreign_guests column) is migrated: every stored guest becomes a Turkmen citizen, the only
 * passport taken then, and the rows end as today's projector writes them from the same events.
 */
const LAST_BEFORE_CITIZENSHIP = '025_housekeeping_versions.sql';

const { old, store, head } = await databaseBefore(LAST_BEFORE_CITIZENSHIP);
const fresh = await caughtUpToday(store, head);
const rows = (sql: Sql) => sql`select * from bookings order by id`;
const expected = await rows(fresh);

// The rows as the code before citizenship wrote them: its guests without one.
const withoutCitizenship = expected.map((row) => ({
  ...row,
  guests: (row.guests as Record<string, JSONValue>[]).map(
    ({ citizenship: _citizenship, ...guest }) => guest,
  ),
}));
await setOldBookings(old, store, head, withoutCitizenship);

describe('projections migration 026 on a database filled before it', () => {
  it('marks every stored guest TM and no booking as having a foreign guest, as the projector would', async () => {
    expect(withoutCitizenship.length).toBeGreaterThan(0);
    expect(JSON.stringify(withoutCitizenship)).not.toContain('citizenship');
    const applied = await migrate(old, 'projections', PROJECTIONS_MIGRATIONS);
    expect(applied[0]).toBe('026_guest_citizenship.sql');
    const migrated = await rows(old);
    expect(migrated).toEqual(expected);
    for (const row of migrated) {
      expect(row.foreign_guests).toBe(false);
      for (const guest of row.guests as { citizenship: string }[])
        expect(guest.citizenship).toBe('TM');
    }
  });
});
