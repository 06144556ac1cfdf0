import type { z } from 'zod';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { calendarFeedQuery, idParams, rotateCalendarFeedInput } from '@hotel/contracts';
import {
  addDays,
  hotelDate,
  hotelInstant,
  localizedText,
  translate,
  type CalendarDate,
  type CalendarFeedScope,
  type CalendarFeedView,
  type Language,
} from '@hotel/contracts';
import type { AppDeps, RequestContext } from '../application/deps';
import { AppError } from '../application/errors';
import type { Outcome } from '../application/outcome';
import { recordAudit } from '../catalog/audit';
import type { Sql, Tx } from '../db/connect';
import { iCalendar, type AllDayEvent } from './icalendar';

/** How far back a feed goes: a channel manager reconciles the last month, the future is all there. */
const PAST_DAYS = 30;

/** The statuses that take a room's nights (a for-online window only offers them). */
const OCCUPYING = ['pending', 'online'];

const PATHS: Record<CalendarFeedScope, string> = { room: 'rooms', room_type: 'room-types' };

interface FeedRow {
  scope: CalendarFeedScope;
  target_id: number;
  token: string;
  rotated_at: Date;
}

const newToken = () => randomBytes(32).toString('base64url');

/**
 * Every room's and room type's feed address for staff, making the secret of any that has none
 * yet (two staff at once: the primary key keeps the first, and both read it back).
 */
export async function listCalendarFeeds(deps: AppDeps): Promise<CalendarFeedView[]> {
  const { sql } = deps;
  const missing = await sql<{ scope: CalendarFeedScope; id: number }[]>`
    select 'room' as scope, r.id from rooms r
    where not exists (select 1 from calendar_feeds f where f.scope = 'room' and f.target_id = r.id)
    union all
    select 'room_type', t.id from room_types t
    where not exists (select 1 from calendar_feeds f where f.scope = 'room_type' and f.target_id = t.id)`;
  if (missing.length > 0) {
    const rows = missing.map(({ scope, id }) => ({
      scope,
      target_id: id,
      token: newToken(),
      rotated_at: deps.now(),
    }));
    await sql`insert into calendar_feeds ${sql(rows)} on conflict do nothing`;
  }
  const feeds = await sql<(FeedRow & { name: unknown })[]>`
    select f.scope, f.target_id, f.token, f.rotated_at, coalesce(to_jsonb(r.room_number), t.name) as name
    from calendar_feeds f
    left join rooms r on f.scope = 'room' and r.id = f.target_id
    left join blocks b on b.id = r.block_id
    left join room_types t on f.scope = 'room_type' and t.id = f.target_id
    where r.id is not null or t.id is not null
    order by f.scope, b.name, length(r.room_number), r.room_number, t.id`;
  return feeds.map((feed) => ({
    scope: feed.scope,
    id: feed.target_id,
    name: typeof feed.name === 'string' ? feed.name : localizedText.parse(feed.name),
    url: feedUrl(deps, feed),
    rotated_at: hotelInstant(feed.rotated_at, deps.hotelTimeZone),
  }));
}

function feedUrl(deps: AppDeps, feed: Pick<FeedRow, 'scope' | 'target_id' | 'token'>): string {
  return `${deps.publicUrl.replace(/\/$/, '')}/api/calendar-feeds/${PATHS[feed.scope]}/${feed.target_id}?token=${feed.token}`;
}

/**
 * Staff replace a feed's secret (a leaked address): the old address answers 404 at once. Audited
 * without the secrets, which the timeline must not spread.
 */
export async function rotateCalendarFeed(
  deps: AppDeps,
  context: RequestContext,
  input: z.output<typeof rotateCalendarFeedInput>,
): Promise<Outcome<CalendarFeedView>> {
  return deps.sql.begin(async (tx): Promise<Outcome<CalendarFeedView>> => {
    const name = await targetName(tx, input.scope, input.id, 'ru');
    if (name === null)
      throw new AppError(
        'not_found',
        input.scope === 'room' ? 'room.notFound' : 'roomType.notFound',
      );
    const at = deps.now();
    const [before] = await tx<{ rotated_at: Date }[]>`
      select rotated_at from calendar_feeds where scope = ${input.scope} and target_id = ${input.id} for update`;
    const feed = { scope: input.scope, target_id: input.id, token: newToken(), rotated_at: at };
    await tx`
      insert into calendar_feeds ${tx(feed)}
      on conflict (scope, target_id) do update set token = excluded.token, rotated_at = excluded.rotated_at`;
    await recordAudit(
      tx,
      { actor: context.actor, at },
      // One entity per scope, so the id stays a number and a room's feed names its room.
      `calendar_feed_${input.scope}`,
      input.id,
      before ? 'update' : 'create',
      before ? { address: hotelInstant(before.rotated_at, deps.hotelTimeZone) } : null,
      { address: hotelInstant(at, deps.hotelTimeZone) },
    );
    return {
      message: { key: 'calendarFeed.rotated' },
      data: {
        scope: input.scope,
        id: input.id,
        name: name.value,
        url: feedUrl(deps, feed),
        rotated_at: hotelInstant(at, deps.hotelTimeZone),
      },
    };
  });
}

async function targetName(
  sql: Sql | Tx,
  scope: CalendarFeedScope,
  id: number,
  lang: Language,
): Promise<{ value: CalendarFeedView['name']; display: string } | null> {
  if (scope === 'room') {
    const [room] = await sql<
      { room_number: string }[]
    >`select room_number from rooms where id = ${id}`;
    return room ? { value: room.room_number, display: room.room_number } : null;
  }
  const [type] = await sql<{ name: unknown }[]>`select name from room_types where id = ${id}`;
  if (!type) return null;
  const name = localizedText.parse(type.name);
  return { value: name, display: name[lang] || name.ru };
}

/**
 * GET /calendar-feeds/rooms/:id?token= and /calendar-feeds/room-types/:id?token=: the feed as an
 * iCalendar file, in the request's language. A wrong secret and an unknown id are the same 404,
 * so the addresses cannot be probed; the secret is compared in constant time.
 */
export async function calendarFeed(
  deps: AppDeps,
  scope: CalendarFeedScope,
  { id }: z.output<typeof idParams>,
  { token }: z.output<typeof calendarFeedQuery>,
  lang: Language,
): Promise<string> {
  const { sql } = deps;
  const [feed] = await sql<
    { token: string }[]
  >`select token from calendar_feeds where scope = ${scope} and target_id = ${id}`;
  if (!feed || !sameSecret(feed.token, token))
    throw new AppError('not_found', 'calendarFeed.notFound');
  const name = await targetName(sql, scope, id, lang);
  if (name === null) throw new AppError('not_found', 'calendarFeed.notFound');
  const from = addDays(hotelDate(deps.now(), deps.hotelTimeZone), -PAST_DAYS);
  const host = new URL(deps.publicUrl).hostname;
  const events =
    scope === 'room'
      ? await roomNights(sql, id, from, host, lang)
      : await soldOutNights(sql, id, from, host, lang);
  return iCalendar({
    productId: `-//${host}//Calendar feeds//${lang.toUpperCase()}`,
    name: name.display,
    events,
  });
}

function sameSecret(stored: string, given: string): boolean {
  const [a, b] = [Buffer.from(stored), Buffer.from(given)];
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A room's bookings, pending or paid, as one event each (no guest data leaves the hotel). */
async function roomNights(
  sql: Sql,
  roomId: number,
  from: CalendarDate,
  host: string,
  lang: Language,
): Promise<AllDayEvent[]> {
  const rows = await sql<
    { id: string; checkin: CalendarDate; checkout: CalendarDate; updated_at: Date }[]
  >`
    select id::text, checkin::text, checkout::text, updated_at from calendar_entries
    where room_id = ${roomId} and payment_status in ${sql(OCCUPYING)} and checkout > ${from}
    order by checkin, id`;
  return rows.map((row) => ({
    uid: `booking-${row.id}@${host}`,
    start: row.checkin,
    end: row.checkout,
    summary: translate(lang, 'calendarFeed.occupied'),
    stamp: row.updated_at,
  }));
}

/**
 * A room type's sold-out nights (every room of the type taken), consecutive nights as one event:
 * what a channel manager needs to close the type for sale.
 */
async function soldOutNights(
  sql: Sql,
  typeId: number,
  from: CalendarDate,
  host: string,
  lang: Language,
): Promise<AllDayEvent[]> {
  const nights = await sql<{ night: CalendarDate; updated_at: Date }[]>`
    with type_rooms as (select id from rooms where room_types_id = ${typeId}),
    taken as (
      select generate_series(greatest(e.checkin, ${from}::date), e.checkout - 1, interval '1 day')::date as night,
        e.room_id, e.updated_at
      from calendar_entries e
      where e.room_id in (select id from type_rooms) and e.payment_status in ${sql(OCCUPYING)} and e.checkout > ${from}
    )
    select night::text, max(updated_at) as updated_at from taken
    group by night
    having count(distinct room_id) >= (select count(*) from type_rooms)
    order by night`;
  const events: AllDayEvent[] = [];
  for (const { night, updated_at } of nights) {
    const last = events.at(-1);
    if (last && last.end === night) {
      last.end = addDays(night, 1);
      if (updated_at > last.stamp) last.stamp = updated_at;
    } else {
      events.push({
        uid: `room-type-${typeId}-${night}@${host}`,
        start: night,
        end: addDays(night, 1),
        summary: translate(lang, 'calendarFeed.soldOut'),
        stamp: updated_at,
      });
    }
  }
  return events;
}
