import { z } from 'zod';
import { calendarDateParam } from '../dates';
import { wholeNumber } from '../form-input';
import { MAX_ID } from '../text';
import {
  AUDIT_ACTIONS,
  AUDIT_KINDS,
  AUDIT_PAGE_SIZE,
  MAX_AUDIT_PAGE,
  MAX_AUDIT_PAGE_SIZE,
} from './audit-values';

export * from './audit-values';

/*
 * The staff timeline: every staff action in one list, newest first — calendar blocks, reception
 * toggles and date changes from the events' metadata, rate season changes and promotion codes' creates and disables from their read models,
 * room, room type, image and option edits from the audit log — with who, when, and each field
 * before -> after.
 */

/** `?staff=&kind=&from=&to=&page=&page_size=` of GET /audit, and the tRPC input of the same. */
export const auditQuery = z.object({
  staff: wholeNumber('number', 1, MAX_ID)
    .optional()
    .describe("Only this staff member's actions (a user id)"),
  kind: z.enum(AUDIT_KINDS).optional().describe('Only actions of this kind'),
  from: calendarDateParam.optional().describe('Only actions on or after this hotel day'),
  to: calendarDateParam.optional().describe('Only actions on or before this hotel day'),
  page: wholeNumber('number', 1, MAX_AUDIT_PAGE).optional().describe('The page, from 1'),
  page_size: wholeNumber('pageSize', 1, MAX_AUDIT_PAGE_SIZE)
    .optional()
    .describe(`Actions per page (default ${AUDIT_PAGE_SIZE})`),
});
export type AuditQuery = z.infer<typeof auditQuery>;

export const auditEntryView = z.object({
  /** `e<global position>` for an event, `a<id>` for an audit log row. */
  id: z.string(),
  /** When, on the hotel's wall clock with its offset. */
  at: z.string(),
  /** Who: the staff member's id and e-mail (both null for a change made before sign-in existed). */
  actor: z.object({ user_id: z.number().int().nullable(), email: z.string().nullable() }),
  kind: z.enum(AUDIT_KINDS),
  action: z.enum(AUDIT_ACTIONS),
  /** What was changed: a booking or block id (with its room and book number), a room, a room type, a rate season (with its room type), a promotion code (with its code), or the options (1). */
  subject: z.object({
    id: z.number().int(),
    room_id: z.number().int().nullable(),
    /** A rate season's room type; null for every other kind. */
    room_type_id: z.number().int().nullable(),
    /** A promotion code's code (its id is `id`); null for every other kind. */
    code: z.string().nullable(),
    book_number: z.number().int().nullable(),
  }),
  /** Each field that changed; money in TMT, `before` null for what was created. */
  changes: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
});
export type AuditEntryView = z.infer<typeof auditEntryView>;

export const auditView = z.object({
  entries: z.array(auditEntryView),
  page: z.number().int(),
  page_size: z.number().int(),
  /** Actions matching the filters, on every page. */
  total: z.number().int(),
  /** The staff members, for the filter. */
  staff: z.array(z.object({ user_id: z.number().int(), email: z.string() })),
});
export type AuditView = z.infer<typeof auditView>;
