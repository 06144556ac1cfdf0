import type { HistoryField, HistoryValue, Language } from '@hotel/contracts';
import {
  HISTORY_FIELDS,
  HOUSEKEEPING_STATES,
  LANGUAGES,
  STAFF_ROLES,
  type HousekeepingState,
  type StaffRole,
} from '@hotel/contracts/plain';
import type { RouterOutputs } from '@hotel/services/router';
import type { TFunction } from 'i18next';
import { formatAmount, formatHotelDate, formatHotelDateTime } from '../../../lib/format';
import { historyValue } from '../bookings/-bookings/history-values';
import type ru from './i18n/ru.json';

/** Names of what entries point at, from the staff catalog (ids otherwise). */
export interface Names {
  room: (id: number) => string | undefined;
  roomType: (id: number) => string | undefined;
  block: (id: number) => string | undefined;
}

interface Context {
  t: TFunction<'staff'>;
  language: Language;
  names: Names;
}

/** One line of an entry's changes: `before` null when there was nothing before (created). */
export interface ChangeRow {
  key: string;
  label: string;
  before: string | null;
  after: string;
}

/** An entry as tRPC hands it over (a change's `before` and `after` may be absent: JSON has no undefined). */
export type AuditEntry = RouterOutputs['staffAudit']['timeline']['entries'][number];

type CatalogField = keyof (typeof ru)['field'];

const MONEY = new Set([
  'amount',
  'paid',
  'refund_requested',
  'refunded',
  'room_price',
  'price',
  'booking_price',
  'weekend_price',
]);
const LOCALIZED = new Set(['name', 'description']);
const BED = { '': 'none', twin: 'twin', double: 'double' } as const;

const isCatalogField = (field: string, labels: object): field is CatalogField =>
  Object.hasOwn(labels, field);
const isHistoryField = (field: string): field is HistoryField =>
  (HISTORY_FIELDS as readonly string[]).includes(field);
const isHousekeepingState = (value: string): value is HousekeepingState =>
  (HOUSEKEEPING_STATES as readonly string[]).includes(value);
const isStaffRole = (value: string): value is StaffRole =>
  (STAFF_ROLES as readonly string[]).includes(value);
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const fileName = (url: string) => url.slice(url.lastIndexOf('/') + 1);
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];

/**
 * An audit entry's changes as staff read them, in their language: amounts in TMT, dates as
 * dd.MM.yyyy, flags and states in words, a room type's name and description per language, the
 * images added and removed, ids named after the rooms, types and blocks they are.
 */
export function changeRows(entry: AuditEntry, context: Context): ChangeRow[] {
  if (BOOKING_KINDS.has(entry.kind)) return bookingRows(entry, context);
  return entry.changes.flatMap(({ field, before, after }): ChangeRow[] => {
    if (LOCALIZED.has(field)) return localizedRows(field, before, after, context);
    if (field === 'images') return [imagesRow(before, after, context.t)];
    const show = (value: unknown) =>
      value === null || value === undefined ? null : valueText(field, value, entry, context);
    return [
      {
        key: field,
        label: fieldLabel(field, entry, context.t),
        before: show(before),
        after: show(after) ?? context.t('empty'),
      },
    ];
  });
}

/** The kinds whose changes are a booking's (or for-online block's) history fields. */
const BOOKING_KINDS: ReadonlySet<string> = new Set([
  'calendar_block',
  'reception',
  'booking_dates',
  'room_move',
  'booking',
]);

const historyValueOf = (value: unknown): HistoryValue =>
  typeof value === 'string' || typeof value === 'number' ? value : null;

/** A booking's changes read as its own history reads them: every value in the staff member's words. */
function bookingRows(entry: AuditEntry, { t, language }: Context): ChangeRow[] {
  return entry.changes.flatMap(({ field, before, after }): ChangeRow[] => {
    if (!isHistoryField(field)) return [];
    const was = historyValueOf(before);
    return [
      {
        key: field,
        label: t(`history.field.${field}`),
        before: was === null ? null : historyValue(field, was, t, language),
        after: historyValue(field, historyValueOf(after), t, language),
      },
    ];
  });
}

function fieldLabel(field: string, entry: AuditEntry, t: TFunction<'staff'>): string {
  // A code is disabled as a code, not as a staff account (the words differ by gender in Russian).
  if (field === 'disabled' && entry.kind === 'promo_code') return t('audit.field.promoDisabled');
  if (field === 'status')
    return entry.kind === 'room' || entry.kind === 'room_type'
      ? t('audit.field.published')
      : t('history.field.status');
  // A record's own label first: a staff account's or a client's e-mail is not a guest's.
  if (isCatalogField(field, t('audit.field', { returnObjects: true })))
    return t(`audit.field.${field}`);
  return isHistoryField(field) ? t(`history.field.${field}`) : field;
}

function valueText(
  field: string,
  value: unknown,
  entry: AuditEntry,
  { t, language, names }: Context,
): string {
  if (typeof value === 'boolean') return value ? t('audit.value.yes') : t('audit.value.no');
  if (MONEY.has(field) && typeof value === 'number') return `${formatAmount(value, language)} TMT`;
  const id = typeof value === 'number' ? value : NaN;
  switch (field) {
    case 'status':
      if (entry.kind === 'room' || entry.kind === 'room_type')
        return value === 1 ? t('audit.value.published.on') : t('audit.value.published.off');
      return value === 1 ? t('history.reception.on') : t('history.reception.off');
    case 'moderation':
      return value === 'pending' || value === 'approved' || value === 'rejected'
        ? t(`audit.value.moderation.${value}`)
        : String(value);
    case 'discount_status':
      return value === 1 ? t('audit.value.discount.on') : t('audit.value.discount.off');
    case 'payment_status': {
      const labels: Readonly<Record<string, string>> = t('paymentStatus', { returnObjects: true });
      return Object.hasOwn(labels, String(value))
        ? (labels[String(value)] ?? String(value))
        : String(value);
    }
    case 'checkin':
    case 'checkout':
    case 'from_date':
    case 'to_date':
    case 'arrival_from':
    case 'arrival_to':
      return formatHotelDate(String(value)) ?? formatHotelDateTime(String(value)) ?? String(value);
    case 'type_bed':
      return value === 'twin' || value === 'double' || value === ''
        ? t(`rooms.bed.${BED[value]}`)
        : String(value);
    case 'role':
      return typeof value === 'string' && isStaffRole(value)
        ? t(`team.role.${value}`)
        : String(value);
    case 'room_types_id':
    case 'room_type_id':
      return names.roomType(id) ?? String(value);
    case 'block_id':
      return names.block(id) ?? String(value);
    case 'housekeeping':
      return typeof value === 'string' && isHousekeepingState(value)
        ? t(`housekeeping.state.${value}`)
        : String(value);
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}

/** A room type's name or description: one line per language that changed. */
function localizedRows(
  field: string,
  before: unknown,
  after: unknown,
  { t }: Context,
): ChangeRow[] {
  const was = isRecord(before) ? before : null;
  const is = isRecord(after) ? after : {};
  return LANGUAGES.flatMap((language) => {
    const old = was ? String(was[language] ?? '') : null;
    const now = String(is[language] ?? '');
    if (old === now) return [];
    const label = t(field === 'name' ? 'audit.field.name' : 'audit.field.description', {
      language: language.toUpperCase(),
    });
    return [
      {
        key: `${field}.${language}`,
        label,
        before: old === null ? null : old || t('empty'),
        after: now || t('empty'),
      },
    ];
  });
}

/** The images: which files were added and which removed. */
function imagesRow(before: unknown, after: unknown, t: TFunction<'staff'>): ChangeRow {
  const was = strings(before);
  const is = strings(after);
  const added = is.filter((url) => !was.includes(url)).map(fileName);
  const removed = was.filter((url) => !is.includes(url)).map(fileName);
  const parts = [
    ...(added.length ? [t('audit.value.added', { files: added.join(', ') })] : []),
    ...(removed.length ? [t('audit.value.removed', { files: removed.join(', ') })] : []),
  ];
  return {
    key: 'images',
    label: t('audit.field.images'),
    before: null,
    after: parts.join('; ') || t('empty'),
  };
}

/** What an entry is about: a booking by its number, a room by its number, a room type by name, a rate season by id and its type's name, a promotion code by its code, a user or a review by id; the options need no name. */
export function subjectText(entry: AuditEntry, { t, names }: Context): string | null {
  const { id, room_id: roomId, book_number: bookNumber } = entry.subject;
  const room =
    roomId === null ? null : t('audit.subject.room', { room: names.room(roomId) ?? roomId });
  switch (entry.kind) {
    case 'room':
    case 'housekeeping':
      return t('audit.subject.room', { room: names.room(id) ?? id });
    case 'room_type':
    case 'room_type_image':
      return t('audit.subject.roomType', { name: names.roomType(id) ?? id });
    case 'options':
      return null;
    case 'promo_code':
      return t('audit.subject.promoCode', { code: entry.subject.code ?? id });
    case 'rate_season': {
      const typeId = entry.subject.room_type_id;
      return t('audit.subject.rateSeason', {
        id,
        name: typeId === null ? '' : (names.roomType(typeId) ?? typeId),
      });
    }
    case 'client':
    case 'review':
    case 'staff':
      return t(`audit.subject.${entry.kind}`, { id });
    case 'calendar_feed':
      // A room's feed carries its room; a room type's, the type's id.
      return roomId === null
        ? t('audit.subject.feedRoomType', { name: names.roomType(id) ?? id })
        : t('audit.subject.feedRoom', { room: names.room(roomId) ?? roomId });
    case 'calendar_block':
      return [t('audit.subject.block', { id }), room].filter(Boolean).join(', ');
    default:
      return [
        bookNumber === null
          ? t('audit.subject.bookingId', { id })
          : t('audit.subject.booking', { number: bookNumber }),
        room,
      ]
        .filter(Boolean)
        .join(', ');
  }
}
