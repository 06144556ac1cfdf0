import { beforeAll } from 'vitest';
import {
  positionReached,
  START,
  type Position,
  type Projection,
  type ProjectionRunner,
  type RecordedEvent,
} from '@hotel/projections';
import { createTestDatabase } from '../../../test/database';
import { contractEventValidator, readAllUntil } from '../event-store/event-store.contract';
import { PostgresEventStore } from '../event-store/postgres/postgres-event-store';

/**
 * Records every application (no unique key), so a double application would show. A recorder that
 * is rebuilt gets a table of its own (`applied_<name>`): a rebuild swaps whole tables.
 */
export const recorder = (
  name: string,
  failOn?: (e: RecordedEvent) => boolean,
  table = 'applied',
): Projection => ({
  name,
  tables: [table],
  prepare: (events) => async (tx) => {
    for (const event of events) {
      if (failOn?.(event)) throw new Error('projector failure');
      await tx`insert into ${tx(table)} (projection, position) values (${name}, ${event.position.globalPosition.toString()})`;
    }
  },
});
const REBUILT = ['rebuilt', 'poisoned', 'healed'];

/**
 * A database and event store of its own for a projection runner spec, with the recorders' tables
 * made before its tests, and the counts, catch-up and appends the specs share. Each spec calls it
 * once at its top.
 */
export async function projectionRunnerSetup() {
  const db = await createTestDatabase();
  const store = new PostgresEventStore(db.sql, contractEventValidator);

  const appliedCount = async (name: string, table = 'applied') =>
    (
      await db.sql<
        { n: number }[]
      >`select count(*)::int as n from ${db.sql(table)} where projection = ${name}`
    )[0]?.n ?? 0;
  const distinctCount = async (name: string, table = 'applied') =>
    (
      await db.sql<
        { n: number }[]
      >`select count(distinct position)::int as n from ${db.sql(table)} where projection = ${name}`
    )[0]?.n ?? 0;
  /** Catches up until `position` is applied: a reader may see a commit a little later (never sleeps). */
  async function catchUpTo(runner: ProjectionRunner, position: Position): Promise<number> {
    let applied = 0;
    for (;;) {
      applied += await runner.catchUp();
      if (await positionReached(db.sql, runner.names, position)) return applied;
      await store.waitForAppends(50);
    }
  }

  const append = (stream: string, n: number) =>
    store.appendToStream(
      stream,
      Array.from({ length: n }, (_, i) => ({ type: 'Counted', data: { i }, metadata: {} })),
      'any',
    );

  /**
   * Appends three events to `stream`, as read back: the second is the `poison` a spec's projector
   * fails on (`isPoison`) while the spec says so.
   */
  async function appendWithPoison(stream: string) {
    const appended = await append(stream, 3);
    const events = await readAllUntil(store, START, appended.position);
    const poison = events.find((e) => e.streamId === stream && (e.data as { i: number }).i === 1);
    const isPoison = (e: RecordedEvent) =>
      e.position.globalPosition === poison?.position.globalPosition;
    return { appended, events, poison, isPoison };
  }

  beforeAll(async () => {
    await db.sql`create table applied (projection text not null, position bigint not null)`;
    for (const name of REBUILT)
      await db.sql`create table ${db.sql(`applied_${name}`)} (like applied including all)`;
  });

  return { db, store, appliedCount, distinctCount, catchUpTo, append, appendWithPoison };
}
