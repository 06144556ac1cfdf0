import type { FastifyBaseLogger } from 'fastify';
import type { EventSource } from '@hotel/projections';

export interface BatchLoopOptions {
  /** How long to wait for an append notification before reading anyway. */
  idleMs?: number;
  /** Backoff after a failed batch: from `minBackoffMs`, doubling, up to `maxBackoffMs`. */
  minBackoffMs?: number;
  maxBackoffMs?: number;
}

/** What a consumer of `$all` does in the loop: find its checkpoint once, then take batches. */
export interface BatchWork {
  /** Where to start (the stored checkpoint); retried like a batch until it succeeds. */
  resume(): Promise<void>;
  /** One batch from the checkpoint on, stored with it; returns the events handled (0: none new). */
  batch(): Promise<number>;
}

/** A loop run in the background until stopped: `stop` aborts it and waits for the pass in flight. */
export class Background {
  #running: Promise<void> | null = null;
  #abort = new AbortController();
  readonly #body: (signal: AbortSignal) => Promise<void>;

  constructor(body: (signal: AbortSignal) => Promise<void>) {
    this.#body = body;
  }

  get running(): boolean {
    return this.#running !== null;
  }

  start(): void {
    if (this.#running) return;
    this.#abort = new AbortController();
    this.#running = this.#body(this.#abort.signal);
  }

  async stop(): Promise<void> {
    this.#abort.abort();
    await this.#running;
    this.#running = null;
  }
}

/**
 * The loop of every checkpointed consumer of `$all` outside the read models (the Kafka relay,
 * the mail outbox): batches until none is left, then waits for appends; a failed batch is
 * retried with backoff, logged once per cause, and named by `failing` (readiness says it) until
 * one succeeds. Stopping lets the batch in flight finish, so its checkpoint is stored.
 */
export class BatchLoop {
  readonly #background = new Background((signal) => this.#loop(signal));
  #failing: string | null = null;
  readonly #name: string;
  readonly #source: EventSource;
  readonly #work: BatchWork;
  readonly #log: FastifyBaseLogger;
  readonly #options: Required<BatchLoopOptions>;

  constructor(
    name: string,
    source: EventSource,
    work: BatchWork,
    log: FastifyBaseLogger,
    options: BatchLoopOptions = {},
  ) {
    this.#name = name;
    this.#source = source;
    this.#work = work;
    this.#log = log;
    this.#options = { idleMs: 1000, minBackoffMs: 200, maxBackoffMs: 5000, ...options };
  }

  get running(): boolean {
    return this.#background.running;
  }

  /** Why the last batch failed, while batches fail. */
  get failing(): string | null {
    return this.#failing;
  }

  start(): void {
    this.#background.start();
  }

  stop(): Promise<void> {
    return this.#background.stop();
  }

  async #loop(signal: AbortSignal): Promise<void> {
    let backoff = this.#options.minBackoffMs;
    let resumed = false;
    while (!signal.aborted) {
      try {
        if (!resumed) {
          await this.#work.resume();
          resumed = true;
        }
        const handled = await this.#work.batch();
        if (this.#failing) this.#log.info(`${this.#name}: working again`);
        this.#failing = null;
        backoff = this.#options.minBackoffMs;
        if (handled === 0) await this.#source.waitForAppends(this.#options.idleMs, signal);
      } catch (error) {
        if (signal.aborted) break;
        const message = error instanceof Error ? error.message : String(error);
        // Once per cause: a broker or server down for an hour is one line, not thousands.
        if (message !== this.#failing)
          this.#log.error({ err: error }, `${this.#name}: a batch failed; retrying with backoff`);
        this.#failing = message;
        await sleep(backoff, signal);
        backoff = Math.min(backoff * 2, this.#options.maxBackoffMs);
      }
    }
  }
}

/** Resolves after `ms`, or at once when `signal` aborts. */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}
