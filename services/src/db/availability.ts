import type { Sql } from './connect';

/** SQLSTATE classes and codes that mean "the database cannot serve now", not "your input". */
const UNAVAILABLE_STATES = /^(08|53|57P0[1-4]|58)/;
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_DESTROYED',
  'CONNECTION_ENDED',
]);

class DeadlinePassed extends Error {
  override name = 'DeadlinePassed';
  readonly code = 'ETIMEDOUT';
}
const isDeadline = (error: unknown) => error instanceof DeadlinePassed;

/** `work`, or an ETIMEDOUT error (a database failure, see below) when it takes longer than `ms`. */
export function withDeadline<T>(work: PromiseLike<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DeadlinePassed(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/** SQLSTATE 57014: a statement cancelled, by `statement_timeout` or a cancel request: the database is slow, not gone. */
export const isStatementCancelled = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === '57014';

/**
 * Whether a read that failed with `error` is to be run once more: a database failure while the
 * database answers a probe is one broken pooled connection (terminated, reset, timed out
 * connecting), and the pool gives the read another. Asked of reads only: a write that failed
 * may have committed.
 */
export async function retryRead(
  database: Pick<DatabaseAvailability, 'probe'>,
  error: unknown,
): Promise<boolean> {
  return isDatabaseUnavailable(error) && (await database.probe());
}

/** True for a failure of the database itself: unreachable, shutting down, out of disk or memory. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = 'code' in error ? String(error.code) : '';
  return UNAVAILABLE_CODES.has(code) || UNAVAILABLE_STATES.test(code);
}

export interface AvailabilityOptions {
  /** How often the watchdog asks `select 1`. */
  everyMs?: number;
  /** How long one probe may take before the database counts as unreachable. */
  timeoutMs?: number;
  log?: { info(msg: string): void; warn(obj: unknown, msg: string): void };
}

/**
 * Whether the database answers, kept by a watchdog on its own one-connection pool: a probe every
 * second with a deadline, and at once when a request met a connection or disk error. Only a
 * failed probe marks it down (a request's error alone would flip the whole site to 503 for one
 * broken pooled connection). While it is down, requests are answered 503 at once instead of
 * queueing for the pool (and running minutes later); readiness answers from here within its
 * deadline.
 */
export class DatabaseAvailability {
  private downSince: number | null = null;
  private reason: string | null = null;
  private timer: NodeJS.Timeout | null = null;
  private probing: Promise<boolean> | null = null;
  private probeSql: Sql | null = null;
  private readonly openProbe: () => Sql;
  private readonly options: Required<Omit<AvailabilityOptions, 'log'>> &
    Pick<AvailabilityOptions, 'log'>;

  /** `openProbe` opens the watchdog's own one-connection pool; a failed probe throws it away. */
  constructor(openProbe: () => Sql, options: AvailabilityOptions = {}) {
    this.openProbe = openProbe;
    this.options = { everyMs: 1000, timeoutMs: 1000, ...options };
  }

  get down(): boolean {
    return this.downSince !== null;
  }

  /** Why it counts as down (for /health/ready), or null. */
  get downReason(): string | null {
    return this.reason;
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.probe(), this.options.everyMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.probing;
    await this.discardProbe();
  }

  /**
   * A request met this error. One broken pooled connection is not the database: a database
   * failure asks a probe at once, and only a probe that fails too marks it down.
   */
  report(error: unknown): void {
    if (isDatabaseUnavailable(error)) void this.probe();
  }

  /** Asks `select 1` within the deadline; true when the database answered. */
  probe(): Promise<boolean> {
    this.probing ??= this.ask().finally(() => (this.probing = null));
    return this.probing;
  }

  private async ask(): Promise<boolean> {
    const reused = this.probeSql !== null;
    try {
      await this.select1();
    } catch (error) {
      // A connection that failed or hangs is not asked again: the next probe connects anew.
      await this.discardProbe();
      // The probe's own kept connection may be the one that broke: a fresh one decides, unless it hung.
      const retry = reused && isDatabaseUnavailable(error) && !isDeadline(error);
      const failure = retry
        ? await this.select1().then(
            () => null,
            (again: unknown) => again,
          )
        : error;
      if (failure !== null) {
        this.markDown(describe(failure));
        await this.discardProbe();
        return false;
      }
    }
    if (this.downSince !== null)
      this.options.log?.info(
        `database reachable again after ${Math.round((Date.now() - this.downSince) / 1000)} s`,
      );
    this.downSince = null;
    this.reason = null;
    return true;
  }

  private async select1(): Promise<void> {
    this.probeSql ??= this.openProbe();
    await withDeadline(this.probeSql`select 1`, this.options.timeoutMs);
  }

  private async discardProbe(): Promise<void> {
    const probe = this.probeSql;
    this.probeSql = null;
    await probe?.end({ timeout: 0 }).catch(() => undefined);
  }

  private markDown(reason: string): void {
    if (this.downSince === null) {
      this.downSince = Date.now();
      this.options.log?.warn({ reason }, 'database unavailable: answering 503 until it is back');
    }
    this.reason = reason;
  }
}

function describe(error: unknown): string {
  if (typeof error !== 'object' || error === null) return String(error);
  const code = 'code' in error ? String(error.code) : '';
  const message = error instanceof Error ? error.message : '';
  return code ? `${code}: ${message}` : message;
}
