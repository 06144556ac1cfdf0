import { describe, expect, it } from 'vitest';
import { allProjections } from '@hotel/projections';
import { createTestDatabase } from '../../../test/database';
import { batchTables, mixedStream, splitRandomly } from './batch-application-setup';

const db = await createTestDatabase();
const { freshTables, applyInBatches, rowsOf } = batchTables(db);

describe('a projector applying a batch', () => {
  const stream = mixedStream(42, 250);

  it.each(allProjections.map((p) => [p.name, p] as const))(
    'leaves the rows of %s that applying the events one at a time leaves, whole or in batches of any size',
    async (name, projection) => {
      const [oneByOne, whole, split] = [`one_${name}`, `whole_${name}`, `split_${name}`];
      for (const schema of [oneByOne, whole, split]) await freshTables(projection, schema);
      await applyInBatches(
        projection,
        oneByOne,
        stream.map((event) => [event]),
      );
      await applyInBatches(projection, whole, [stream]);
      await applyInBatches(projection, split, splitRandomly(stream, 7));

      const expected = await rowsOf(projection, oneByOne);
      for (const rows of Object.values(expected)) expect(rows.length).toBeGreaterThan(10);
      expect(await rowsOf(projection, whole)).toEqual(expected);
      expect(await rowsOf(projection, split)).toEqual(expected);
    },
    // 250 events applied one transaction each: 10 to 21 s on a quiet 2-core machine, more under load.
    120_000,
  );

  it('keeps the first of two placings of a booking and adds no row for changes to a booking never placed', async () => {
    for (const projection of allProjections.filter(
      (p) => p.name === 'bookings' || p.name === 'calendar_entries',
    )) {
      await freshTables(projection, `semantics_${projection.name}`);
      await applyInBatches(projection, `semantics_${projection.name}`, splitRandomly(stream, 11));
    }
    expect(
      await db.sql`select id from semantics_bookings.bookings where email = 'someone-else@example.com' or amount_tenge = 1`,
    ).toEqual([]);
    const placed = stream
      .filter((e) => e.type === 'BookingPlaced')
      .map((e) => (e.data as { bookingId: number }).bookingId);
    for (const table of [
      'semantics_bookings.bookings',
      'semantics_calendar_entries.calendar_entries',
    ]) {
      const ids = await db.sql<
        { id: string }[]
      >`select id from ${db.sql(table)} where id < 9000000`;
      expect(ids.map((r) => Number(r.id)).filter((id) => !placed.includes(id))).toEqual([]);
    }
  });
});
