import type postgres from 'postgres';
import { comparePositions, START, type EventSource } from './event-source';
import type { Projection } from './projection';
import { readAhead } from './rebuild/read-ahead';
import { Shadow } from './rebuild/shadow';

export interface RebuildOptions {
  /** Events per transaction while the copies fill. */
  batchSize: number;
  /** How long the swap waits for the live tables (their readers) before it gives way and tries again. */
  swapLockTimeoutMs: number;
}

/** How often a fill that has not reached its target yet looks again (an append also wakes it). */
const HIDDEN_HEAD_POLL_MS = 20;

/**
 * Rebuilds a read model blue/green: replays it from position zero into copies of its tables in a
 * schema of its own (`rebuild_<name>`; projectors write unqualified names, so `search_path` sends
 * them there), while readers and the live runner go on with the live tables. Once it has caught
 * up, one transaction takes the live checkpoint's row lock (the live runners wait on it), applies
 * what is left, drops the live tables, moves the copies in under the same names, and puts the
 * copies' position on the live checkpoint: readers never see an empty or half-built model, and no
 * event is lost or applied twice. One rebuild of a read model at a time (an advisory lock on a
 * connection of its own, so the pool needs two: a second rebuild waits, then rebuilds again).
 * Returns the events replayed.
 */
export async function rebuildBlueGreen(
  sql: postgres.Sql,
  source: EventSource,
  projection: Projection,
  { batchSize, swapLockTimeoutMs }: RebuildOptions,
): Promise<number> {
  const shadow = new Shadow(sql, projection);
  const session = await sql.reserve();
  try {
    // Waiting for another rebuild is no slow statement: no statement timeout for this one wait.
    await session`set statement_timeout = 0`;
    try {
      await session`select pg_advisory_lock(hashtext(${`projection rebuild ${projection.name}`}))`;
    } finally {
      await session`reset statement_timeout`;
    }
    try {
      // The head committed when the rebuild starts: it returns at or past it (its caller then
      // finds every event it appended before in the rebuilt model).
      const target = await source.readHead();
      await shadow.create();
      let replayed = 0;
      let at = START;
      for (;;) {
        // A transaction a batch (short ones, as any writer's), the next batch read meanwhile.
        for await (const batch of readAhead(source, projection, at, batchSize)) {
          await shadow.fill(batch);
          replayed += batch.events.length;
          at = batch.events.at(-1)?.position ?? at;
        }
        if (comparePositions(at, target) >= 0) break;
        // $all shows nothing past a transaction still open from before the target was committed
        // (its writer's timeouts end it): the fill waits for it here, not in the swap, which
        // holds the live checkpoint.
        await source.waitForAppends(HIDDEN_HEAD_POLL_MS);
      }
      await shadow.analyze(); // the planner's statistics are ready when readers first meet the tables
      for (;;) {
        try {
          return (
            replayed +
            (await sql.begin((tx) => shadow.swapIn(tx, source, batchSize, swapLockTimeoutMs)))
          );
        } catch (error) {
          // A long reader holds a live table: the swap gives way (readers queue behind it only that
          // long) and tries again; readers end (statement timeouts), an operator may stop it.
          if (!isLockTimeout(error)) throw error;
        }
      }
    } catch (error) {
      await shadow.drop().catch(() => undefined);
      throw error;
    } finally {
      // A connection that died took its lock with it.
      await session`select pg_advisory_unlock(hashtext(${`projection rebuild ${projection.name}`}))`.catch(
        () => undefined,
      );
    }
  } finally {
    session.release();
  }
}

const isLockTimeout = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === '55P03';
