import type { FastifyBaseLogger } from 'fastify';
import { connect, type Sql } from './connect';

/** What runs only while this process leads: started on taking the lock, stopped on losing it. */
export interface LeaderWork {
  start(): void | Promise<void>;
  stop(): Promise<void>;
}

/** The first key of the two-key advisory locks the hotel takes (the second is the work's name hashed). */
const LOCK_SPACE = 0x686f74;

export type LeadershipState = 'standby' | 'active' | 'stopped';

/**
 * One active worker of a kind (the projector, the relay) across every process on one database:
 * a PostgreSQL session-level advisory lock, held by a connection of its own. A second process
 * waits as standby, asking for the lock every `retryMs`; when the leader dies (kill -9 included)
 * its connection closes, PostgreSQL releases the lock at once, and a standby takes over within
 * `retryMs`. The leader checks its connection as often: when it breaks (a database restart), the
 * lock went with it, so the work stops before another process may start it.
 *
 * The lock makes a second worker idle, not the work safe: the projector's checkpoints and the
 * relay's at-least-once delivery already tolerate two running for a moment.
 */
export class Leadership {
  #state: LeadershipState = 'standby';
  #sql: Sql | null = null;
  #timer: NodeJS.Timeout | null = null;
  #tick: Promise<void> = Promise.resolve();

  readonly #databaseUrl: string;
  /** The kind of work: processes naming the same one share one lock. */
  readonly name: string;
  readonly #work: LeaderWork;
  readonly #log: FastifyBaseLogger;
  readonly #retryMs: number;

  constructor(
    databaseUrl: string,
    name: string,
    work: LeaderWork,
    log: FastifyBaseLogger,
    options: { retryMs?: number } = {},
  ) {
    this.#databaseUrl = databaseUrl;
    this.name = name;
    this.#work = work;
    this.#log = log;
    this.#retryMs = options.retryMs ?? 1000;
  }

  get state(): LeadershipState {
    return this.#state;
  }

  /** Starts competing for the lock; resolves after the first attempt (active or standby). */
  async start(): Promise<void> {
    await this.#attempt();
    this.#schedule();
  }

  /** Stops the work if it runs and gives the lock up (another process takes over). */
  async stop(): Promise<void> {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    await this.#tick;
    const wasActive = this.#state === 'active';
    this.#state = 'stopped';
    if (wasActive) await this.#work.stop();
    await this.#release();
  }

  #schedule(): void {
    if (this.#state === 'stopped') return;
    this.#timer = setTimeout(() => {
      this.#tick = this.#attempt().finally(() => this.#schedule());
    }, this.#retryMs);
  }

  async #attempt(): Promise<void> {
    const key = `hotel:${this.name}`;
    try {
      if (this.#state === 'active') {
        // Held only while the session that took it lives: a pool that reconnected quietly would
        // answer a plain ping from a new session without the lock.
        const [row] = await this.#connection()<{ held: boolean }[]>`
          select exists (
            select 1 from pg_locks
            where locktype = 'advisory' and pid = pg_backend_pid() and granted
              and classid = ${LOCK_SPACE}::oid and objid = hashtext(${key})::oid and objsubid = 2
          ) as held`;
        if (!row?.held) throw new Error('the advisory lock is no longer held by this session');
        return;
      }
      const [row] = await this.#connection()<
        { locked: boolean }[]
      >`select pg_try_advisory_lock(${LOCK_SPACE}, hashtext(${key})) as locked`;
      if (!row?.locked || this.#state === 'stopped') return;
      this.#state = 'active';
      this.#log.info({ leadership: this.name }, `${this.name}: this process is now the active one`);
      await this.#work.start();
    } catch (error) {
      if (this.#state === 'active') {
        // The lock lived on a session that is gone: another process may hold it by now.
        this.#log.warn(
          { leadership: this.name, err: error },
          `${this.name}: lost the lock; standing by`,
        );
        this.#state = 'standby';
        await this.#work
          .stop()
          .catch((stopError: unknown) =>
            this.#log.error({ err: stopError }, `${this.name}: stopping failed`),
          );
      } else {
        this.#log.warn(
          { leadership: this.name, err: error },
          `${this.name}: cannot ask for the lock`,
        );
      }
      await this.#release();
    }
  }

  /** One connection that stays open: the lock belongs to the session that took it. */
  #connection(): Sql {
    this.#sql ??= connect(this.#databaseUrl, {
      max: 1,
      application: `hotel-${this.name}-lock`,
      connectTimeoutSeconds: 2,
    });
    return this.#sql;
  }

  async #release(): Promise<void> {
    const sql = this.#sql;
    this.#sql = null;
    // Closing the session releases its advisory locks.
    await sql?.end({ timeout: 1 }).catch(() => undefined);
  }
}
