import { expect, it } from 'vitest';
import { at } from '../../../test/clock';
import type { EventStore, EventToAppend } from './port';

/** An event of the contract's own catalog, numbered `n`. */
export const contractEvent = (n: number, type = 'Tested'): EventToAppend => ({
  type,
  data: { n },
  metadata: { actor: 'system', at: at(0, '12:00'), correlationId: `c${n}`, causationId: null },
});

/** A maker of stream names no other test of the run uses. */
export function streamNames(adapter: string): () => string {
  let streams = 0;
  return () => `test-${adapter}-${Date.now()}-${streams++}`;
}

/** The snapshots' part of the event store contract (event-store.contract.ts). */
export function snapshotContract(
  makeStore: () => Promise<EventStore>,
  newStream: () => string,
): void {
  const event = contractEvent;
  it('stores no snapshot until one is written, then gives it back as written', async () => {
    const store = await makeStore();
    const stream = newStream();
    const { position } = await store.appendToStream(stream, [event(1), event(2)], 'no_stream');
    expect(await store.readSnapshot(stream)).toBeNull();
    const snapshot = {
      revision: 1n,
      position,
      schemaVersion: 3,
      state: { n: [1, 2], text: 'Aýna' },
    };
    await store.writeSnapshot(stream, snapshot);
    expect(await store.readSnapshot(stream)).toEqual(snapshot);
    expect(await store.readSnapshot(newStream())).toBeNull();
  });

  it('keeps the newest snapshot of a schema version when writers race', async () => {
    const store = await makeStore();
    const stream = newStream();
    const first = await store.appendToStream(stream, [event(1)], 'no_stream');
    const second = await store.appendToStream(stream, [event(2)], 0n);
    const newer = { revision: 1n, position: second.position, schemaVersion: 1, state: { n: 2 } };
    await store.writeSnapshot(stream, newer);
    await store.writeSnapshot(stream, {
      revision: 0n,
      position: first.position,
      schemaVersion: 1,
      state: { n: 1 },
    });
    await store.writeSnapshot(stream, { ...newer, state: { n: 'again' } });
    expect(await store.readSnapshot(stream)).toEqual(newer);
  });

  it('replaces a snapshot of another schema version, even one at a later revision', async () => {
    const store = await makeStore();
    const stream = newStream();
    const first = await store.appendToStream(stream, [event(1)], 'no_stream');
    const second = await store.appendToStream(stream, [event(2)], 0n);
    await store.writeSnapshot(stream, {
      revision: 1n,
      position: second.position,
      schemaVersion: 1,
      state: { n: 2 },
    });
    const current = { revision: 0n, position: first.position, schemaVersion: 2, state: { n: 1 } };
    await store.writeSnapshot(stream, current);
    expect(await store.readSnapshot(stream)).toEqual(current);
  });

  it('reads a snapshot of a schema version and the events after it together, all events without one', async () => {
    const store = await makeStore();
    const stream = newStream();
    const first = await store.appendToStream(stream, [event(1), event(2)], 'no_stream');
    await store.appendToStream(stream, [event(3), event(4)], 1n);
    const whole = await store.readStream(stream);
    expect(await store.readStreamAfterSnapshot(stream, 1)).toEqual({ ...whole, snapshot: null });
    const snapshot = {
      revision: 1n,
      position: first.position,
      schemaVersion: 1,
      state: { n: [1, 2], text: 'Aýna' },
    };
    await store.writeSnapshot(stream, snapshot);
    expect(await store.readStreamAfterSnapshot(stream, 1)).toEqual({
      revision: 3n,
      events: whole.events.slice(2),
      snapshot,
    });
    // Of another version: none, and every event.
    expect(await store.readStreamAfterSnapshot(stream, 2)).toEqual({ ...whole, snapshot: null });
    // Nothing after it: the snapshot alone.
    const last = { ...snapshot, revision: 3n, state: { n: [1, 2, 3, 4] } };
    await store.writeSnapshot(stream, last);
    expect(await store.readStreamAfterSnapshot(stream, 1)).toEqual({
      revision: 3n,
      events: [],
      snapshot: last,
    });
    expect(await store.readStreamAfterSnapshot(newStream(), 1)).toEqual({
      revision: 'no_stream',
      events: [],
      snapshot: null,
    });
  });
}
