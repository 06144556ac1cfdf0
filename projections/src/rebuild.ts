import type postgres from 'postgres';
import {
  comparePositions,
  START,
  type EventSource,
  type Position,
  type RecordedEvent,
} from './event-source';
import { applyBatch, type BatchWrite, type Projection, type Tx } from './projection';
import { readCheckpoint, saveCheckpoint } from './checkpoints';
import { clearFailure } from './failures';
import { quoted } from './batch-writes';

export interface RebuildOptions {
  /** Events per transaction while the copies fill. */
  batchSize: number;
  /** How long the swap waits for the live tables (their readers) before it gives way and tries again. */
  swapLockTimeoutMs: number;
}

/** How often a fill that has not reached its target yet looks again (an append also wakes it). */
const HIDDEN_HEAD_POLL_MS = 20;

/** A rebuild met an event its projector cannot apply: nothing was swapped in, the live model is as it was. */
export class RebuildStopped extends Error {
  readonly projection: string;
  readonly position: Position;
  readonly eventType: string;

  constructor(projection: string, event: RecordedEvent, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(
      `Rebuild of ${projection} stopped at event ${event.position.globalPosition} (${event.type}): ${reason}. ` +
        'The live read model is untouched; fix the cause and run the rebuild again.',
      { cause },
    );
    this.name = 'RebuildStopped';
    this.projection = projection;
    this.position = event.position;
    this.eventType = event.type;
  }
}

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

/** The rebuild's copies of a read model's tables, with their own position in `$all`. */
class Shadow {
  private readonly sql: postgres.Sql;
  private readonly projection: Projection;
  readonly schema: string;

  constructor(sql: postgres.Sql, projection: Projection) {
    this.sql = sql;
    this.projection = projection;
    this.schema = `rebuild_${projection.name}`;
    if (this.schema.length > 63)
      throw new Error(`Projection name too long for a rebuild schema: ${projection.name}`);
  }

  /** Fresh copies of the live tables (columns, defaults, constraints, indexes), empty, at START. */
  async create(): Promise<void> {
    await this.sql.begin(async (tx) => {
      // A rebuild that died half-way left its copies: they start over.
      await tx`drop schema if exists ${tx(this.schema)} cascade`;
      await tx`create schema ${tx(this.schema)}`;
      const live = await liveSchema(tx);
      for (const table of this.projection.tables) {
        await tx`create table ${tx(`${this.schema}.${table}`)} (like ${tx(`${live}.${table}`)} including all)`;
        await this.keepStatisticsTargets(tx, live, table);
      }
      // Its position lives in its own schema: the live checkpoints (and /health/ready) never see it.
      await tx`create table ${tx(`${this.schema}.rebuild_position`)} (transaction_id xid8 not null, global_position bigint not null)`;
      await tx`insert into ${tx(`${this.schema}.rebuild_position`)} values ('0'::xid8, 0)`;
    });
  }

  async drop(): Promise<void> {
    await this.sql`drop schema if exists ${this.sql(this.schema)} cascade`;
  }

  async analyze(): Promise<void> {
    for (const table of this.projection.tables)
      await this.sql`analyze ${this.sql(`${this.schema}.${table}`)}`;
  }

  /** Sends the projector's unqualified table names to the copies for the rest of `tx`. */
  async useCopies(tx: Tx): Promise<void> {
    await tx`select set_config('search_path', ${`${quoted(this.schema)}, `} || current_setting('search_path'), true)`;
  }

  /** Applies everything after the copies' position to them, in `tx`, up to what `$all` shows now. */
  async catchUp(
    tx: Tx,
    source: EventSource,
    batchSize: number,
  ): Promise<{ applied: number; at: Position }> {
    await this.useCopies(tx);
    let at = await this.position(tx);
    let applied = 0;
    for await (const batch of readAhead(source, this.projection, at, batchSize)) {
      await this.apply(tx, batch);
      at = batch.events.at(-1)?.position ?? at;
      applied += batch.events.length;
    }
    return { applied, at };
  }

  /**
   * Writes a batch to the copies in a transaction of its own, with their position past it. The
   * transaction's settings and the new position go with the write's first statement (one round
   * trip: each one waits while node parses the next batch, which arrives meanwhile). When the
   * batch fails, it is applied again one event at a time in a new transaction, to stop at the
   * event that cannot be applied.
   */
  async fill({ events, write }: ReadBatch): Promise<void> {
    const last = events.at(-1);
    if (!last) return;
    // A crash loses only the copies, which a rebuild recreates: no need to wait for the disk.
    const settings = (tx: Tx) => [
      tx`set local synchronous_commit to off`,
      this.useCopies(tx),
      this.moveTo(tx, last.position),
    ];
    try {
      await this.sql.begin((tx) => Promise.all([...settings(tx), write(tx)]));
    } catch {
      await this.sql.begin(async (tx) => {
        await Promise.all(settings(tx));
        await this.oneByOne(tx, events);
      });
    }
  }

  /**
   * Writes a batch to the copies and moves their position past it, in `tx`. When the batch fails
   * it is applied again one event at a time (each in a savepoint, so the transaction goes on), to
   * stop at the event that cannot be applied.
   */
  async apply(tx: Tx, { events, write }: ReadBatch): Promise<void> {
    const last = events.at(-1);
    if (!last) return;
    try {
      await tx.savepoint((batch) => write(batch));
    } catch {
      await this.oneByOne(tx, events);
    }
    await this.moveTo(tx, last.position);
  }

  /** Applies `events` one at a time, each in a savepoint; throws RebuildStopped at one that fails. */
  private async oneByOne(tx: Tx, events: readonly RecordedEvent[]): Promise<void> {
    for (const event of events) {
      try {
        await tx.savepoint((one) => applyBatch(this.projection, [event], one));
      } catch (error) {
        throw new RebuildStopped(this.projection.name, event, error);
      }
    }
  }

  /**
   * Under the live checkpoint's row lock: applies what was appended since, then replaces the live
   * tables with the copies and moves the live checkpoint to the copies' position.
   */
  async swapIn(
    tx: Tx,
    source: EventSource,
    batchSize: number,
    lockTimeoutMs: number,
  ): Promise<number> {
    const name = this.projection.name;
    // Dropping a live table waits for its readers, and new readers queue behind that wait.
    await tx`select set_config('lock_timeout', ${`${lockTimeoutMs}ms`}, true)`;
    const liveName = await liveSchema(tx);
    const live = await readCheckpoint(tx, name, { lock: true });
    const { applied, at } = await this.catchUp(tx, source, batchSize);
    // $all only grows visible: what the live runner had read, this read saw too.
    if (comparePositions(at, live) < 0)
      throw new Error(`Rebuild of ${name} ended behind the live read model; nothing was swapped`);
    for (const table of this.projection.tables) {
      await this.keepIndexNames(tx, liveName, table);
      await tx`drop table ${tx(`${liveName}.${table}`)}`;
      await tx`alter table ${tx(`${this.schema}.${table}`)} set schema ${tx(liveName)}`;
    }
    await saveCheckpoint(tx, name, at);
    await tx`drop schema ${tx(this.schema)} cascade`;
    // Rebuilt past whatever stopped the live one: its failure is over.
    await clearFailure(tx, name);
    return applied;
  }

  /** `like ... including all` leaves out the columns' own statistics targets: the copies take the live ones. */
  private async keepStatisticsTargets(tx: Tx, live: string, table: string): Promise<void> {
    const targets = await tx<{ name: string; target: number }[]>`
      select attname as name, attstattarget as target from pg_attribute
      where attrelid = ${`${quoted(live)}.${quoted(table)}`}::regclass and attnum > 0 and not attisdropped
        and coalesce(attstattarget, -1) >= 0`;
    for (const { name, target } of targets) {
      // A utility statement takes no parameters: the target is a number from the catalog.
      await tx.unsafe(
        `alter table ${quoted(this.schema)}.${quoted(table)} alter column ${quoted(name)} set statistics ${Number(target)}`,
      );
    }
  }

  /** `like ... including all` names the copies' indexes anew: they take the live ones' names. */
  private async keepIndexNames(tx: Tx, live: string, table: string): Promise<void> {
    const indexes = (schema: string) => tx<{ name: string; shape: string }[]>`
      select c.relname as name,
             regexp_replace(pg_get_indexdef(i.indexrelid), '^CREATE (UNIQUE )?INDEX \\S+ ON \\S+ ', 'CREATE \\1INDEX ON ') as shape
      from pg_index i join pg_class c on c.oid = i.indexrelid
      where i.indrelid = ${`${quoted(schema)}.${quoted(table)}`}::regclass
      order by c.relname`;
    const wanted = await indexes(live);
    for (const copy of await indexes(this.schema)) {
      const match = wanted.findIndex((w) => w.shape === copy.shape);
      const [target] = match >= 0 ? wanted.splice(match, 1) : [];
      if (target && target.name !== copy.name) {
        await tx`alter index ${tx(`${this.schema}.${copy.name}`)} rename to ${tx(target.name)}`;
      }
    }
  }

  private async position(tx: Tx): Promise<Position> {
    const [row] = await tx<{ tx: string; pos: string }[]>`
      select transaction_id::text as tx, global_position::text as pos from ${tx(`${this.schema}.rebuild_position`)}`;
    return row ? { transactionId: BigInt(row.tx), globalPosition: BigInt(row.pos) } : START;
  }

  private async moveTo(tx: Tx, position: Position): Promise<void> {
    await tx`update ${tx(`${this.schema}.rebuild_position`)}
             set transaction_id = ${position.transactionId.toString()}::xid8, global_position = ${position.globalPosition.toString()}`;
  }
}

/** A batch of `$all`, with its projector's write prepared. */
interface ReadBatch {
  events: readonly RecordedEvent[];
  write: BatchWrite;
}

/**
 * The events after `from`, batch by batch, up to the first batch that is not full (the head, for
 * now). The next batch is read (on another connection) and prepared (parsed) while the caller
 * writes this one: reading, parsing and writing go on at once.
 */
async function* readAhead(
  source: EventSource,
  projection: Projection,
  from: Position,
  batchSize: number,
): AsyncGenerator<ReadBatch> {
  const read = (after: Position) =>
    source
      .readAll(after, batchSize)
      .then((events) => ({ events, write: prepared(projection, events) }));
  let reading = read(from);
  try {
    for (;;) {
      const batch = await reading;
      const last = batch.events.at(-1);
      const full = batch.events.length === batchSize && last !== undefined;
      if (full) reading = read(last.position);
      yield batch;
      if (!full) return;
    }
  } finally {
    // A read ahead that nobody takes (the caller stopped) may still fail: unheard.
    reading.catch(() => undefined);
  }
}

/** The batch's write; one that cannot be prepared fails when written, so the caller goes event by event. */
function prepared(projection: Projection, events: readonly RecordedEvent[]): BatchWrite {
  try {
    return projection.prepare(events);
  } catch (error) {
    return () => Promise.reject(error);
  }
}

/** The schema the live read-model tables are in (where the migrations created them). */
async function liveSchema(tx: Tx): Promise<string> {
  const [row] = await tx<{ schema: string }[]>`select current_schema() as schema`;
  if (!row?.schema) throw new Error('No schema on the search_path for the read models');
  return row.schema;
}

const isLockTimeout = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === '55P03';
