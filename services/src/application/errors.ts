import type { MessageKey, MessageParams } from '@hotel/contracts';

export type AppErrorKind =
  | 'validation'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  /** Sent with a version that is no longer the record's: someone changed it since it was read. */
  | 'stale'
  | 'too_large'
  | 'unsupported'
  | 'rate_limited'
  | 'bank_unavailable'
  | 'unavailable';

/**
 * A failure the user should read: its kind picks the HTTP status, its key the localized text.
 * `retryWithSameKey`: the request may have done its work, or another request with its key is
 * doing it; the same request with the same idempotency key learns the outcome (the site retries
 * by itself). `field`: the input field at fault, which a form marks (tRPC's error data carries it).
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly kind: AppErrorKind;
  readonly key: MessageKey;
  readonly params: MessageParams;
  readonly retryWithSameKey: boolean;
  /** The input field the refusal is about, where one is: a form shows the message by it. */
  readonly field: string | undefined;

  constructor(
    kind: AppErrorKind,
    key: MessageKey,
    params: MessageParams = {},
    options: { retryWithSameKey?: boolean; field?: string } = {},
  ) {
    super(key);
    this.kind = kind;
    this.key = key;
    this.params = params;
    this.retryWithSameKey = options.retryWithSameKey ?? false;
    this.field = options.field;
  }
}
