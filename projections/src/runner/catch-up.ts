import type postgres from 'postgres';
import { START, type EventSource, type Position, type RecordedEvent } from '../event-source';
import type { Projection } from '../projection';
import { readCheckpoint } from '../checkpoints';
import { commitBatch, commitTogether, type StepResult } from './batch-commit';
import type { CommittedPositions } from './committed-positions';
import type { ProgressSignal } from './position-wait';
import type { Stalls } from './stalls';

/** The reads of `$all` of one pass, by the position they read after. */
type Reads = Map<string, Promise<RecordedEvent[]>>;

export interface CatchUpDeps {
  sql: postgres.Sql;
  source: EventSource;
  projections: readonly Projection[];
  committed: CommittedPositions;
  stalls: Stalls;
  progress: ProgressSignal;
  batchSize: () => number;
  /** The live loop is stopping: a failed batch is thrown on, not applied again event by event. */
  aborted: () => boolean;
}

/**
 * A catch-up pass: every projection that is not stalled takes batch after batch up to the head,
 * those standing at the same position in one transaction (group commit), a batch one cannot
 * apply one event at a time, to stall exactly at the event.
 */
export class CatchUp {
  private readonly deps: CatchUpDeps;

  constructor(deps: CatchUpDeps) {
    this.deps = deps;
  }

  /**
   * Processes every event available now, for every projection that is not stalled (a stalled
   * one tries again every `retryStalledMs`); returns how many were applied.
   */
  async run(): Promise<number> {
    let total = 0;
    // The read models mostly stand at the same position: one read of $all from there serves them
    // all in this pass (events never change; a later pass reads anew).
    const reads: Reads = new Map();
    let pending = this.deps.projections.filter((p) => this.deps.stalls.due(p.name));
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
          if (result === 'raced' || result === this.deps.batchSize()) next.push(projection);
          if (typeof result === 'number') total += result;
        });
      }
      pending = next;
    }
    return total;
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
      const at = this.deps.committed.get(projection.name);
      if (
        !at ||
        this.deps.stalls.has(projection.name) ||
        !this.deps.committed.hasRow(projection.name)
      ) {
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
  private read(from: Position, reads: Reads): Promise<RecordedEvent[]> {
    const key = positionKey(from);
    let read = reads.get(key);
    if (!read) {
      read = this.deps.source.readAll(from, this.deps.batchSize());
      reads.set(key, read);
      read.catch(() => reads.delete(key));
    }
    return read;
  }

  private async step(projection: Projection, reads: Reads): Promise<StepResult> {
    const from =
      this.deps.committed.get(projection.name) ??
      (await readCheckpoint(this.deps.sql, projection.name));
    const events = await this.read(from, reads);
    if (events.length === 0) {
      // Stalled with nothing left to read: a rebuild (maybe in another process) got past the event.
      this.deps.stalls.resume(projection.name);
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
  private async stepTogether(group: readonly Projection[], reads: Reads): Promise<StepResult[]> {
    const from = this.deps.committed.get(group[0]?.name ?? '') ?? START;
    const events = await this.read(from, reads);
    if (events.length === 0) return group.map(() => 0);
    let results: StepResult[];
    try {
      results = await commitTogether(this.deps.sql, this.deps.committed, group, from, events);
    } catch (error) {
      if (this.deps.aborted()) throw error;
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
      return await commitBatch(this.deps.sql, this.deps.committed, projection, from, events);
    } catch (error) {
      if (this.deps.aborted()) throw error;
      // Some event of the batch cannot be applied: apply them one by one to stop exactly there.
      return this.applyOneByOne(projection, from, events);
    }
  }

  private async afterStep(projection: Projection, result: StepResult): Promise<void> {
    if (typeof result !== 'number' || result === 0) return;
    this.deps.progress.notify();
    await this.deps.stalls.progressed(projection.name);
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
        const result = await commitBatch(this.deps.sql, this.deps.committed, projection, at, [
          event,
        ]);
        if (result === 'raced') return applied > 0 ? applied : 'raced';
      } catch (error) {
        if (applied > 0) this.deps.progress.notify();
        await this.deps.stalls.stall(projection.name, event, error);
        return 'stalled';
      }
      at = event.position;
      applied++;
    }
    return applied;
  }
}

const positionKey = (at: Position): string => `${at.transactionId}/${at.globalPosition}`;
