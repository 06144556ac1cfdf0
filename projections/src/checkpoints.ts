import type postgres from 'postgres';
import { START, type Position } from './event-source';

type Db = postgres.Sql | postgres.TransactionSql;

/**
 * A projection's checkpoint (START when it has none yet). `lock` holds its row for the
 * transaction, creating it first when missing so that there is a row to hold: of two runners on
 * a fresh database, the second waits for the first. The plain read (the runner's every step)
 * creates nothing: a missing row reads as START, and only a locked read may move it.
 */
export async function readCheckpoint(
  db: Db,
  name: string,
  options: { lock?: boolean; rowExists?: boolean } = {},
): Promise<Position> {
  // A caller that knows the row is there (it committed it) spares the insert.
  if (options.lock && !options.rowExists)
    await db`insert into projection_checkpoints (name) values (${name}) on conflict do nothing`;
  const rows = options.lock
    ? await db<{ tx: string; pos: string }[]>`
        select transaction_id::text as tx, global_position::text as pos
        from projection_checkpoints where name = ${name} for update`
    : await db<{ tx: string; pos: string }[]>`
        select transaction_id::text as tx, global_position::text as pos
        from projection_checkpoints where name = ${name}`;
  const row = rows[0];
  return row ? { transactionId: BigInt(row.tx), globalPosition: BigInt(row.pos) } : START;
}

export async function saveCheckpoint(db: Db, name: string, position: Position): Promise<void> {
  await saveCheckpoints(db, [name], position);
}

/**
 * True when every named projection's checkpoint is at or past `position`. A stalled projection
 * (one with a recorded failure) is not waited for: it will not move until its cause is fixed,
 * and /health/ready already says so.
 */
export async function positionReached(
  db: Db,
  names: readonly string[],
  position: Position,
): Promise<boolean> {
  const [row] = await db<{ reached: string; stalled: string }[]>`
    select
      (select count(*) from projection_checkpoints
        where name = any(${names as string[]})
          and (transaction_id, global_position) >= (${position.transactionId.toString()}::xid8, ${position.globalPosition.toString()}::bigint)
      )::text as reached,
      (select count(*) from projection_failures f
        where f.projection = any(${names as string[]})
          and exists (select 1 from projection_checkpoints c where c.name = f.projection
            and (c.transaction_id, c.global_position) < (${position.transactionId.toString()}::xid8, ${position.globalPosition.toString()}::bigint))
      )::text as stalled`;
  return Number(row?.reached ?? 0) + Number(row?.stalled ?? 0) >= names.length;
}

/** Checkpoints of every projection, for /health/ready and operators. */
export async function listCheckpoints(db: Db): Promise<{ name: string; position: Position }[]> {
  const rows = await db<{ name: string; tx: string; pos: string }[]>`
    select name, transaction_id::text as tx, global_position::text as pos from projection_checkpoints order by name`;
  return rows.map((r) => ({
    name: r.name,
    position: { transactionId: BigInt(r.tx), globalPosition: BigInt(r.pos) },
  }));
}

/**
 * Locks the checkpoint rows of `names` for the transaction, in name order (every runner takes
 * them in that order, so two never wait on each other), and returns their positions. Only rows
 * that exist are there: a caller locks rows it has committed before.
 */
export async function lockCheckpoints(
  tx: postgres.TransactionSql,
  names: readonly string[],
): Promise<Map<string, Position>> {
  const rows = await tx<{ name: string; tx: string; pos: string }[]>`
    select name, transaction_id::text as tx, global_position::text as pos
    from projection_checkpoints where name = any(${names as string[]}) order by name for update`;
  return new Map(
    rows.map((r) => [r.name, { transactionId: BigInt(r.tx), globalPosition: BigInt(r.pos) }]),
  );
}

/**
 * Moves the checkpoints of `names` to `position`, in one statement, and lets the transaction's
 * commit go without waiting for the disk. A read model is rebuilt from the events, which are on
 * disk before any reader sees them: a crash may lose the last batches a read model committed, but
 * only with their checkpoint (one transaction), and the runner applies them again. The commit is
 * visible at once either way; what it spares is the runner's wait for the flush at every batch,
 * which readers waiting for their own writes (read-your-writes) waited for too.
 */
export async function saveCheckpoints(
  db: Db,
  names: readonly string[],
  position: Position,
): Promise<void> {
  await db`
    with no_flush as (select set_config('synchronous_commit', 'off', true))
    update projection_checkpoints
    set transaction_id = ${position.transactionId.toString()}::xid8,
        global_position = ${position.globalPosition.toString()},
        updated_at = now()
    from no_flush
    where name = any(${names as string[]})`;
}
