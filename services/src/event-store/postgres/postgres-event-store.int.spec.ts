import { afterAll, describe, expect, it } from 'vitest';
import { START } from '@hotel/projections';
import { createTestDatabase } from '../../../../test/database';
import {
  contractEventValidator,
  eventStoreContract,
  readAllUntil,
  readEverything,
} from '../event-store.contract';
import { PostgresEventStore } from './postgres-event-store';

const db = await createTestDatabase();
const store = new PostgresEventStore(db.sql, contractEventValidator);
afterAll(() => store.close());

eventStoreContract('postgres', async () => store);

describe('postgres event store: $all readers and slow transactions', () => {
  it('never skips an event committed late by a transaction that started writing first', async () => {
    const slow = db.connectAgain(1);
    const marker = await store.appendToStream(
      'before-late',
      [{ type: 'Marker', data: {}, metadata: {} }],
      'no_stream',
    );
    const checkpoint =
      (await readAllUntil(store, START, marker.position)).at(-1)?.position ?? START;

    // The slow transaction takes its transaction id and writes its event first...
    let releaseSlow: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (releaseSlow = resolve));
    let slowWrote: () => void = () => undefined;
    const wrote = new Promise<void>((resolve) => (slowWrote = resolve));
    const slowCommit = slow.begin(async (tx) => {
      await tx`insert into streams (stream_id, revision) values ('late-stream', 0)`;
      await tx`insert into events (stream_id, stream_revision, type, data, metadata)
               values ('late-stream', 0, 'Late', '{"n":"late"}', '{}')`;
      slowWrote();
      await released;
    });
    await wrote;

    // ...a fast one appends after it and commits at once (a higher position, committed earlier).
    const fast = await store.appendToStream(
      'fast-stream',
      [{ type: 'Fast', data: { n: 'fast' }, metadata: {} }],
      'no_stream',
    );
    const whileSlowOpen = await readEverything(store, checkpoint);
    expect(whileSlowOpen).toEqual([]); // the reader must not move past the open transaction

    releaseSlow();
    await slowCommit;
    const afterCommit = await readAllUntil(store, checkpoint, fast.position);
    expect(afterCommit.map((e) => e.type)).toEqual(['Late', 'Fast']);
    expect(afterCommit.at(-1)?.position).toEqual(fast.position);
  });

  it('burns no global position for a losing writer', async () => {
    await store.appendToStream('burn', [{ type: 'A', data: {}, metadata: {} }], 'no_stream');
    await expect(
      store.appendToStream('burn', [{ type: 'B', data: {}, metadata: {} }], 'no_stream'),
    ).rejects.toThrow();
    const next = await store.appendToStream('burn', [{ type: 'C', data: {}, metadata: {} }], 0n);
    const events = (await store.readStream('burn')).events;
    expect(next.position.globalPosition - (events[0]?.position.globalPosition ?? 0n)).toBe(1n);
  });

  it('wakes a waiting reader when an append commits', async () => {
    await store.waitForAppends(0); // the LISTEN is in place before the append
    const waiting = store.waitForAppends(10_000);
    await store.appendToStream('wake', [{ type: 'A', data: {}, metadata: {} }], 'any');
    await expect(waiting).resolves.toBeUndefined();
  });
});
