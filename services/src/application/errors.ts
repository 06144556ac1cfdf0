import type { MessageKey, MessageParams } from '@hotel/contracts';

export type AppErrorKind =
  | 'validation'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'too_large'
  | 'unsupported'
  | 'rate_limited'
  | 'bank_unavailable'
  | 'unavailable';

/** A failure the user should read: its kind picks the HTTP status, its key the localized text. */
export class AppError extends Error {
  override name = 'AppError';
  readonly kind: AppErrorKind;
  readonly key: MessageKey;
  readonly params: MessageParams;

  constructor(kind: AppErrorKind, key: MessageKey, params: MessageParams = {}) {
    super(key);
    this.kind = kind;
    this.key = key;
    this.params = params;
  }
}
