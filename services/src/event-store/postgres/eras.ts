import type { Position } from '@hotel/projections';
import type { Sql } from '../../db/connect';

/**
 * The bits of a position's `transactionId` that hold the PostgreSQL transaction id; the era sits
 * above them. 2^44 transaction ids (an xid8 counts wraparounds in its high half) last decades at
 * thousands of transactions a second, and era and id together stay below 2^63.
 */
const ERA_SHIFT = 44n;
const XID_MASK = (1n << ERA_SHIFT) - 1n;

/**
 * A position of this store: its `transactionId` is the era and the transaction id in one ordered
 * number, so every checkpoint (a pair of columns wherever it is kept) orders events across eras
 * unchanged. The events of era 0, all there were before eras, keep their plain transaction ids.
 */
export function positionOf(
  era: number | string,
  transactionId: string,
  globalPosition: string,
): Position {
  return {
    transactionId: (BigInt(era) << ERA_SHIFT) | BigInt(transactionId),
    globalPosition: BigInt(globalPosition),
  };
}

/** A position's parts as the events table keeps them. */
export function positionColumns(position: Position): {
  era: string;
  transactionId: string;
  globalPosition: string;
} {
  return {
    era: (position.transactionId >> ERA_SHIFT).toString(),
    transactionId: (position.transactionId & XID_MASK).toString(),
    globalPosition: position.globalPosition.toString(),
  };
}

/**
 * Begins a new era when this cluster is not the one the latest era was begun on (another system
 * identifier: a restore, a logical replica, pg_upgrade), or when its transaction ids have not yet
 * passed the latest era's events (a log carried over before eras existed). Either way the events
 * appended from now on sort after every event stored. The identity that numbers the events is
 * moved past the highest stored one too: logical replication carries rows, not sequences. Under a
 * lock, so processes starting together begin one era. Returns the current era.
 */
export async function beginEraIfMoved(sql: Sql): Promise<number> {
  return sql.begin(async (tx) => {
    await tx`select pg_advisory_xact_lock(hashtext('hotel-event-store-era'))`;
    const [moved] = await tx<{ era: number }[]>`
      with latest as (select era, system_identifier from event_store_eras order by era desc limit 1),
      cluster as (select system_identifier::text as id from pg_control_system())
      insert into event_store_eras (era, system_identifier)
      select latest.era + 1, cluster.id from latest, cluster
      where latest.system_identifier <> cluster.id
         or exists (select 1 from events where era = latest.era and transaction_id >= pg_current_xact_id())
      returning era`;
    if (moved) {
      await tx`
        select setval(s.seq, greatest(e.highest, coalesce(pg_sequence_last_value(s.seq::regclass), 0)))
        from (select pg_get_serial_sequence('events', 'global_position') as seq) s,
             (select max(global_position) as highest from events) e
        where e.highest is not null`;
      return moved.era;
    }
    const [latest] = await tx<{ era: number }[]>`select max(era) as era from event_store_eras`;
    return latest?.era ?? 0;
  });
}
