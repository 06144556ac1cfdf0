import { describe, expect, it } from 'vitest';
import { START, type Position } from '@hotel/projections';
import { holdsUnstorableText } from '@hotel/contracts';
import { InvalidEvent, WrongExpectedRevision, type EventStore, type EventValidator } from './port';
import { contractEvent as event, snapshotContract, streamNames } from './snapshots.contract';

/**
 * The contract's own event catalog (the application's is `validateDomainEvent`): a PascalCase
 * type, an object payload, storable text. Adapters under test are built with it.
 */
export const contractEventValidator: EventValidator = (streamId, event) => {
  if (!/^[A-Z][A-Za-z]*$/.test(event.type)) throw new InvalidEvent(streamId, event.type, 'type');
  if (typeof event.data !== 'object' || event.data === null)
    throw new InvalidEvent(streamId, event.type, 'data');
  if (holdsUnstorableText(event.data)) throw new InvalidEvent(streamId, event.type, 'text');
};

/**
 * The behaviour every event store adapter must have. An adapter's spec calls this with a factory
 * giving a store on an empty database.
 */
export function eventStoreContract(adapter: string, makeStore: () => Promise<EventStore>): void {
  const newStream = streamNames(adapter);

  describe(`event store contract: ${adapter}`, () => {
    it('reads back appended events in order with their revisions, data and metadata', async () => {
      const store = await makeStore();
      const stream = newStream();
      await store.appendToStream(stream, [event(1), event(2)], 'no_stream');
      const read = await store.readStream(stream);
      expect(read.revision).toBe(1n);
      expect(read.events.map((e) => [e.streamRevision, e.type, e.data])).toEqual([
        [0n, 'Tested', { n: 1 }],
        [1n, 'Tested', { n: 2 }],
      ]);
      expect(read.events[0]?.metadata).toMatchObject({ correlationId: 'c1' });
    });

    it('keeps numeric order past ten events, in a stream and in $all', async () => {
      const store = await makeStore();
      const stream = newStream();
      const marker = await store.appendToStream(newStream(), [event(-1)], 'no_stream');
      const from = (await readAllUntil(store, START, marker.position)).at(-1)?.position ?? START;
      const { position } = await store.appendToStream(
        stream,
        Array.from({ length: 25 }, (_, i) => event(i)),
        'no_stream',
      );
      const read = await store.readStream(stream);
      expect(read.events.map((e) => (e.data as { n: number }).n)).toEqual(
        Array.from({ length: 25 }, (_, i) => i),
      );
      const all = await readAllUntil(store, from, position);
      expect(all.map((e) => (e.data as { n: number }).n)).toEqual(
        Array.from({ length: 25 }, (_, i) => i),
      );
    });

    it('gives as its head the position of the last append committed, which $all then reaches', async () => {
      const store = await makeStore();
      const { position } = await store.appendToStream(
        newStream(),
        [event(1), event(2)],
        'no_stream',
      );
      const head = await store.readHead();
      expect(head).toEqual(position);
      expect((await readAllUntil(store, START, head)).at(-1)?.position).toEqual(head);
    });

    it('reads a stream that does not exist as empty with no revision', async () => {
      const store = await makeStore();
      expect(await store.readStream(newStream())).toEqual({ revision: 'no_stream', events: [] });
    });

    it('reads a stream from a revision, reporting the revision of its last event', async () => {
      const store = await makeStore();
      const stream = newStream();
      await store.appendToStream(
        stream,
        Array.from({ length: 12 }, (_, i) => event(i)),
        'no_stream',
      );
      const tail = await store.readStream(stream, { fromRevision: 10n });
      expect(tail.revision).toBe(11n);
      expect(tail.events.map((e) => [e.streamRevision, e.data])).toEqual([
        [10n, { n: 10 }],
        [11n, { n: 11 }],
      ]);
      expect(await store.readStream(stream, { fromRevision: 12n })).toEqual({
        revision: 11n,
        events: [],
      });
      expect(await store.readStream(newStream(), { fromRevision: 3n })).toEqual({
        revision: 'no_stream',
        events: [],
      });
    });

    it('validates every event before writing: one refused event writes none of the batch', async () => {
      const store = await makeStore();
      const stream = newStream();
      const marker = await store.appendToStream(newStream(), [event(0)], 'no_stream');
      const from = (await readAllUntil(store, START, marker.position)).at(-1)?.position ?? START;
      for (const bad of [
        event(2, 'not a type'),
        { ...event(3), data: { text: 'a\u0000b' } },
        { ...event(4), data: { text: '\ud800' } },
      ]) {
        await expect(
          store.appendToStream(stream, [event(1), bad], 'no_stream'),
        ).rejects.toBeInstanceOf(InvalidEvent);
      }
      expect(await store.readStream(stream)).toEqual({ revision: 'no_stream', events: [] });
      const after = await store.appendToStream(newStream(), [event(5)], 'no_stream');
      expect((await readAllUntil(store, from, after.position)).map((e) => e.data)).toEqual([
        { n: 5 },
      ]);
    });

    it('refuses no_stream when the stream exists', async () => {
      const store = await makeStore();
      const stream = newStream();
      await store.appendToStream(stream, [event(1)], 'no_stream');
      await expect(store.appendToStream(stream, [event(2)], 'no_stream')).rejects.toBeInstanceOf(
        WrongExpectedRevision,
      );
    });

    it('appends at the exact expected revision and refuses a stale one', async () => {
      const store = await makeStore();
      const stream = newStream();
      await store.appendToStream(stream, [event(1)], 'no_stream');
      const second = await store.appendToStream(stream, [event(2)], 0n);
      expect(second.nextRevision).toBe(1n);
      const stale = store.appendToStream(stream, [event(3)], 0n);
      await expect(stale).rejects.toMatchObject({
        name: 'WrongExpectedRevision',
        actual: 1n,
        expected: 0n,
      });
      expect((await store.readStream(stream)).events).toHaveLength(2);
    });

    it('refuses an exact revision on a stream that does not exist', async () => {
      const store = await makeStore();
      await expect(store.appendToStream(newStream(), [event(1)], 0n)).rejects.toMatchObject({
        actual: 'no_stream',
      });
    });

    it('appends with any whether or not the stream exists', async () => {
      const store = await makeStore();
      const stream = newStream();
      await store.appendToStream(stream, [event(1)], 'any');
      const result = await store.appendToStream(stream, [event(2), event(3)], 'any');
      expect(result.nextRevision).toBe(2n);
    });

    it('lets exactly one of many concurrent writers expecting the same revision win', async () => {
      const store = await makeStore();
      const stream = newStream();
      await store.appendToStream(stream, [event(0)], 'no_stream');
      const attempts = await Promise.allSettled(
        Array.from({ length: 25 }, (_, i) => store.appendToStream(stream, [event(i + 1)], 0n)),
      );
      const won = attempts.filter((a) => a.status === 'fulfilled');
      const lost = attempts.filter((a) => a.status === 'rejected');
      expect(won).toHaveLength(1);
      expect(lost.every((a) => a.reason instanceof WrongExpectedRevision)).toBe(true);
      expect((await store.readStream(stream)).events.map((e) => e.streamRevision)).toEqual([
        0n,
        1n,
      ]);
    });

    it('gives every revision to exactly one writer when writers retry after losing', async () => {
      const store = await makeStore();
      const stream = newStream();
      const writers = 12;
      const wins = await Promise.all(
        Array.from({ length: writers }, async (_, w) => {
          for (;;) {
            const { revision } = await store.readStream(stream);
            try {
              const result = await store.appendToStream(stream, [event(w)], revision);
              return result.nextRevision;
            } catch (error) {
              if (!(error instanceof WrongExpectedRevision)) throw error;
            }
          }
        }),
      );
      expect([...wins].sort((a, b) => Number(a - b))).toEqual(
        Array.from({ length: writers }, (_, i) => BigInt(i)),
      );
      const read = await store.readStream(stream);
      expect(new Set(read.events.map((e) => (e.data as { n: number }).n)).size).toBe(writers);
    });

    it('reads $all in commit order and resumes from a checkpoint without repeats or gaps', async () => {
      const store = await makeStore();
      const marker = await store.appendToStream(newStream(), [event(0)], 'no_stream');
      const checkpoint =
        (await readAllUntil(store, START, marker.position)).at(-1)?.position ?? START;
      const a = newStream();
      const b = newStream();
      await store.appendToStream(a, [event(1)], 'no_stream');
      const second = await store.appendToStream(b, [event(2)], 'no_stream');
      await readAllUntil(store, checkpoint, second.position);
      const firstHalf = await store.readAll(checkpoint, 1);
      expect(firstHalf.map((e) => e.data)).toEqual([{ n: 1 }]);
      const resumeFrom = firstHalf[0]?.position ?? START;
      const third = await store.appendToStream(a, [event(3)], 0n);
      const rest = await readAllUntil(store, resumeFrom, third.position);
      expect(rest.map((e) => [e.streamId, e.data])).toEqual([
        [b, { n: 2 }],
        [a, { n: 3 }],
      ]);
    });

    snapshotContract(makeStore, newStream);

    it('reports the position of the last appended event', async () => {
      const store = await makeStore();
      const stream = newStream();
      const { position } = await store.appendToStream(stream, [event(1), event(2)], 'no_stream');
      const all = await readAllUntil(store, START, position);
      expect(all.filter((e) => e.streamId === stream).at(-1)?.position).toEqual(position);
    });
  });
}

/**
 * Reads `$all` from `after` until `until` is among the events read. A reader may see an event a
 * little after its append committed (it waits for older transactions, anywhere in the cluster, to
 * finish): waiting for the condition, never for a fixed time.
 */
export async function readAllUntil(store: EventStore, after: Position, until: Position) {
  const events = [];
  let from = after;
  for (;;) {
    const page = await store.readAll(from, 50);
    events.push(...page);
    const last = page.at(-1);
    if (last) from = last.position;
    if (events.some((e) => e.position.globalPosition === until.globalPosition)) return events;
    if (!last) await store.waitForAppends(50);
  }
}

/** Reads `$all` to the end from `after`, in small pages (exercising resumption). */
export async function readEverything(store: EventStore, after: Position) {
  const events = [];
  let from = after;
  for (;;) {
    const page = await store.readAll(from, 3);
    events.push(...page);
    const last = page.at(-1);
    if (!last) return events;
    from = last.position;
  }
}
