import { ZodError } from 'zod';
import { isMessageKey, translate, type Language, type MessageKey } from '@hotel/contracts';
import { AppError, type AppErrorKind } from '../application/errors';
import { ClientGone } from '../application/request-scope';
import { isDatabaseUnavailable, isStatementCancelled } from '../db/availability';
import { InvalidEvent } from '../event-store/port';
import { RoomRuleViolated } from '../rooms/room-errors';

export interface DescribedError {
  status: number;
  /** Localized text for the user; never internals. */
  message: string;
  /** False for failures the user did not cause (logged with their stack). */
  expected: boolean;
  /** The same request with the same idempotency key learns the outcome (said to the client). */
  retryWithSameKey?: true;
  /** The input field the refusal names, where it names one (a form shows the message by it). */
  field?: string;
}

const STATUS: Record<AppErrorKind, number> = {
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  stale: 412,
  too_large: 413,
  unsupported: 415,
  rate_limited: 429,
  bank_unavailable: 502,
  unavailable: 503,
};

const ROOM_RULE_STATUS: Record<RoomRuleViolated['kind'], number> = {
  conflict: 409,
  not_found: 404,
  invalid: 400,
};

/** The one mapping of every error to an HTTP status and a localized message (REST and tRPC). */
export function describeError(error: unknown, lang: Language): DescribedError {
  if (error instanceof AppError) {
    const described: DescribedError = {
      status: STATUS[error.kind],
      message: translate(lang, error.key, error.params),
      expected: true,
      ...(error.field === undefined ? {} : { field: error.field }),
    };
    return error.retryWithSameKey ? { ...described, retryWithSameKey: true } : described;
  }
  if (error instanceof RoomRuleViolated) {
    return {
      status: ROOM_RULE_STATUS[error.kind],
      message: translate(lang, error.code, error.params),
      expected: true,
      ...(error.field === undefined ? {} : { field: error.field }),
    };
  }
  if (isDatabaseUnavailable(error)) {
    // Unreachable, shutting down, out of disk: nothing the caller did; nothing was changed.
    return { status: 503, message: translate(lang, 'error.databaseUnavailable'), expected: false };
  }
  if (isStatementCancelled(error)) {
    // A statement timeout: the database is slow, not the caller's fault; a multi-step command may
    // have done a step before it, so this says nothing about what was changed.
    return { status: 503, message: translate(lang, 'error.databaseBusy'), expected: false };
  }
  if (error instanceof ClientGone) {
    return { status: 503, message: translate(lang, 'error.unavailable'), expected: true };
  }
  if (error instanceof InvalidEvent) {
    // Input that passed its schema still led to an event its schema refuses: nothing was written.
    return { status: 400, message: translate(lang, 'error.invalidEvent'), expected: true };
  }
  if (error instanceof ZodError) {
    const name = error.issues[0]?.path[0];
    return {
      status: 400,
      message: describeValidation(error, lang),
      expected: true,
      ...(typeof name === 'string' ? { field: name } : {}),
    };
  }
  const framework = frameworkError(error);
  if (framework)
    return { status: framework.status, message: translate(lang, framework.key), expected: true };
  return { status: 500, message: translate(lang, 'error.internal'), expected: false };
}

/** The JSON body of a refusal: `{ error }`, and `retryWithSameKey: true` when the outcome is not known yet. */
export function errorBody(described: DescribedError): { error: string; retryWithSameKey?: true } {
  return {
    error: described.message,
    ...(described.retryWithSameKey ? { retryWithSameKey: true } : {}),
  };
}

function describeValidation(error: ZodError, lang: Language): string {
  const issue = error.issues[0];
  const name = issue?.path[0];
  const fieldKey = `field.${typeof name === 'string' ? name : 'body'}`;
  const field = isMessageKey(fieldKey) ? translate(lang, fieldKey) : String(name);
  const reasonKey = `reason.${issue?.message ?? ''}`;
  const reason: MessageKey = isMessageKey(reasonKey)
    ? reasonKey
    : issue?.code === 'invalid_type' && /received undefined|received null/.test(issue.message)
      ? 'reason.required'
      : 'reason.invalid';
  return translate(lang, 'error.validation', { field, reason: translate(lang, reason) });
}

/** Fastify's own 4xx (bad JSON, too large, wrong content type) in our words. */
function frameworkError(error: unknown): { status: number; key: MessageKey } | null {
  if (typeof error !== 'object' || error === null || !('statusCode' in error)) return null;
  const status = Number(error.statusCode);
  if (status === 413) return { status, key: 'error.bodyTooLarge' };
  if (status === 415) return { status, key: 'error.unsupportedMediaType' };
  if (status === 414) return { status, key: 'error.uriTooLong' };
  if (status === 400) return { status, key: 'error.badJson' };
  if (status === 404) return { status, key: 'error.notFound' };
  return null;
}
