import type { PaymentRequest } from '@hotel/contracts';

/** A random key for one booking attempt (getRandomValues works on plain http too, randomUUID does not). */
function newAttemptKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export interface BookingAttempt {
  body: string;
  key: string;
}

/**
 * The idempotency key to send with `input`: the previous attempt's when the guest presses Pay
 * again with the same details (a retry after no answer or an error: the server then answers that
 * booking, never a second one), a new one when the details changed.
 */
export function attemptFor(previous: BookingAttempt | null, input: PaymentRequest): BookingAttempt {
  const body = JSON.stringify(input);
  return previous?.body === body ? previous : { body, key: newAttemptKey() };
}
