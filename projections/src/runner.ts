import { EventEmitter } from 'node:events';
import type postgres from 'postgres';
import { comparePositions, START, type EventSource, type Position } from './event-source';
import { applyBatch, type Projection } from './projection';
import {
  lockCheckpoints,
  positionReached,
  readCheckpoint,
  saveCheckpoint,
  saveCheckpoints,
} from './checkpoints';
import { clearFailure, recordFailure } from './failures';
import { rebuildBlueGreen } from './rebuild';
import type { RecordedEvent } from './event-source';

export interface RunnerOptions {
  batchSize?: number;
  /** How long to wait for an append notification before polling anyway. */
  idleMs?: number;
  /** How often a stalled projection tries its failing event again (a fix may have landed). */
  retryStalledMs?: number;
  /**
   * Events per transaction while a rebuild fills its copies (default 10,000: against 1,000, 2,000
   * and 5,000 it took the least CPU per event, for each read model, in services/bench/rebuild.ts).
   */
  rebuildBatchSize?: number;
  /** How long a rebuild's swap waits for readers of the live tables before it tries again (default 2 s). */
  swapLockTimeoutMs?: number;
  log?: { info(msg: string): void; error(obj: unknown, msg: string): void };
}

interface Stall {
  globalPosition: bigint;
  error: string;
  retryAt: number;
}

/** What one step did: events applied, `raced` when another runner took the batch, `stalled`. */
type StepResult = number | 'raced' | 'stalled';

/**
 * Runs projections: catch-up from each one's stored checkpoint, then live. Every batch is applied
 * and its checkpoint saved in one transaction, under a lock on the checkpoint row, so two runners
 * (or a restart mid-batch) never apply an event twice.
 */
export class ProjectionRunner {
  private readonly progress = new EventEmitter();
  private running: Promise<void> | null = null;
  private abort = new AbortController();
  /** Projections stopped at an event they cannot apply; the others go on. */
  private readonly stalls = new Map<string, Stall>();
  private readonly failuresChecked = new Set<string>();
  private failing: string | null = null;
  /**
   * The checkpoint this runner last committed, per projection: its next step reads on from there
   * without asking the database (once a step, it was about 14 statements a booking). It is only a
   * hint: every batch still commits under the checkpoint row's lock and compares, so a checkpoint
   * moved by another runner or a rebuild makes that batch `raced`, and the hint is dropped.
   */
  private readonly committed = new Map<string, Position>();
  /** Projections whose checkpoint row this runner has locked (so it exists). */
  private readonly rowsSeen = new Set<string>();

  private readonly sql: postgres.Sql;
  private readonly source: EventSource;
  readonly projections: readonly Projection[];
  private readonly options: RunnerOptions;

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
    this.progress.setMaxListeners(0);
  }

  private get batchSize(): number {
    return this.options.batchSize ?? 500;
  }

  get names(): string[] {
    return this.projections.map((p) => p.name);
  }

  /** The live loop's state: running, and the error of its last batch while batches fail. */
  state(): { running: boolean; failing: string | null } {
    return { running: this.running !== null && !this.abort.signal.aborted, failing: this.failing };
  }

  /** Names of the projections stopped at an event they cannot apply (in this process). */
  get stalled(): string[] {
    return [...this.stalls.keys()];
  }

  /**
   * Processes every event available now, for every projection that is not stalled (a stalled
   * one tries again every `retryStalledMs`); returns how many were applied.
   */
  async catchUp(): Promise<number> {
    let total = 0;
    // The read models mostly stand at the same position: one read of $all from there serves them
    // all in this pass (events never change; a later pass reads anew).
    const reads = new Map<string, Promise<RecordedEvent[]>>();
    let pending = this.projections.filter((p) => {
      const stall = this.stalls.get(p.name);
      return !stall || Date.now() >= stall.retryAt;
    });
    while (pending.length > 0) {
      const next: Projection[] = [];
      for (const group of this.groups(pending)) {
        const results =
          group.length > 1
            ? await this.stepTogether(group, reads)
            : [await this.step(group[0] as Projection, reads)];
        group.forEach((projection, i) => {
          const result = results[i];
          // `raced`: the checkpoint moved under us, read on from there. A batch shorter than a
          // full one was all there was to read: the projection is at the head for this pass.
          if (result === 'raced' || result === this.batchSize) next.push(projection);
          if (typeof result === 'number') total += result;
        });
      }
      pending = next;
    }
    return total;
  }

  /** Starts the catch-up-then-live loop in the background. */
  start(): void {
    if (this.running) return;
    this.abort = new AbortController();
    const signal = this.abort.signal;
    this.running = (async () => {
      let lastError: string | null = null;
      while (!signal.aborted) {
        // Listening from before the pass: an append committed during it ends the wait at once, so
        // a pass, which ends at the head, waits without reading $all again only to find it empty.
        const appended = this.source.waitForAppends(this.options.idleMs ?? 250, signal);
        try {
          await this.catchUp();
          await appended;
        } catch (error) {
          if (signal.aborted) break;
          // The database itself failed (a poison event is handled in step): say it once per cause.
          const message = error instanceof Error ? error.message : String(error);
          if (message !== lastError)
            this.options.log?.error(error, 'projection batch failed; retrying every second');
          lastError = message;
          this.failing = message;
          await new Promise((resolve) => setTimeout(resolve, 1000));
          continue;
        }
        lastError = null;
        this.failing = null;
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
    // This runner's own commits wake the wait and are checked in memory; the database (another
    // process's runner, a stalled projection) is asked at the start and every 50 ms.
    let askDatabase = true;
    for (;;) {
      if (
        this.committedPast(position) ||
        (askDatabase && (await positionReached(this.sql, this.names, position)))
      )
        return true;
      const left = deadline - Date.now();
      if (left <= 0) return false;
      askDatabase = await new Promise<boolean>((resolve) => {
        const done = (timedOut: boolean) => {
          clearTimeout(timer);
          this.progress.off('progress', onProgress);
          resolve(timedOut);
        };
        const onProgress = () => done(false);
        const timer = setTimeout(() => done(true), Math.min(left, 50));
        this.progress.on('progress', onProgress);
      });
    }
  }

  /** This runner itself committed every projection at or past `position` (no need to ask the database). */
  private committedPast(position: Position): boolean {
    return this.projections.every((p) => {
      const at = this.committed.get(p.name);
      return at !== undefined && comparePositions(at, position) >= 0;
    });
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
    this.committed.delete(name);
    if (this.stalls.delete(name)) this.options.log?.info(`projection ${name} resumed`);
    this.progress.emit('progress');
    return replayed;
  }

  /**
   * The projections that can take their next batch in one transaction: those this runner last
   * committed at the same position (their checkpoint rows exist) and that are not stalled. Every
   * other one (a first step, a stalled one trying again) goes alone.
   */
  private groups(projections: readonly Projection[]): Projection[][] {
    const together = new Map<string, Projection[]>();
    const alone: Projection[][] = [];
    for (const projection of projections) {
      const at = this.committed.get(projection.name);
      if (!at || this.stalls.has(projection.name) || !this.rowsSeen.has(projection.name)) {
        alone.push([projection]);
        continue;
      }
      const key = positionKey(at);
      const group = together.get(key);
      if (group) group.push(projection);
      else together.set(key, [projection]);
    }
    return [...together.values(), ...alone];
  }

  /** The events after `from`, read once per pass for every projection standing there. */
  private read(
    from: Position,
    reads: Map<string, Promise<RecordedEvent[]>>,
  ): Promise<RecordedEvent[]> {
    const key = positionKey(from);
    let read = reads.get(key);
    if (!read) {
      read = this.source.readAll(from, this.batchSize);
      reads.set(key, read);
      read.catch(() => reads.delete(key));
    }
    return read;
  }

  private async step(
    projection: Projection,
    reads: Map<string, Promise<RecordedEvent[]>>,
  ): Promise<StepResult> {
    const from =
      this.committed.get(projection.name) ?? (await readCheckpoint(this.sql, projection.name));
    const events = await this.read(from, reads);
    if (events.length === 0) {
      // Stalled with nothing left to read: a rebuild (maybe in another process) got past the event.
      if (this.stalls.delete(projection.name))
        this.options.log?.info(`projection ${projection.name} resumed`);
      return 0;
    }
    const result = await this.applyAlone(projection, from, events);
    await this.afterStep(projection, result);
    return result;
  }

  /**
   * One batch for several projections standing at `from` (see `groups`), applied with their
   * checkpoints in one transaction: four read models cost one begin, one lock, one checkpoint
   * update and one commit, not four of each (16 statements of a booking's 66 went there). When
   * any of them cannot apply the batch, nothing of it is kept and each applies it alone as `step`
   * does, so a read model that cannot apply an event stops alone.
   */
  private async stepTogether(
    group: readonly Projection[],
    reads: Map<string, Promise<RecordedEvent[]>>,
  ): Promise<StepResult[]> {
    const from = this.committed.get(group[0]?.name ?? '') ?? START;
    const events = await this.read(from, reads);
    if (events.length === 0) return group.map(() => 0);
    let results: StepResult[];
    try {
      results = await this.commitTogether(group, from, events);
    } catch (error) {
      if (this.abort.signal.aborted) throw error;
      results = [];
      for (const projection of group) results.push(await this.applyAlone(projection, from, events));
    }
    for (const [i, projection] of group.entries())
      await this.afterStep(projection, results[i] ?? 0);
    return results;
  }

  /** The batch applied by this projection alone; at an event it cannot apply, one by one up to it. */
  private async applyAlone(
    projection: Projection,
    from: Position,
    events: readonly RecordedEvent[],
  ): Promise<StepResult> {
    try {
      return await this.commitBatch(projection, from, events);
    } catch (error) {
      if (this.abort.signal.aborted) throw error;
      // Some event of the batch cannot be applied: apply them one by one to stop exactly there.
      return this.applyOneByOne(projection, from, events);
    }
  }

  private async afterStep(projection: Projection, result: StepResult): Promise<void> {
    if (typeof result !== 'number' || result === 0) return;
    this.progress.emit('progress');
    // A failure row may also come from an earlier run: looked at once, then only after a stall.
    const wasStalled = this.stalls.delete(projection.name);
    const check = wasStalled || !this.failuresChecked.has(projection.name);
    this.failuresChecked.add(projection.name);
    if (check && ((await clearFailure(this.sql, projection.name)) || wasStalled)) {
      this.options.log?.info(`projection ${projection.name} resumed`);
    }
  }

  /**
   * Applies the events for every projection of `group` and moves their checkpoints past the last,
   * in one transaction, under their rows' locks (taken in name order, as every runner takes them);
   * a projection whose checkpoint moved meanwhile is `raced` and left out. Their writes are sent
   * at once (each projection writes only its own tables): the transaction waits for the slowest,
   * not for their sum. Throws when any of them fails, and then nothing is kept.
   */
  private async commitTogether(
    group: readonly Projection[],
    from: Position,
    events: readonly RecordedEvent[],
  ): Promise<StepResult[]> {
    const last = events.at(-1);
    if (!last) return group.map(() => 0);
    for (const projection of group) this.committed.delete(projection.name);
    const writes = group.map((projection) => projection.prepare(events));
    const names = group.map((p) => p.name);
    const fresh = await this.sql.begin(async (tx) => {
      const current = await lockCheckpoints(tx, names);
      const fresh = names.map((name) => {
        const at = current.get(name);
        return at !== undefined && comparePositions(at, from) === 0;
      });
      const writing = names.filter((_, i) => fresh[i]);
      if (writing.length === 0) return fresh;
      // Every write settles before the transaction ends, failed or not: none may send a statement
      // after the rollback.
      const settled = await Promise.allSettled([
        ...writes.filter((_, i) => fresh[i]).map((write) => write(tx)),
        saveCheckpoints(tx, writing, last.position),
      ]);
      const failed = settled.find((s) => s.status === 'rejected');
      if (failed) throw failed.reason;
      return fresh;
    });
    for (const [i, name] of names.entries()) if (fresh[i]) this.committed.set(name, last.position);
    return fresh.map((ok) => (ok ? events.length : 'raced'));
  }

  /** Applies the events and moves the checkpoint past the last, in one transaction. */
  private async commitBatch(
    projection: Projection,
    from: Position,
    events: readonly RecordedEvent[],
  ): Promise<StepResult> {
    const last = events.at(-1);
    if (!last) return 0;
    // Until this batch commits, the next step asks the database where the projection is.
    this.committed.delete(projection.name);
    const result = await this.sql.begin(async (tx): Promise<StepResult> => {
      // Checkpoint rows are never deleted: once this runner committed one, it is there.
      const current = await readCheckpoint(tx, projection.name, {
        lock: true,
        rowExists: this.rowsSeen.has(projection.name),
      });
      if (comparePositions(current, from) !== 0) return 'raced'; // another runner took this batch
      await applyBatch(projection, events, tx);
      await saveCheckpoint(tx, projection.name, last.position);
      return events.length;
    });
    if (result !== 'raced') this.committed.set(projection.name, last.position);
    this.rowsSeen.add(projection.name);
    return result;
  }

  /** Applies what it can before the failing event, records the failure, and stalls there. */
  private async applyOneByOne(
    projection: Projection,
    from: Position,
    events: readonly RecordedEvent[],
  ): Promise<StepResult> {
    let at = from;
    let applied = 0;
    for (const event of events) {
      try {
        const result = await this.commitBatch(projection, at, [event]);
        if (result === 'raced') return applied > 0 ? applied : 'raced';
      } catch (error) {
        if (applied > 0) this.progress.emit('progress');
        await this.stall(projection.name, event, error);
        return 'stalled';
      }
      at = event.position;
      applied++;
    }
    return applied;
  }

  private async stall(name: string, event: RecordedEvent, error: unknown): Promise<void> {
    const message = error instanceof Error ? error.message : String(error);
    const news = await recordFailure(this.sql, name, event, message);
    const previous = this.stalls.get(name);
    const same =
      previous?.globalPosition === event.position.globalPosition && previous.error === message;
    this.stalls.set(name, {
      globalPosition: event.position.globalPosition,
      error: message,
      retryAt: Date.now() + (this.options.retryStalledMs ?? 30_000),
    });
    // Said once, not at every retry: the failure table and /health/ready carry it meanwhile.
    if (news || !same) {
      this.options.log?.error(
        {
          err: error,
          projection: name,
          globalPosition: event.position.globalPosition.toString(),
          eventType: event.type,
        },
        `projection ${name} stopped at an event it cannot apply; the other read models go on`,
      );
    }
  }
}

const positionKey = (at: Position): string => `${at.transactionId}/${at.globalPosition}`;
