import { describe, expect, it } from 'vitest';
import {
  calendarEntriesProjection,
  listCheckpoints,
  listFailures,
  positionReached,
  ProjectionRunner,
  RebuildStopped,
} from '@hotel/projections';
import { projectionRunnerSetup, recorder } from './projection-runner-setup';

const { db, store, appliedCount, distinctCount, catchUpTo, append, appendWithPoison } =
  await projectionRunnerSetup();

describe('projection runner', () => {
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
    const { appended: marker, poison, isPoison } = await appendWithPoison('p');
    let fail = false;
    const live = recorder('poisoned', (e) => fail && isPoison(e), 'applied_poisoned');
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
    const { appended: marker, isPoison } = await appendWithPoison('h');
    let fail = true;
    const healed = recorder('healed', (e) => fail && isPoison(e), 'applied_healed');
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
