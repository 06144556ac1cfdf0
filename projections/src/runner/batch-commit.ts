import type postgres from 'postgres';
import { comparePositions, type Position, type RecordedEvent } from '../event-source';
import { applyBatch, type Projection } from '../projection';
import { lockCheckpoints, readCheckpoint, saveCheckpoint, saveCheckpoints } from '../checkpoints';
import type { CommittedPositions } from './committed-positions';

/** What one step did: events applied, `raced` when another runner took the batch, `stalled`. */
export type StepResult = number | 'raced' | 'stalled';

/** Applies the events and moves the checkpoint past the last, in one transaction. */
export async function commitBatch(
  sql: postgres.Sql,
  committed: CommittedPositions,
  projection: Projection,
  from: Position,
  events: readonly RecordedEvent[],
): Promise<StepResult> {
  const last = events.at(-1);
  if (!last) return 0;
  // Until this batch commits, the next step asks the database where the projection is.
  committed.forget(projection.name);
  const result = await sql.begin(async (tx): Promise<StepResult> => {
    const current = await readCheckpoint(tx, projection.name, {
      lock: true,
      rowExists: committed.hasRow(projection.name),
    });
    if (comparePositions(current, from) !== 0) return 'raced'; // another runner took this batch
    await applyBatch(projection, events, tx);
    await saveCheckpoint(tx, projection.name, last.position);
    return events.length;
  });
  if (result !== 'raced') committed.set(projection.name, last.position);
  committed.sawRow(projection.name);
  return result;
}

/**
 * Applies the events for every projection of `group` and moves their checkpoints past the last,
 * in one transaction, under their rows' locks (taken in name order, as every runner takes them);
 * a projection whose checkpoint moved meanwhile is `raced` and left out. Their writes are sent
 * at once (each projection writes only its own tables): the transaction waits for the slowest,
 * not for their sum. Throws when any of them fails, and then nothing is kept.
 */
export async function commitTogether(
  sql: postgres.Sql,
  committed: CommittedPositions,
  group: readonly Projection[],
  from: Position,
  events: readonly RecordedEvent[],
): Promise<StepResult[]> {
  const last = events.at(-1);
  if (!last) return group.map(() => 0);
  for (const projection of group) committed.forget(projection.name);
  const writes = group.map((projection) => projection.prepare(events));
  const names = group.map((p) => p.name);
  const fresh = await sql.begin(async (tx) => {
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
  for (const [i, name] of names.entries()) if (fresh[i]) committed.set(name, last.position);
  return fresh.map((ok) => (ok ? events.length : 'raced'));
}
