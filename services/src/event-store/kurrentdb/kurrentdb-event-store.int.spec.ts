import { afterAll, describe, expect, it } from 'vitest';
import { jsonEvent, KurrentDBClient } from '@kurrent/kurrentdb-client';
import { START } from '@hotel/projections';
import { createTestDatabase } from '../../../../test/database';
import { kurrentDbServer } from '../../../test/kurrentdb-server';
import { contractEventValidator, eventStoreContract, readAllUntil } from '../event-store.contract';
import { KurrentDbEventStore } from './kurrentdb-event-store';

/**
 * The contract suite against a real EventStoreDB/KurrentDB: the one at EVENTSTORE_URL, or one
 * testcontainers starts where a container runtime exists. Without either the same tests are
 * listed as skipped under the reason (services/test/kurrentdb-server.ts).
 */
const server = await kurrentDbServer();
const url = 'url' in server ? server.url : null;
const NO_SERVER = 'reason' in server ? server.reason : '';
const db = url ? await createTestDatabase() : null;
const client = url ? KurrentDBClient.connectionString(url) : null;
const store = client && db ? new KurrentDbEventStore(client, db.sql, contractEventValidator) : null;
afterAll(() => store?.close());

const connected = (): KurrentDbEventStore => {
  if (!store) throw new Error(NO_SERVER);
  return store;
};

(url ? describe : describe.skip)(url ? 'kurrentdb' : NO_SERVER, () => {
  eventStoreContract('kurrentdb', async () => connected());

  describe('kurrentdb event store: $all readers', () => {
    it('wakes a waiting reader when an append is stored', async () => {
      await connected().waitForAppends(0); // the subscription is live before the append
      const waiting = connected().waitForAppends(10_000);
      await connected().appendToStream(
        `wake-${Date.now()}`,
        [{ type: 'Woken', data: {}, metadata: {} }],
        'any',
      );
      await expect(waiting).resolves.toBeUndefined();
    });

    it('shows no event of a $ stream to $all readers, whatever its type', async () => {
      const marker = await connected().appendToStream(
        `before-${Date.now()}`,
        [{ type: 'Marker', data: {}, metadata: {} }],
        'no_stream',
      );
      const checkpoint =
        (await readAllUntil(connected(), START, marker.position)).at(-1)?.position ?? START;
      await client?.appendToStream(
        `$hidden-${Date.now()}`,
        jsonEvent({ type: 'Hidden', data: {} }),
      );
      const shown = await connected().appendToStream(
        `after-${Date.now()}`,
        [{ type: 'Shown', data: {}, metadata: {} }],
        'no_stream',
      );
      const read = await readAllUntil(connected(), checkpoint, shown.position);
      expect(read.map((e) => e.type)).toEqual(['Shown']);
    });
  });
});
