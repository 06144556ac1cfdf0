/* The staff timeline's plain values (zod-free: @hotel/contracts/plain); its schemas are in audit.ts. */

/** What an action was about. */
export const AUDIT_KINDS = [
  'calendar_block',
  'reception',
  'booking_dates',
  'room_move',
  'booking',
  'room',
  'room_type',
  'room_type_image',
  'options',
  'client',
  'review',
  'calendar_feed',
  'staff',
  'housekeeping',
  'rate_season',
  'promo_code',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

/** A rate season's fields as the timeline shows them, in this order (money in TMT, no `_tenge`). */
export const RATE_SEASON_FIELDS = [
  'room_type_id',
  'from_date',
  'to_date',
  'price',
  'weekend_price',
  'min_stay',
  'max_stay',
  'closed_to_arrival',
  'closed_to_departure',
  'priority',
] as const;

/** A promotion code's fields as the timeline shows them, in this order (money in TMT, no `_tenge`). */
export const PROMO_CODE_FIELDS = [
  'code',
  'percent',
  'amount',
  'arrival_from',
  'arrival_to',
  'max_uses',
  'disabled',
] as const;

export const AUDIT_ACTIONS = ['create', 'update', 'delete'] as const;
export type AuditActionView = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_PAGE_SIZE = 50;
export const MAX_AUDIT_PAGE_SIZE = 200;

/** The last page a timeline query may ask for. */
export const MAX_AUDIT_PAGE = 1_000_000;
