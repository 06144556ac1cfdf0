import { describe, expect, it } from 'vitest';
import { staffOptionsSite } from './staff-options-setup';

const { app, db, cookie, read, save } = await staffOptionsSite();

describe('GET /api/system/options', () => {
  it('gives the options with booking_price in TMT', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/system/options',
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        payment_system: expect.any(Boolean),
        payment_room: expect.any(Boolean),
        payment_booking: expect.any(Boolean),
        booking_price: expect.any(Number),
        payment_timeout: expect.any(Number),
        last_book_number: expect.any(Number),
        max_pending_bookings: expect.any(Number),
        max_pending_per_address: expect.any(Number),
        max_same_stay_per_address: expect.any(Number),
        expired_hold_wait_minutes: expect.any(Number),
        booking_closes_days: expect.any(Number),
        online_share_percent: expect.any(Number),
        guest_refund_percent: expect.any(Number),
        foreign_guest_tax: 0,
        // The terms' age bands; no foreign child price until the hotel sets one.
        child_free_under_age: 3,
        adult_from_age: 12,
        foreign_child_price: 0,
        version: expect.any(Number),
      },
    });
  });

  it('holds 4 unpaid bookings per address, 2 of one stay, and waits 10 minutes after one ran out, until staff change them', async () => {
    const defaults = await db.sql<{ column_name: string; value: number }[]>`
      select column_name, column_default::int as value from information_schema.columns
      where table_name = 'system_options' and column_name in ('max_pending_per_address', 'max_same_stay_per_address', 'expired_hold_wait_minutes')
      order by column_name`;
    expect(defaults.map((row) => [row.column_name, row.value])).toEqual([
      ['expired_hold_wait_minutes', 10],
      ['max_pending_per_address', 4],
      ['max_same_stay_per_address', 2],
    ]);
    const saved = await save({
      version: (await read()).version,
      max_pending_per_address: 6,
      expired_hold_wait_minutes: 0,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      max_pending_per_address: 6,
      expired_hold_wait_minutes: 0,
    });
    const refused = await save({ version: (await read()).version, max_same_stay_per_address: 101 });
    expect(refused.statusCode).toBe(400);
  });

  it('holds 2 unpaid bookings per account until staff change it', async () => {
    const [row] = await db.sql<{ max_pending_bookings: number }[]>`
      select column_default::int as max_pending_bookings from information_schema.columns
      where table_name = 'system_options' and column_name = 'max_pending_bookings'`;
    expect(row?.max_pending_bookings).toBe(2);
  });

  it("starts with the foreigners' tax off: no booking is taxed until the manager sets it", async () => {
    const [column] = await db.sql<{ value: number }[]>`
      select column_default::int as value from information_schema.columns
      where table_name = 'system_options' and column_name = 'foreign_guest_tax_tenge'`;
    expect(column?.value).toBe(0);
  });

  it('starts from the terms of stay: booking closes 10 days before arrival, 50% paid online, nothing refunded', async () => {
    const defaults = await db.sql<{ column_name: string; value: number }[]>`
      select column_name, column_default::int as value from information_schema.columns
      where table_name = 'system_options' and column_name in ('booking_closes_days', 'online_share_percent', 'guest_refund_percent')`;
    expect(Object.fromEntries(defaults.map((row) => [row.column_name, row.value]))).toEqual({
      booking_closes_days: 10,
      online_share_percent: 50,
      guest_refund_percent: 0,
    });
  });
});
