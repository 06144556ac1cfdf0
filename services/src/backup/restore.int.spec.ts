import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_ID_HEADER } from '@hotel/contracts';
import { at, stay } from '../../../test/clock';
import { BROKER_START_MS, consumeTopic, startTestBroker } from '../../../test/kafka';
import { APPROVED_CARD, bookToBank, payAtBank, registerGuest } from '../../test/guest';
import { burnTransactionIds, startNewCluster } from '../../test/new-cluster';
import { createTestApp, type TestApp } from '../../test/test-app';
import { validateDomainEvent } from '../event-store/domain-events';
import { contractEventValidator, eventStoreContract } from '../event-store/event-store.contract';
import { PostgresEventStore } from '../event-store/postgres/postgres-event-store';
import { kafkaProducer } from '../relay/producer';
import { readRelayCheckpoint, Relay } from '../relay/relay';
import { writeBackup } from './backup';
import { openArchive, restoreBackup } from './restore';

const log = pino({ level: 'silent' });
const work = await mkdtemp(join(tmpdir(), 'hotel-restore-'));
afterAll(() => rm(work, { recursive: true, force: true }));

/** The guest books a Superior room `n` days ahead for two nights and pays. */
async function bookAndPay(site: TestApp, cookie: string, n: number): Promise<void> {
  const page = await bookToBank(site, cookie, { id: 3, ...stay(n, 2) });
  const { message } = await payAtBank(page, APPROVED_CARD);
  expect(message).toMatch(/Payment succeeded/);
}

async function accountBookings(site: TestApp, cookie: string) {
  const res = await site.app.inject({
    method: 'GET',
    url: '/api/profile/bookings',
    headers: { cookie },
  });
  expect(res.statusCode).toBe(200);
  return (res.json().data as { checkin: string; payment_status: string }[])
    .map((b) => [b.checkin, b.payment_status])
    .sort();
}

/** Relays the site's log to `topic` until the relay's checkpoint stands at the head. */
async function relayAll(site: TestApp, brokers: string[], topic: string): Promise<void> {
  const relay = new Relay(
    site.db.sql,
    site.deps.store,
    kafkaProducer({ brokers, topic, clientId: 'restore-test' }, log),
    log,
    { topic },
  );
  relay.start();
  try {
    await expect
      .poll(
        async () => {
          const [head, checkpoint] = [
            await site.deps.store.readHead(),
            await readRelayCheckpoint(site.db.sql, topic),
          ];
          return (
            checkpoint.transactionId === head.transactionId &&
            checkpoint.globalPosition === head.globalPosition
          );
        },
        { timeout: 60_000, interval: 100 },
      )
      .toBe(true);
  } finally {
    await relay.stop();
  }
}

const source = await createTestApp();
const guest = await registerGuest(source, 'restored@example.com');
await bookAndPay(source, guest, 10);
// The source cluster's transaction ids run far ahead of a new cluster's, as on a server that has
// worked a while: the events carry them into the restored database.
await burnTransactionIds(source.db.sql, 3000);
const cluster = await startNewCluster();

describe('a backup restored into a new PostgreSQL cluster', () => {
  let broker: Awaited<ReturnType<typeof startTestBroker>>;
  beforeAll(async () => {
    broker = await startTestBroker();
  }, BROKER_START_MS);
  afterAll(() => broker.remove());

  it('keeps the bookings and accounts, and a booking placed after it is projected, paid and published', async () => {
    const topic = `restore-${process.pid}`;
    await relayAll(source, broker.brokers, topic);
    const file = join(work, 'site.backup');
    const summary = await writeBackup(source.db.sql, file, {
      now: new Date(at(0, '10:00')),
      sessions: true,
      uploadsDir: source.deps.uploadsDir,
    });
    expect(summary.tables.events).toBeGreaterThan(0);

    const target = await cluster.database('restored');
    const store = new PostgresEventStore(target.sql, validateDomainEvent);
    const restored = await restoreBackup(await openArchive(file), {
      sql: target.sql,
      store,
      importEvents: false,
      uploadsDir: join(work, 'uploads'),
    });
    await store.close();
    expect(restored.tables).toEqual(summary.tables);

    const site = await createTestApp({ database: target, seed: false });
    // The session came along: the guest is still logged in, and the paid booking is in the account.
    expect(await accountBookings(site, guest)).toEqual([[at(10, '14:00'), 'online']]);

    await bookAndPay(site, guest, 20);
    expect(await accountBookings(site, guest)).toEqual([
      [at(10, '14:00'), 'online'],
      [at(20, '14:00'), 'online'],
    ]);

    // The relay goes on from the checkpoint it had in the source: the new booking's events follow.
    await relayAll(site, broker.brokers, topic);
    const messages = await consumeTopic(broker.brokers, topic);
    const types = messages.map(
      (m) => (JSON.parse(m.value?.toString() ?? '{}') as { type: string }).type,
    );
    expect(types.filter((type) => type === 'booking.paid')).toHaveLength(2);
    const ids = messages.map((m) => m.headers?.[EVENT_ID_HEADER]?.toString());
    expect(new Set(ids).size).toBe(ids.length);
  }, 180_000);
});

// The event store's contract on a database restored from the source: its log holds the old
// cluster's transaction ids, higher than any this cluster gives now.
const contractFile = join(work, 'contract.backup');
await writeBackup(source.db.sql, contractFile, {
  now: new Date(at(0, '10:00')),
  sessions: false,
  uploadsDir: null,
});
const contractDb = await cluster.database('contract');
const contractStore = new PostgresEventStore(contractDb.sql, contractEventValidator);
afterAll(() => contractStore.close());
const restoringStore = new PostgresEventStore(contractDb.sql, validateDomainEvent);
await restoreBackup(await openArchive(contractFile), {
  sql: contractDb.sql,
  store: restoringStore,
  importEvents: false,
  uploadsDir: null,
});
await restoringStore.close();
eventStoreContract('postgres, restored into a new cluster', async () => contractStore);
