import { EventEmitter } from 'node:events';
import type postgres from 'postgres';
import { comparePositions, START, type EventSource, type Position } from './event-source';
import type { Projection } from './projection';
import { positionReached, readCheckpoint, saveCheckpoint } from './checkpoints';

export interface RunnerOptions {
  batchSize?: number;
  /** How long to wait for an append notification before polling anyway. */
  idleMs?: number;
  log?: { info(msg: string): void; error(obj: unknown, msg: string): void };
}

/**
 * Runs projections: catch-up from each one's stored checkpoint, then live. Every batch is applied
 * and its checkpoint saved in one transaction, under a lock on the checkpoint row, so two runners
 * (or a restart mid-batch) never apply an event twice.
 */
export class ProjectionRunner {
  private readonly progress = new EventEmitter();
  private running: Promise<void> | null = null;
  private abort = new AbortController();

  private readonly sql: postgres.Sql;
  private readonly source: EventSource;
  readonly projections: readonly Projection[];
  private readonly options: RunnerOptions;

  constructor(sql: postgres.Sql, source: EventSource, projections: readonly Projection[], options: RunnerOptions = {}) {
    this.sql = sql;
    this.source = source;
    this.projections = projections;
    this.options = options;
    this.progress.setMaxListeners(0);
  }

  get names(): string[] {
    return this.projections.map((p) => p.name);
  }

  /** Processes every event available now, for every projection; returns how many were applied. */
  async catchUp(): Promise<number> {
    let total = 0;
    for (const projection of this.projections) {
      for (;;) {
        const applied = await this.step(projection);
        total += applied;
        if (applied === 0) break;
      }
    }
    return total;
  }

  /** Starts the catch-up-then-live loop in the background. */
  start(): void {
    if (this.running) return;
    this.abort = new AbortController();
    const signal = this.abort.signal;
    this.running = (async () => {
      while (!signal.aborted) {
        try {
          const applied = await this.catchUp();
          if (applied === 0) await this.source.waitForAppends(this.options.idleMs ?? 250, signal);
        } catch (error) {
          if (signal.aborted) break;
          this.options.log?.error(error, 'projection batch failed; retrying');
          await new Promise((resolve) => setTimeout(resolve, 1000));
        }
      }
    })();
  }

  /** Stops after the batch in progress commits. */
  async stop(): Promise<void> {
    this.abort.abort();
    await this.running;
    this.running = null;
  }

  /**
   * Resolves true once every projection has processed `position` (read-your-writes), false after
   * `timeoutMs`. Works across processes: it reads the stored checkpoints, woken early by local
   * progress.
   */
  async waitFor(position: Position, timeoutMs = 2000): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (await positionReached(this.sql, this.names, position)) return true;
      const left = deadline - Date.now();
      if (left <= 0) return false;
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          this.progress.off('progress', done);
          resolve();
        };
        const timer = setTimeout(done, Math.min(left, 50));
        this.progress.on('progress', done);
      });
    }
  }

  /** Empties one read model and replays it from position zero, in one transaction. */
  async rebuild(name: string): Promise<number> {
    const projection = this.projections.find((p) => p.name === name);
    if (!projection) throw new Error(`Unknown projection "${name}". Known: ${this.names.join(', ')}`);
    await this.sql.begin(async (tx) => {
      await readCheckpoint(tx, name, { lock: true });
      await projection.reset(tx);
      await saveCheckpoint(tx, name, START);
    });
    let total = 0;
    for (;;) {
      const applied = await this.step(projection);
      if (applied === 0) return total;
      total += applied;
    }
  }

  private async step(projection: Projection): Promise<number> {
    const from = await readCheckpoint(this.sql, projection.name);
    const events = await this.source.readAll(from, this.options.batchSize ?? 500);
    const last = events.at(-1);
    if (!last) return 0;
    const applied = await this.sql.begin(async (tx) => {
      const current = await readCheckpoint(tx, projection.name, { lock: true });
      if (comparePositions(current, from) !== 0) return 0; // another runner took this batch
      for (const event of events) await projection.apply(event, tx);
      await saveCheckpoint(tx, projection.name, last.position);
      return events.length;
    });
    if (applied > 0) this.progress.emit('progress');
    return applied;
  }
}
