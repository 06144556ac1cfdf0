import { describe, expect, it } from 'vitest';
import { listCheckpoints, listFailures, ProjectionRunner } from '@hotel/projections';
import { readAllUntil } from '../event-store/event-store.contract';
import { START } from '@hotel/projections';
import { projectionRunnerSetup, recorder } from './projection-runner-setup';

const { db, store, appliedCount, distinctCount, catchUpTo, append, appendWithPoison } =
  await projectionRunnerSetup();

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
    const { appended, events, poison, isPoison } = await appendWithPoison('b');
    let fail = true;
    const runner = new ProjectionRunner(
      db.sql,
      store,
      [recorder('atomic', (e) => fail && isPoison(e)), recorder('healthy')],
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
});
