import type postgres from 'postgres';
import {
  comparePositions,
  START,
  type EventSource,
  type Position,
  type RecordedEvent,
} from '../event-source';
import { applyBatch, type Projection, type Tx } from '../projection';
import { readCheckpoint, saveCheckpoint } from '../checkpoints';
import { clearFailure } from '../failures';
import { quoted } from '../batch-writes';
import { readAhead, type ReadBatch } from './read-ahead';
import { RebuildStopped } from './rebuild-stopped';
import { keepIndexNames, keepStatisticsTargets, liveSchema } from './table-catalog';

/** The rebuild's copies of a read model's tables, with their own position in `$all`. */
export class Shadow {
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
        await keepStatisticsTargets(tx, live, this.schema, table);
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
      await keepIndexNames(tx, liveName, this.schema, table);
      await tx`drop table ${tx(`${liveName}.${table}`)}`;
      await tx`alter table ${tx(`${this.schema}.${table}`)} set schema ${tx(liveName)}`;
    }
    await saveCheckpoint(tx, name, at);
    await tx`drop schema ${tx(this.schema)} cascade`;
    // Rebuilt past whatever stopped the live one: its failure is over.
    await clearFailure(tx, name);
    return applied;
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
