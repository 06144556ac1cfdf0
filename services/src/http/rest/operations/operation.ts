import type { z } from 'zod';
import type { CalendarDate, StaffAccess } from '@hotel/contracts';

/**
 * Who may call an operation: anyone, a logged-in user (a guest, on their own data), or staff
 * whose role grants the named access (contracts' STAFF_ACCESS: staff, desk, accounts, manager).
 */
export type Access = 'public' | 'user' | StaffAccess;

/** The staff access an operation needs, or null for a public or guest operation. */
export function staffAccessOf(operation: Operation): StaffAccess | null {
  return operation.access === 'public' || operation.access === 'user' ? null : operation.access;
}

/** Optional parts of the server: an operation mounted only with one is documented only then. */
export interface DocumentOptions {
  /** The bank's signed callback: mounted when PAYMENT_CALLBACK_KEY is set. */
  paymentCallback: boolean;
}

/** A request header an operation reads: parsed by restRoute like the body, before the handler. */
export interface RequestHeader {
  schema: z.ZodType<string | undefined, string>;
  description: string;
  /** The name a refusal gives it (`field.<field>` in the messages). */
  field: string;
}

export interface Operation {
  summary: string;
  access: Access;
  onlyWith?: keyof DocumentOptions;
  /** The body, as the schema that parses it. */
  body?: z.ZodType;
  /**
   * Its content types (default JSON only) and whether it may be left out (default not). A body
   * with content types of its own is read by its route, not parsed by restRoute: a multipart form
   * as a stream, within the limits its schema states; the bank's form as text fields.
   */
  bodyTypes?: string[];
  bodyRequired?: boolean;
  /**
   * The path's parameters other than `{id}` (which every operation reads as an entity id), as the
   * schema that parses them; each field's `describe` says what it means.
   */
  pathParams?: z.ZodObject;
  /** Query parameters read besides `?l=`: name -> what it means (any text is taken). */
  query?: Record<string, string>;
  /** Query parameters read besides `?l=`, as the schema that parses them (each field's `describe` says what it means). */
  queryParams?: z.ZodObject;
  /**
   * Optional request headers it reads, as the schemas that parse them; a refusal names the
   * header by its `field` (a message's `field.` key).
   */
  headers?: Record<string, RequestHeader>;
  /** A body that passes the rules too (for today, the hotel's date): the fuzzer's way to the success path. */
  example?: (today: CalendarDate) => unknown;
  /**
   * Answers carry an entity tag (`ETag`, `Cache-Control: no-cache`) and a request naming it in
   * `If-None-Match` gets 304 without a body while the answer is unchanged.
   */
  revalidated?: boolean;
  /**
   * Answers carry an entity tag (`ETag`): the version of the record they show. A change sent with
   * it in `If-Match` is refused with 412 when the record changed since (who did it, and when).
   */
  versioned?: boolean;
  /**
   * The 200 answer, a CSV file to download, an iCalendar feed, a 303 redirect to the site, or a
   * stream of server-sent events (`text/event-stream`) that ends after a bounded time.
   */
  answer: z.ZodType | 'csv' | 'ics' | 'redirect' | 'event-stream';
  /** Refusals of this operation's own (status -> when), beside those every operation of its kind gives. */
  refusals?: Record<number, string>;
  /**
   * What a request matching the document may still break, refused with 400: rules JSON Schema
   * cannot state (dates relative to today or to each other, what the database holds).
   */
  rules?: string[];
}
