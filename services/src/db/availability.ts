import type { Sql } from './connect';

/** SQLSTATE classes and codes that mean "the database cannot serve now", not "your input". */
const UNAVAILABLE_STATES = /^(08|53|57P0[1-4]|58)/;
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH',
  'CONNECT_TIMEOUT', 'CONNECTION_CLOSED', 'CONNECTION_DESTROYED', 'CONNECTION_ENDED',
]);

/** `work`, or an ETIMEDOUT error (a database failure, see below) when it takes longer than `ms`. */
export function withDeadline<T>(work: PromiseLike<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error(`no answer within ${ms} ms`), { code: 'ETIMEDOUT' })), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
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
 * second with a deadline, and at once when a request met a connection or disk error. While it
 * is down, requests are answered 503 at once instead of queueing for the pool (and running
 * minutes later); readiness answers from here within its deadline.
 */
export class DatabaseAvailability {
  private downSince: number | null = null;
  private reason: string | null = null;
  private timer: NodeJS.Timeout | null = null;
  private probing: Promise<boolean> | null = null;
  private probeSql: Sql | null = null;
  private readonly openProbe: () => Sql;
  private readonly options: Required<Omit<AvailabilityOptions, 'log'>> & Pick<AvailabilityOptions, 'log'>;

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

  /** A request met this error: a database failure marks it down until a probe succeeds. */
  report(error: unknown): void {
    if (isDatabaseUnavailable(error)) this.markDown(describe(error));
  }

  /** Asks `select 1` within the deadline; true when the database answered. */
  probe(): Promise<boolean> {
    this.probing ??= this.ask().finally(() => (this.probing = null));
    return this.probing;
  }

  private async ask(): Promise<boolean> {
    try {
      this.probeSql ??= this.openProbe();
      const probe = this.probeSql;
      await withDeadline(probe`select 1`, this.options.timeoutMs);
      if (this.downSince !== null) this.options.log?.info(`database reachable again after ${Math.round((Date.now() - this.downSince) / 1000)} s`);
      this.downSince = null;
      this.reason = null;
      return true;
    } catch (error) {
      this.markDown(describe(error));
      // A connection that failed or hangs is not asked again: the next probe connects anew.
      await this.discardProbe();
      return false;
    }
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
