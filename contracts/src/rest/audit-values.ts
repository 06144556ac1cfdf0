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
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

export const AUDIT_ACTIONS = ['create', 'update', 'delete'] as const;
export type AuditActionView = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_PAGE_SIZE = 50;
export const MAX_AUDIT_PAGE_SIZE = 200;

/** The last page a timeline query may ask for. */
export const MAX_AUDIT_PAGE = 1_000_000;
