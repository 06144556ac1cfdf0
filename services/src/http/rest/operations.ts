import { AUTH_OPERATIONS } from './operations/auth';
import { ADMINISTRATION_OPERATIONS } from './operations/administration';
import { CALENDAR_OPERATIONS } from './operations/calendar';
import { DOCUMENT_OPERATIONS } from './operations/document';
import { GUEST_OPERATIONS, SITE_OPERATIONS } from './operations/guest';
import type { Operation } from './operations/operation';
import { PROMO_CODE_OPERATIONS } from './operations/promo-codes';
import { RATE_OPERATIONS } from './operations/rates';
import { REPORT_OPERATIONS } from './operations/reports';
import { STAFF_BOOKING_OPERATIONS } from './operations/staff-bookings';
import { STAFF_CATALOG_OPERATIONS } from './operations/staff-catalog';
import { STAFF_GUEST_OPERATIONS } from './operations/staff-guests';
import { STAFF_LIVE_OPERATIONS } from './operations/staff-live';

export {
  staffAccessOf,
  type Access,
  type DocumentOptions,
  type Operation,
  type RequestHeader,
} from './operations/operation';

/**
 * The REST endpoints (docs/rest-contract.md), each declared once: the Fastify registration
 * (`restRoute`), its access guard, the parse of its input, the OpenAPI document and the sweeps
 * all come from this list.
 * Each feature declares its own (operations/); the order here is the order of the document's paths.
 */
const OPERATIONS = {
  ...SITE_OPERATIONS,
  ...AUTH_OPERATIONS,
  ...GUEST_OPERATIONS,
  ...CALENDAR_OPERATIONS,
  ...STAFF_BOOKING_OPERATIONS,
  ...STAFF_GUEST_OPERATIONS,
  ...STAFF_CATALOG_OPERATIONS,
  ...RATE_OPERATIONS,
  ...PROMO_CODE_OPERATIONS,
  ...REPORT_OPERATIONS,
  ...STAFF_LIVE_OPERATIONS,
  ...ADMINISTRATION_OPERATIONS,
  ...DOCUMENT_OPERATIONS,
};

/** `METHOD /api/path` of a declared operation. */
export type OperationKey = keyof typeof OPERATIONS;

/** The declarations as written: each operation's own schemas, which type its handler's input. */
export type DeclaredOperations = typeof OPERATIONS;

export const REST_OPERATIONS: Record<OperationKey, Operation> = OPERATIONS;
