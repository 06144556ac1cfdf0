import { describe, expect, it } from 'vitest';
import { RATE_SEASONS_STREAM, type AuditEntryView } from '@hotel/contracts';
import { at, day } from '../../../../test/clock';
import { RATE_SEASONS } from '@hotel/projections';
import { restRequester } from '../../../test/rest-requests';
import { createTestApp } from '../../../test/test-app';
import { auditTimeline, expectSameAfterRebuild } from './audit-fixtures';

/*
 * A manager sets a rate season, changes it and removes it: the staff timeline shows the three,
 * newest first, each with the manager and the season's values before and after.
 */
const site = await createTestApp();
const { db, deps } = site;
const manager = await site.session(2, 'seasons-manager@example.com');
const reception = await site.session(3, 'seasons-desk@example.com');
const SUPERIOR = 3;

const send = restRequester(site);

site.setNow(at(0, '09:00'));
const created = await send('POST', '/api/rate-seasons', manager.cookie, {
  room_types_id: SUPERIOR,
  from: day(40),
  to: day(50),
  price: 1200,
  min_stay: 2,
});
expect(created.statusCode, created.body).toBe(200);
const seasonId = created.json<{ data: { id: number } }>().data.id;

// No REST operation edits a season yet: the change is the event a manager's edit appends.
const [user] = await db.sql<{ id: number }[]>`select id from users where email = ${manager.email}`;
if (!user) throw new Error('no manager');
const changed = await deps.store.appendToStream(
  RATE_SEASONS_STREAM,
  [
    {
      type: 'RateSeasonSet',
      data: {
        ...{ seasonId, roomTypeId: SUPERIOR, from: day(40), to: day(52), priceTenge: 135_050 },
        ...{ weekendPriceTenge: 150_000, minStay: 2, maxStay: null, priority: 3 },
        ...{ closedToArrival: true, closedToDeparture: false },
      },
      metadata: {
        actor: { userId: user.id, email: manager.email, role: 2 },
        at: at(0, '10:00'),
        correlationId: 'spec',
        causationId: null,
      },
    },
  ],
  'any',
);
expect(await deps.waitForProjections(changed.position)).toBe(true);

site.setNow(at(0, '11:00'));
const removed = await send('DELETE', `/api/rate-seasons/${seasonId}`, manager.cookie);
expect(removed.statusCode, removed.body).toBe(200);

const { timeline, entriesOf } = auditTimeline(site, manager);

const FIRST = { from_date: day(40), to_date: day(50), price: 1200, min_stay: 2 };
const SECOND = {
  ...{ from_date: day(40), to_date: day(52), price: 1350.5, weekend_price: 1500, min_stay: 2 },
  ...{ closed_to_arrival: true, closed_to_departure: false, priority: 3 },
};

describe('rate season changes on the staff timeline', () => {
  it('lists the set, the change and the removal newest first, naming the manager', async () => {
    const entries = await entriesOf('kind=rate_season');
    expect(entries.map((e) => [e.action, e.actor.email, e.at])).toEqual([
      ['delete', manager.email, at(0, '11:00')],
      ['update', manager.email, at(0, '10:00')],
      ['create', manager.email, at(0, '09:00')],
    ]);
    for (const entry of entries)
      expect(entry.subject).toEqual({
        id: seasonId,
        room_id: null,
        room_type_id: SUPERIOR,
        code: null,
        book_number: null,
      });
  });

  it('says each changed value before and after, money in TMT', async () => {
    const [removal, change, creation] = await entriesOf('kind=rate_season');
    const asObject = (entry: AuditEntryView | undefined, side: 'before' | 'after') =>
      Object.fromEntries((entry?.changes ?? []).map((c) => [c.field, c[side]]));
    // Created: every value it has, nothing before (false and null values are not news).
    expect(asObject(creation, 'before')).toEqual({
      room_type_id: null,
      ...{ from_date: null, to_date: null, price: null, min_stay: null },
      ...{ closed_to_arrival: null, closed_to_departure: null, priority: null },
    });
    expect(asObject(creation, 'after')).toEqual({
      room_type_id: SUPERIOR,
      ...FIRST,
      ...{ closed_to_arrival: false, closed_to_departure: false, priority: 0 },
    });
    // Changed: only what differs.
    expect(change?.changes).toEqual([
      { field: 'to_date', before: day(50), after: day(52) },
      { field: 'price', before: 1200, after: 1350.5 },
      { field: 'weekend_price', before: null, after: 1500 },
      { field: 'closed_to_arrival', before: false, after: true },
      { field: 'priority', before: 0, after: 3 },
    ]);
    // Removed: what it was, nothing after.
    expect(asObject(removal, 'before')).toMatchObject({ room_type_id: SUPERIOR, ...SECOND });
    expect(Object.values(asObject(removal, 'after')).every((value) => value === null)).toBe(true);
  });

  it('filters the seasons by staff member and by day like every other kind', async () => {
    const [member] = await db.sql<
      { id: number }[]
    >`select id from users where email = ${reception.email}`;
    expect(await entriesOf(`kind=rate_season&staff=${member?.id}`)).toEqual([]);
    expect(await entriesOf(`kind=rate_season&staff=${user.id}`)).toHaveLength(3);
    expect(await entriesOf(`kind=rate_season&from=${day(1)}`)).toEqual([]);
    expect((await entriesOf(`staff=${user.id}&from=${day(0)}&to=${day(0)}`)).length).toBe(3);
  });

  it('refuses the timeline to reception, as for every other kind', async () => {
    expect((await timeline('kind=rate_season', reception.cookie)).statusCode).toBe(403);
  });

  it('rebuilds the same changes from the events, and the timeline reads them the same', async () => {
    await expectSameAfterRebuild(
      site,
      { projection: RATE_SEASONS, table: 'rate_season_changes', count: 3 },
      () => entriesOf('kind=rate_season'),
    );
  });
});
