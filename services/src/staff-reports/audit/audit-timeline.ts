import type { z } from 'zod';
import type { auditQuery } from '@hotel/contracts';
import {
  actor as actorSchema,
  addDays,
  AUDIT_ACTIONS,
  AUDIT_KINDS,
  AUDIT_PAGE_SIZE,
  hotelDateTime,
  hotelInstant,
  PROMO_CODE_FIELDS,
  RATE_SEASON_FIELDS,
  STAFF_ROLE_IDS,
  type AuditActionView,
  type AuditEntryView,
  type AuditKind,
  type AuditView,
} from '@hotel/contracts';
import {
  BOOKING_HISTORY,
  HOUSEKEEPING_MARKS,
  PROMO_CODE_CHANGES,
  RATE_SEASON_CHANGES,
  snapshotsAt,
} from '@hotel/projections';
import type { AppDeps } from '../../application/deps';
import { AppError } from '../../application/errors';
import { bookingChanges, type HistoryReading } from '../../booking/booking-history';
import { roomLabels } from '../../catalog/room-types';
import { changesBetween, type FieldChange } from './changes';

interface Row {
  id: string;
  at: Date;
  actor: unknown;
  kind: string;
  action: string;
  subject_id: string;
  room_id: number | null;
  /** A rate season's room type, else null. */
  room_type_id: number | null;
  /** A promotion code's code, else null. */
  code: string | null;
  /** A booking_history row's position (its states are worked out once the page is chosen), else null. */
  history_position: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  total: string;
}

// Roles as the events' metadata stores them (JSON numbers read as text).
const STAFF_ROLE_ID_TEXTS = Object.values(STAFF_ROLE_IDS).map(String);

const isKind = (kind: string): kind is AuditKind =>
  (AUDIT_KINDS as readonly string[]).includes(kind);
const isAction = (action: string): action is AuditActionView =>
  (AUDIT_ACTIONS as readonly string[]).includes(action);

/**
 * One timeline of every staff action, newest first, a page at a time: what staff did to the room
 * streams (the booking_history read model: events whose metadata names a staff actor), the rooms'
 * housekeeping marks (the housekeeping_marks read model), the rate seasons' changes (the
 * rate_season_changes read model), the promotion codes' creates and disables (promo_code_changes) and the state-stored tables (audit_log, written in the change's
 * transaction), filtered by staff member, kind and hotel days. All of them carry the application's clock, so they interleave truly.
 */
export async function auditTimeline(
  deps: AppDeps,
  query: z.output<typeof auditQuery>,
): Promise<AuditView> {
  if (query.from && query.to && query.to < query.from)
    throw new AppError('validation', 'range.endBeforeStart');
  const pageSize = query.page_size ?? AUDIT_PAGE_SIZE;
  const page = query.page ?? 1;
  const { sql, hotelTimeZone: timeZone } = deps;
  const midnight = (date: string) => new Date(hotelDateTime(date, '00:00', timeZone));
  const rows = await sql<Row[]>`
    with timeline as (
      select 'e' || global_position as id, global_position as source_order, at, actor,
        case event_type
          when 'RoomOpenedForOnline' then 'calendar_block' when 'OnlineBlockRemoved' then 'calendar_block'
          when 'ReceptionStatusToggled' then 'reception' when 'BookingDatesChanged' then 'booking_dates'
          when 'StayMovedOut' then 'room_move'
          else 'booking' end as kind,
        case event_type when 'RoomOpenedForOnline' then 'create' when 'BookingPlaced' then 'create'
          when 'OnlineBlockRemoved' then 'delete' else 'update' end as action,
        booking_id::text as subject_id, room_id, null::integer as room_type_id, null::text as code,
        global_position::text as history_position,
        null::jsonb as before, null::jsonb as after
      from ${sql(BOOKING_HISTORY)} where actor->>'role' in ${sql(STAFF_ROLE_ID_TEXTS)}
      union all
      select 'a' || id, id, at, actor,
        case entity
          when 'room_type' then case when action in ('add_image', 'remove_image') then 'room_type_image' else 'room_type' end
          when 'system_options' then 'options'
          when 'calendar_feed_room' then 'calendar_feed' when 'calendar_feed_room_type' then 'calendar_feed'
          else entity end,
        case action when 'add_image' then 'create' when 'remove_image' then 'delete' else action end,
        entity_id, case when entity in ('room', 'calendar_feed_room') then entity_id::integer end, null, null, null, before, after
      from audit_log
      union all
      select 'h' || global_position, global_position, at, actor, 'housekeeping', 'update',
        room_id::text, room_id, null, null, null, jsonb_build_object('housekeeping', previous),
        jsonb_build_object('housekeeping', state)
      from ${sql(HOUSEKEEPING_MARKS)}
      union all
      select 's' || global_position, global_position, at, actor, 'rate_season', action,
        season_id::text, null, room_type_id, null, null, before, after
      from ${sql(RATE_SEASON_CHANGES)}
      union all
      -- A code is never changed but disabled: the timeline shows the disable as its update.
      select 'p' || global_position, global_position, at, actor, 'promo_code',
        case action when 'disable' then 'update' else action end,
        promo_code_id::text, null, null, code, null, before, after
      from ${sql(PROMO_CODE_CHANGES)}
    )
    select id, at, actor, kind, action, subject_id, room_id, room_type_id, code, history_position, before, after, count(*) over ()::text as total
    from timeline
    where true
      ${query.staff === undefined ? sql`` : sql`and actor->>'userId' = ${String(query.staff)}`}
      ${query.kind === undefined ? sql`` : sql`and kind = ${query.kind}`}
      ${query.from === undefined ? sql`` : sql`and at >= ${midnight(query.from)}`}
      ${query.to === undefined ? sql`` : sql`and at < ${midnight(addDays(query.to, 1))}`}
    order by at desc, source_order desc, id
    limit ${pageSize} offset ${(page - 1) * pageSize}`;
  // The booking rows' states, for this page only: each from its booking's rows up to it.
  const onPage = rows.flatMap((row) =>
    row.history_position === null
      ? []
      : [{ booking_id: row.subject_id, global_position: row.history_position }],
  );
  const [states, labels, staff] = await Promise.all([
    snapshotsAt(sql, onPage),
    roomLabels(sql),
    // Every staff account, disabled ones too: their past actions stay in the trail.
    sql<
      { user_id: number; email: string }[]
    >`select id as user_id, email from users where role_id in ${sql(Object.values(STAFF_ROLE_IDS))} order by lower(email)`,
  ]);
  // A booking's changes read as its own history reads them: rooms by number, times on the hotel's clock.
  const reading: HistoryReading = {
    roomNumber: (roomId) => labels.get(roomId)?.roomNumber,
    timeZone,
  };
  return {
    entries: rows.flatMap((row) => {
      if (row.history_position === null) {
        const changes = changesBetween(row.before, row.after);
        const order = FIELD_ORDERS[row.kind];
        return toEntry(row, order ? inFormOrder(changes, order) : changes, timeZone);
      }
      const state = states.get(row.history_position);
      return toEntry(
        { ...row, ...state },
        bookingChanges(state?.before ?? null, state?.after ?? {}, reading),
        timeZone,
      );
    }),
    page,
    page_size: pageSize,
    // A page past the end has no rows to carry the count: it is empty, and so is the count it says.
    total: Number(rows[0]?.total ?? 0),
    staff: [...staff],
  };
}

/** The fields of the kinds kept as jsonb, in the order their forms read. */
const FIELD_ORDERS: Readonly<Record<string, readonly string[]>> = {
  rate_season: RATE_SEASON_FIELDS,
  promo_code: PROMO_CODE_FIELDS,
};

/** Changes in the order the form reads (jsonb keeps its keys in an order of its own). */
const inFormOrder = (changes: FieldChange[], order: readonly string[]): FieldChange[] => {
  const rank = (field: string) => order.indexOf(field);
  return changes.toSorted((a, b) => rank(a.field) - rank(b.field));
};

function toEntry(row: Row, changes: AuditEntryView['changes'], timeZone: string): AuditEntryView[] {
  if (!isKind(row.kind) || !isAction(row.action)) return [];
  const parsed = actorSchema.safeParse(row.actor);
  const who =
    parsed.success && typeof parsed.data === 'object'
      ? { user_id: parsed.data.userId, email: parsed.data.email }
      : { user_id: null, email: null };
  const bookNumber = row.after?.book_number ?? row.before?.book_number;
  return [
    {
      id: row.id,
      at: hotelInstant(row.at, timeZone),
      actor: who,
      kind: row.kind,
      action: row.action,
      subject: {
        id: Number(row.subject_id),
        room_id: row.room_id,
        room_type_id: row.room_type_id,
        code: row.code,
        book_number: typeof bookNumber === 'number' ? bookNumber : null,
      },
      changes,
    },
  ];
}
