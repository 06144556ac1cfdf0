import { beforeAll, describe, expect, it } from 'vitest';
import {
  calendarEntriesProjection,
  listCheckpoints,
  listFailures,
  positionReached,
  ProjectionRunner,
  RebuildStopped,
  type Position,
  type Projection,
  type RecordedEvent,
} from '@hotel/projections';
import { createTestDatabase } from '../../../test/database';
import { contractEventValidator, readAllUntil } from '../event-store/event-store.contract';
import { PostgresEventStore } from '../event-store/postgres/postgres-event-store';
import { START } from '@hotel/projections';

const db = await createTestDatabase();
const store = new PostgresEventStore(db.sql, contractEventValidator);

/**
 * Records every application (no unique key), so a double application would show. A recorder that
 * is rebuilt gets a table of its own (`applied_<name>`): a rebuild swaps whole tables.
 */
const recorder = (
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

beforeAll(async () => {
  await db.sql`create table applied (projection text not null, position bigint not null)`;
  for (const name of REBUILT)
    await db.sql`create table ${db.sql(`applied_${name}`)} (like applied including all)`;
});

describe('projection runner', () => {
  it('catches up from its stored checkpoint and then applies only new events', async () => {
    const runner = new ProjectionRunner(db.sql, store, [recorder('catch-up')], { batchSize: 7 });
    const first = await append('a', 20);
    expect(await catchUpTo(runner, first.position)).toBe(20);
    const second = await append('a', 5);
    const restarted = new ProjectionRunner(db.sql, store, [recorder('catch-up')], { batchSize: 7 });
    expect(await catchUpTo(restarted, second.position)).toBe(5);
    expect(await appliedCount('catch-up')).toBe(25);
  });

  it('stops a projection exactly at an event it cannot apply, records why, lets the others go on, and resumes', async () => {
    const appended = await append('b', 3);
    const events = await readAllUntil(store, START, appended.position);
    const poison = events.find((e) => e.streamId === 'b' && (e.data as { i: number }).i === 1);
    let fail = true;
    const runner = new ProjectionRunner(
      db.sql,
      store,
      [
        recorder(
          'atomic',
          (e) => fail && e.position.globalPosition === poison?.position.globalPosition,
        ),
        recorder('healthy'),
      ],
      {
        batchSize: 1000,
        retryStalledMs: 0,
        log: { info: () => undefined, error: (_obj, msg) => logged.push(msg) },
      },
    );
    const logged: string[] = [];
    for (let retry = 0; retry < 3; retry++) await runner.catchUp();
    expect(runner.stalled).toEqual(['atomic']);
    expect(logged).toEqual([
      'projection atomic stopped at an event it cannot apply; the other read models go on',
    ]);
    expect(await listFailures(db.sql)).toEqual([
      expect.objectContaining({
        projection: 'atomic',
        position: poison?.position,
        eventType: 'Counted',
        error: 'projector failure',
      }),
    ]);
    // Everything before the poison event is applied (each with its checkpoint), nothing after it.
    const checkpoints = new Map(
      (await listCheckpoints(db.sql)).map((c) => [c.name, c.position.globalPosition]),
    );
    expect(checkpoints.get('atomic')).toBe((poison?.position.globalPosition ?? 0n) - 1n);
    expect(checkpoints.get('healthy')).toBe(appended.position.globalPosition);
    expect(await appliedCount('atomic')).toBe(
      events.filter((e) => e.position.globalPosition < (poison?.position.globalPosition ?? 0n))
        .length,
    );

    fail = false; // the cause is fixed
    await runner.catchUp();
    expect(runner.stalled).toEqual([]);
    expect(await listFailures(db.sql)).toEqual([]);
    expect(await appliedCount('atomic')).toBe(events.length);
    expect(await appliedCount('atomic')).toBe(await distinctCount('atomic'));
  });

  it('applies the read models standing at one position in one transaction; a poison event there still stops only its own', async () => {
    let poisonAt: bigint | null = null;
    const logged: string[] = [];
    const runner = new ProjectionRunner(
      db.sql,
      store,
      [
        recorder('joint-a', (e) => e.position.globalPosition === poisonAt),
        recorder('joint-b'),
        recorder('joint-c'),
      ],
      {
        batchSize: 1000,
        retryStalledMs: 60_000,
        log: { info: () => undefined, error: (_obj, msg) => logged.push(msg) },
      },
    );
    // Each first step goes alone (it creates its checkpoint row); then the three stand together.
    const first = await append('j', 2);
    await catchUpTo(runner, first.position);
    const second = await append('j', 2);
    await catchUpTo(runner, second.position);
    // One transaction moved the three checkpoints: their rows carry its id.
    const writers =
      await db.sql`select distinct xmin::text from projection_checkpoints where name like 'joint-%'`;
    expect(writers).toHaveLength(1);

    const third = await append('j', 3);
    const batch = await readAllUntil(store, second.position, third.position);
    poisonAt = batch[1]?.position.globalPosition ?? null;
    await catchUpTo(runner, third.position);
    expect(runner.stalled).toEqual(['joint-a']);
    expect(logged).toEqual([
      'projection joint-a stopped at an event it cannot apply; the other read models go on',
    ]);
    const checkpoints = new Map(
      (await listCheckpoints(db.sql)).map((c) => [c.name, c.position.globalPosition]),
    );
    expect(checkpoints.get('joint-a')).toBe(batch[0]?.position.globalPosition);
    expect(checkpoints.get('joint-b')).toBe(third.position.globalPosition);
    expect(checkpoints.get('joint-c')).toBe(third.position.globalPosition);
    // The failed joint transaction kept nothing: every event applied once, up to the poison for `a`.
    const [all] = await db.sql<
      { n: number }[]
    >`select count(*)::int as n from events where global_position <= ${third.position.globalPosition.toString()}`;
    for (const name of ['joint-b', 'joint-c']) {
      expect(await appliedCount(name)).toBe(all?.n);
      expect(await distinctCount(name)).toBe(all?.n);
    }
    expect(await appliedCount('joint-a')).toBe((all?.n ?? 0) - 2);
    expect(await distinctCount('joint-a')).toBe((all?.n ?? 0) - 2);
  });

  it('applies every event exactly once when two runners race on the same projection', async () => {
    const appended = await append('c', 60);
    await readAllUntil(store, START, appended.position);
    const one = new ProjectionRunner(db.sql, store, [recorder('race')], { batchSize: 5 });
    const two = new ProjectionRunner(db.connectAgain(3), store, [recorder('race')], {
      batchSize: 5,
    });
    await Promise.all([one.catchUp(), two.catchUp(), one.catchUp(), two.catchUp()]);
    const total = await appliedCount('race');
    expect(total).toBe(await distinctCount('race'));
    const [all] = await db.sql<{ n: number }[]>`select count(*)::int as n from events`;
    expect(total).toBe(all?.n);
  });

  it('rebuilds one read model from position zero to the same rows', async () => {
    const runner = new ProjectionRunner(db.sql, store, [
      recorder('rebuilt', undefined, 'applied_rebuilt'),
    ]);
    const marker = await append('e', 1);
    await catchUpTo(runner, marker.position);
    const before = await db.sql`select position from applied_rebuilt order by position`;
    const replayed = await runner.rebuild('rebuilt');
    const after = await db.sql`select position from applied_rebuilt order by position`;
    expect(replayed).toBe(before.length);
    expect(after).toEqual(before);
  });

  it('stops a rebuild at an event the projector cannot apply, says where, and leaves the live model untouched', async () => {
    const marker = await append('p', 3);
    const events = await readAllUntil(store, START, marker.position);
    const poison = events.find((e) => e.streamId === 'p' && (e.data as { i: number }).i === 1);
    let fail = false;
    const live = recorder(
      'poisoned',
      (e) => fail && e.position.globalPosition === poison?.position.globalPosition,
      'applied_poisoned',
    );
    await catchUpTo(new ProjectionRunner(db.sql, store, [live]), marker.position);
    const rows = await db.sql`select position from applied_poisoned order by position`;
    const checkpoint = (await listCheckpoints(db.sql)).find((c) => c.name === 'poisoned');

    fail = true; // new code that cannot read an old event
    const error: unknown = await new ProjectionRunner(db.connectAgain(3), store, [live])
      .rebuild('poisoned')
      .catch((e: unknown) => e);
    expect(await db.sql`select position from applied_poisoned order by position`).toEqual(rows);
    expect((await listCheckpoints(db.sql)).find((c) => c.name === 'poisoned')).toEqual(checkpoint);
    expect(error).toBeInstanceOf(RebuildStopped);
    expect(String(error)).toContain(
      `Rebuild of poisoned stopped at event ${poison?.position.globalPosition} (Counted): projector failure. The live read model is untouched`,
    );
    expect((await listFailures(db.sql)).filter((f) => f.projection === 'poisoned')).toEqual([]);
    expect(
      await db.sql`select 1 from pg_namespace where nspname = 'rebuild_poisoned'`,
    ).toHaveLength(0);
  });

  it('ends a stall once a rebuild in another process got past the event: failure row gone, live runner resumed', async () => {
    const marker = await append('h', 3);
    const events = await readAllUntil(store, START, marker.position);
    const poison = events.find((e) => e.streamId === 'h' && (e.data as { i: number }).i === 1);
    let fail = true;
    const healed = recorder(
      'healed',
      (e) => fail && e.position.globalPosition === poison?.position.globalPosition,
      'applied_healed',
    );
    const live = new ProjectionRunner(db.sql, store, [healed], { retryStalledMs: 0 });
    await live.catchUp();
    expect(live.stalled).toEqual(['healed']);

    fail = false; // the fix is deployed; the operator rebuilds
    const replayed = await new ProjectionRunner(db.connectAgain(3), store, [healed]).rebuild(
      'healed',
    );
    expect((await listFailures(db.sql)).filter((f) => f.projection === 'healed')).toEqual([]);
    await live.catchUp();
    expect(live.stalled).toEqual([]);
    expect(await appliedCount('healed', 'applied_healed')).toBe(replayed);
    expect(await distinctCount('healed', 'applied_healed')).toBe(replayed);
    expect(await positionReached(db.sql, ['healed'], marker.position)).toBe(true);
  });

  it('refuses to rebuild a projection it does not know', async () => {
    const runner = new ProjectionRunner(db.sql, store, [calendarEntriesProjection]);
    await expect(runner.rebuild('nope')).rejects.toThrow('Unknown projection "nope"');
  });

  it('commits a batch without waiting for the disk (the events are there), alone or with others', async () => {
    // A trigger deferred to the commit records the setting the commit itself runs with.
    await db.sql`create table commit_settings (synchronous_commit text not null)`;
    await db.sql`create function record_commit_setting() returns trigger language plpgsql as $$
      begin insert into commit_settings values (current_setting('synchronous_commit')); return null; end $$`;
    await db.sql`create constraint trigger record_commit_setting after insert on applied
      deferrable initially deferred for each row execute function record_commit_setting()`;
    try {
      const { position } = await append('flush', 2);
      await catchUpTo(new ProjectionRunner(db.sql, store, [recorder('no-flush-alone')]), position);
      await catchUpTo(
        new ProjectionRunner(db.sql, store, [recorder('no-flush-a'), recorder('no-flush-b')]),
        position,
      );
      const settings = await db.sql<
        { synchronous_commit: string }[]
      >`select distinct synchronous_commit from commit_settings`;
      expect(settings.map((row) => row.synchronous_commit)).toEqual(['off']);
      // Only the runner's own transactions: the session's setting is the server's.
      expect(
        (
          await db.sql<{ value: string }[]>`select current_setting('synchronous_commit') as value`
        )[0]?.value,
      ).toBe('on');
    } finally {
      await db.sql`drop trigger record_commit_setting on applied`;
    }
  });

  it('tells a writer when its position is reached (read-your-writes), live', async () => {
    const runner = new ProjectionRunner(db.sql, store, [recorder('live')], { idleMs: 20 });
    runner.start();
    try {
      const { position } = await append('d', 1);
      await expect(runner.waitFor(position, 10_000)).resolves.toBe(true);
    } finally {
      await runner.stop();
    }
    const { position } = await append('d', 1);
    await expect(runner.waitFor(position, 100)).resolves.toBe(false);
  });
});
