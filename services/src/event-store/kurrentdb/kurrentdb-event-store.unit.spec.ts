import { afterAll, describe, expect, it } from 'vitest';
import { connect } from '../../db/connect';
import { contractEventValidator } from '../event-store.contract';
import { InvalidEvent, type EventToAppend } from '../port';
import { KurrentDbEventStore, type KurrentClient } from './kurrentdb-event-store';

/**
 * What the adapter does before it talks to the server. The client is a double at the library's
 * own interface that fails the test if the adapter calls it: it proves only that nothing is sent,
 * nothing about the server (that is the contract suite's, at EVENTSTORE_URL).
 */
const reached = (call: string) => () => {
  throw new Error(`the adapter called the client's ${call}`);
};
const untouchable: KurrentClient = {
  appendToStream: reached('appendToStream'),
  readStream: reached('readStream'),
  readAll: reached('readAll'),
  subscribeToAll: reached('subscribeToAll'),
  dispose: async () => undefined,
};
// Never queried (snapshots are not touched here); postgres.js connects only on a first query.
const sql = connect('postgres://nobody@127.0.0.1:1/none', { max: 1 });
afterAll(() => sql.end({ timeout: 0 }));
const store = new KurrentDbEventStore(untouchable, sql, contractEventValidator);

const event = (n: number): EventToAppend => ({
  type: 'Tested',
  data: { n },
  metadata: { correlationId: `c${n}` },
});

describe('kurrentdb event store before the server', () => {
  it('validates every event before sending any: one refused event sends none of the batch', async () => {
    for (const bad of [
      { ...event(2), type: 'not a type' },
      { ...event(3), data: { text: 'a\u0000b' } },
    ]) {
      await expect(
        store.appendToStream('room-1', [event(1), bad], 'no_stream'),
      ).rejects.toBeInstanceOf(InvalidEvent);
    }
  });

  it('refuses unsent a payload a JSON event cannot hold', async () => {
    const numeric = { ...event(1), metadata: 42 };
    await expect(store.appendToStream('room-1', [event(0), numeric], 'any')).rejects.toBeInstanceOf(
      InvalidEvent,
    );
  });

  it('refuses an empty batch unsent', async () => {
    await expect(store.appendToStream('room-1', [], 'any')).rejects.toThrow(/at least one event/);
  });
});
