import { afterAll, describe, expect, it } from 'vitest';
import { jsonEvent, KurrentDBClient } from '@kurrent/kurrentdb-client';
import { START } from '@hotel/projections';
import { createTestDatabase } from '../../../../test/database';
import { loadEnv } from '../../env';
import { contractEventValidator, eventStoreContract, readAllUntil } from '../event-store.contract';
import { KurrentDbEventStore } from './kurrentdb-event-store';

/**
 * The contract suite against a real EventStoreDB/KurrentDB at EVENTSTORE_URL. Without one the
 * same tests are listed as skipped under the reason: these machines have no container runtime
 * (testcontainers is not installed either) and no package registry ships the server.
 */
const url = loadEnv().EVENTSTORE_URL;
const NO_SERVER = 'no EventStoreDB server: set EVENTSTORE_URL (no container runtime, no registry ships a server)';
const db = url ? await createTestDatabase() : null;
const client = url ? KurrentDBClient.connectionString(url) : null;
const store = client && db ? new KurrentDbEventStore(client, db.sql, contractEventValidator) : null;
afterAll(() => store?.close());

const connected = (): KurrentDbEventStore => {
  if (!store) throw new Error(NO_SERVER);
  return store;
};

(url ? describe : describe.skip)(url ? `kurrentdb at EVENTSTORE_URL` : NO_SERVER, () => {
  eventStoreContract('kurrentdb', async () => connected());

  describe('kurrentdb event store: $all readers', () => {
    it('wakes a waiting reader when an append is stored', async () => {
      await connected().waitForAppends(0); // the subscription is live before the append
      const waiting = connected().waitForAppends(10_000);
      await connected().appendToStream(`wake-${Date.now()}`, [{ type: 'Woken', data: {}, metadata: {} }], 'any');
      await expect(waiting).resolves.toBeUndefined();
    });

    it('shows no event of a $ stream to $all readers, whatever its type', async () => {
      const marker = await connected().appendToStream(`before-${Date.now()}`, [{ type: 'Marker', data: {}, metadata: {} }], 'no_stream');
      const checkpoint = (await readAllUntil(connected(), START, marker.position)).at(-1)?.position ?? START;
      await client?.appendToStream(`$hidden-${Date.now()}`, jsonEvent({ type: 'Hidden', data: {} }));
      const shown = await connected().appendToStream(`after-${Date.now()}`, [{ type: 'Shown', data: {}, metadata: {} }], 'no_stream');
      const read = await readAllUntil(connected(), checkpoint, shown.position);
      expect(read.map((e) => e.type)).toEqual(['Shown']);
    });
  });
});
