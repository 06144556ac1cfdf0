import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database';
import { newBookingIds } from './booking-ids';

const db = await createTestDatabase();

describe('new booking ids and book numbers', () => {
  it('gives concurrent bookings distinct ids and book numbers past the number staff set', async () => {
    await db.sql`update system_options set last_book_number = 7000`;
    const given = await Promise.all(Array.from({ length: 40 }, () => newBookingIds(db.sql)));
    expect(new Set(given.map((g) => g.bookingId)).size).toBe(40);
    expect(given.map((g) => g.bookNumber).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, i) => 7001 + i),
    );
    const [shown] = await db.sql<
      { last_book_number: number }[]
    >`select last_book_number from system_options`;
    expect(shown?.last_book_number).toBe(7040);
  });

  it('never goes back when staff set a lower number', async () => {
    const { bookNumber } = await newBookingIds(db.sql);
    await db.sql`update system_options set last_book_number = 10`;
    expect((await newBookingIds(db.sql)).bookNumber).toBe(bookNumber + 1);
  });

  it('leaves the connection committing durably for whatever it runs next', async () => {
    const connection = await db.sql.reserve();
    try {
      await newBookingIds(connection);
      const [setting] = await connection<{ synchronous_commit: string }[]>`show synchronous_commit`;
      expect(setting?.synchronous_commit).toBe('on');
    } finally {
      connection.release();
    }
  });
});
