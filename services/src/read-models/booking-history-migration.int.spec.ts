import { describe, expect, it } from 'vitest';
import {
  BOOKING_HISTORY,
  LEDGER,
  migrate,
  PROJECTIONS_MIGRATIONS,
  START,
} from '@hotel/projections';
import { historyOf } from '../../test/booking-history';
import { type Sql } from '../db/connect';
import {
  catchUpTo,
  caughtUpToday,
  checkpointOf,
  checkpointAt,
  databaseBefore,
  migrationsUpTo,
} from './migration-setup';

/*
 * A database whose booking_history was filled before migration 014 (each row with the booking's
 * whole state before and after) is migrated: the table takes the new shape and is filled again
 * from $all by the runner, ending as a database that never had the old one.
 */
const LAST_BEFORE_CHANGES = '013_calendar_by_room_checkout.sql';

const { old, store, head } = await databaseBefore(LAST_BEFORE_CHANGES);

// Where the old code left the read models: every one at the head. booking_history a row an
// event of a booking or a block on a room (not a promotion code's use) in its old shape (stand-in states: the refill must not keep
// them; this projector writes the new shape), and a failure it had recorded on the way.
await catchUpTo(old, store, head, BOOKING_HISTORY);
await old`
  insert into booking_history (global_position, booking_id, room_id, at, actor, event_type, before, after)
  select global_position, coalesce(data->>'bookingId', data->>'blockId')::bigint, (data->>'roomId')::integer, created_at,
         metadata->'actor', type, null, '{"old": true}' from events
  where coalesce(data->>'bookingId', data->>'blockId') is not null and data ? 'roomId'`;
await checkpointAt(old, BOOKING_HISTORY, head);
await old`insert into projection_failures (projection, transaction_id, global_position, event_type, error)
          values (${BOOKING_HISTORY}, '1'::xid8, 1, 'BookingPlaced', 'an old failure')`;
const ledgerBefore = await checkpointOf(old, LEDGER);
// Migration 014 alone: the later ones (015 refills bookings, 018 the ledger) are not what this file looks at.
const upTo014 = await migrationsUpTo('014_booking_history_changes.sql');

describe('projections migration 014 on a database filled before it', () => {
  it('takes booking_history back to position zero, empty and in its new shape, leaving the other read models where they were', async () => {
    expect(await migrate(old, 'projections', upTo014)).toEqual(['014_booking_history_changes.sql']);
    expect((await checkpointOf(old, BOOKING_HISTORY))?.position).toEqual(START);
    expect(await checkpointOf(old, LEDGER)).toEqual(ledgerBefore);
    expect(await old`select 1 from booking_history`).toHaveLength(0);
    expect(
      await old`select 1 from projection_failures where projection = ${BOOKING_HISTORY}`,
    ).toHaveLength(0);
    const columns = await old<{ name: string }[]>`
      select attname as name from pg_attribute where attrelid = 'booking_history'::regclass and attnum > 0 and not attisdropped order by attnum`;
    expect(columns.map((c) => c.name)).toEqual([
      'global_position',
      'booking_id',
      'room_id',
      'at',
      'actor',
      'correlation_id',
      'event_type',
      'change',
    ]);
  });

  it('is filled again by the runner, row for row as in a database that never had the old shape, with the same trails', async () => {
    // The projectors of today write the read models' shapes of today.
    await migrate(old, 'projections', PROJECTIONS_MIGRATIONS);
    await catchUpTo(old, store, head);
    const fresh = await caughtUpToday(store, head);
    const rows = (sql: Sql) => sql`select * from booking_history order by global_position`;
    const migrated = await rows(old);
    expect(migrated.length).toBeGreaterThan(0);
    expect(migrated).toEqual(await rows(fresh));
    const [booking] = await old<
      { id: number }[]
    >`select booking_id::int as id from booking_history where event_type = 'BookingPlaced' limit 1`;
    const trail = await historyOf(old, booking?.id ?? 0);
    expect(trail.map((h) => h.event_type).slice(0, 3)).toEqual([
      'BookingPlaced',
      'PaymentRegistered',
      'PaymentConfirmed',
    ]);
    expect(trail[0]?.before).toBeNull();
    expect(trail[2]).toMatchObject({
      before: { payment_status: 'pending' },
      after: { payment_status: 'online', paid_tenge: 2100 },
    });
  });
});
