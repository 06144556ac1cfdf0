import { isTrpcError, NetworkFailure } from '../../../api';

/**
 * The waits before each new try of a booking whose outcome is not known: about a minute in all,
 * longer than the 30-second lease a request that met the failure may leave on its key.
 */
export const CONFIRM_DELAYS_MS = [1000, 2000, 4000, 8000, 15_000, 15_000, 15_000];

const dataOf = (error: unknown): Record<string, unknown> => {
  const data: unknown = isTrpcError(error) ? error.data : undefined;
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
};

/** The server said the outcome is not known yet: the same request with the same key learns it. */
export const toldToRetry = (error: unknown): boolean => dataOf(error).retryWithSameKey === true;

/** No answer that settles anything: the database or the server unavailable, or no answer at all. */
function unsettled(error: unknown): boolean {
  if (toldToRetry(error) || dataOf(error).code === 'SERVICE_UNAVAILABLE') return true;
  for (
    let cause: unknown = error, depth = 0;
    depth < 4 && cause instanceof Error;
    depth += 1, cause = cause.cause
  ) {
    if (cause instanceof NetworkFailure) return true;
  }
  return false;
}

/**
 * The wait before trying again after `failures` (oldest first), or null to stop. Only once the
 * server said a booking may have been made is it tried again (with the same key, so never a
 * second booking); from then on every unsettled answer is tried again, a bounded number of times.
 */
export function nextTry(failures: readonly unknown[]): number | null {
  const last = failures.at(-1);
  if (!failures.some(toldToRetry) || !unsettled(last)) return null;
  return CONFIRM_DELAYS_MS[failures.length - 1] ?? null;
}

/**
 * Sends the booking (`send` sends the same input, idempotency key included, every time) until
 * its outcome is known or the tries run out. `confirming` is told before each new try. When the
 * tries run out, the error thrown is the server's last "not confirmed", never a later "nothing
 * was changed" that speaks only of that last try.
 */
export async function sendUntilKnown<T>(
  send: () => Promise<T>,
  options: { confirming: () => void; wait?: (ms: number) => Promise<void> },
): Promise<T> {
  const wait =
    options.wait ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const failures: unknown[] = [];
  for (;;) {
    try {
      return await send();
    } catch (error) {
      failures.push(error);
      const delay = nextTry(failures);
      if (delay === null) throw finalError(failures);
      options.confirming();
      await wait(delay);
    }
  }
}

function finalError(failures: readonly unknown[]): unknown {
  const last = failures.at(-1);
  const told = failures.filter(toldToRetry).at(-1);
  return told !== undefined && unsettled(last) ? told : last;
}
