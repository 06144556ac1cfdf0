import type postgres from 'postgres';
import type { EventSource, Position } from './event-source';
import type { Projection } from './projection';
import { positionReached } from './checkpoints';
import { rebuildBlueGreen } from './rebuild';
import { CatchUp } from './runner/catch-up';
import { CommittedPositions } from './runner/committed-positions';
import { LiveLoop } from './runner/live-loop';
import type { RunnerOptions } from './runner/options';
import { ProgressSignal } from './runner/position-wait';
import { Stalls } from './runner/stalls';

/**
 * Runs projections: catch-up from each one's stored checkpoint, then live. Every batch is applied
 * and its checkpoint saved in one transaction, under a lock on the checkpoint row, so two runners
 * (or a restart mid-batch) never apply an event twice. The pass itself is `runner/catch-up.ts`,
 * its transactions `runner/batch-commit.ts`, the loop around it `runner/live-loop.ts`.
 */
export class ProjectionRunner {
  readonly projections: readonly Projection[];
  private readonly sql: postgres.Sql;
  private readonly source: EventSource;
  private readonly options: RunnerOptions;
  private readonly progress = new ProgressSignal();
  private readonly committed = new CommittedPositions();
  /** Projections stopped at an event they cannot apply; the others go on. */
  private readonly stalls: Stalls;
  private readonly pass: CatchUp;
  private readonly loop: LiveLoop;

  constructor(
    sql: postgres.Sql,
    source: EventSource,
    projections: readonly Projection[],
    options: RunnerOptions = {},
  ) {
    this.sql = sql;
    this.source = source;
    this.projections = projections;
    this.options = options;
    this.stalls = new Stalls(sql, options);
    this.pass = new CatchUp({
      sql,
      source,
      projections,
      committed: this.committed,
      stalls: this.stalls,
      progress: this.progress,
      batchSize: () => this.options.batchSize ?? 500,
      aborted: () => this.loop.aborted,
    });
    this.loop = new LiveLoop(source, () => this.catchUp(), options);
  }

  get names(): string[] {
    return this.projections.map((p) => p.name);
  }

  /** The live loop's state: running, and the error of its last batch while batches fail. */
  state(): { running: boolean; failing: string | null } {
    return this.loop.state();
  }

  /** Names of the projections stopped at an event they cannot apply (in this process). */
  get stalled(): string[] {
    return this.stalls.names;
  }

  /**
   * Processes every event available now, for every projection that is not stalled (a stalled
   * one tries again every `retryStalledMs`); returns how many were applied.
   */
  catchUp(): Promise<number> {
    return this.pass.run();
  }

  /** Starts the catch-up-then-live loop in the background. */
  start(): void {
    this.loop.start();
  }

  /** Stops after the batch in progress commits. */
  stop(): Promise<void> {
    return this.loop.stop();
  }

  /**
   * Resolves true once every projection has processed `position` (read-your-writes), false after
   * `timeoutMs`. Works across processes: it reads the stored checkpoints, woken early by local
   * progress.
   */
  waitFor(position: Position, timeoutMs = 2000): Promise<boolean> {
    return this.progress.waitUntil(
      () => this.committed.allPast(this.names, position),
      () => positionReached(this.sql, this.names, position),
      timeoutMs,
    );
  }

  /**
   * Replays one read model from position zero into copies of its tables and swaps them in once
   * they have caught up (blue/green, see rebuild.ts): readers and live runners, here or in other
   * processes, keep the complete live model meanwhile. Returns the events replayed; throws
   * `RebuildStopped` at an event the projector cannot apply, with the live model untouched.
   */
  async rebuild(name: string): Promise<number> {
    const projection = this.projections.find((p) => p.name === name);
    if (!projection)
      throw new Error(`Unknown projection "${name}". Known: ${this.names.join(', ')}`);
    const replayed = await rebuildBlueGreen(this.sql, this.source, projection, {
      batchSize: this.options.rebuildBatchSize ?? 10_000,
      swapLockTimeoutMs: this.options.swapLockTimeoutMs ?? 2000,
    });
    // The rebuild moved the checkpoint: read it again.
    this.committed.forget(name);
    this.stalls.resume(name);
    this.progress.notify();
    return replayed;
  }
}
