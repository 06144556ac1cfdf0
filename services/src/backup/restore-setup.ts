import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pino from 'pino';
import { afterAll, beforeAll, expect } from 'vitest';
import { stay } from '../../../test/clock';
import { BROKER_START_MS, startTestBroker } from '../../../test/kafka';
import { APPROVED_CARD, bookToBank, payAtBank, registerGuest } from '../../test/guest';
import { burnTransactionIds, startNewCluster } from '../../test/new-cluster';
import { createTestApp, type TestApp } from '../../test/test-app';
import { kafkaProducer } from '../relay/producer';
import { readRelayCheckpoint, Relay } from '../relay/relay';

const log = pino({ level: 'silent' });
export const exec = promisify(execFile);
/** PostgreSQL 17's pg_dump and pg_restore, where scripts/pg-tools.sh installed them (CI does). */
export const PG_TOOLS = fileURLToPath(new URL('../../../.data/pg-tools/bin', import.meta.url));
export const pgTools = existsSync(join(PG_TOOLS, 'pg_dump')) ? PG_TOOLS : null;

/** The guest books a Superior room `n` days ahead for two nights and pays. */
export async function bookAndPay(site: TestApp, cookie: string, n: number): Promise<void> {
  const page = await bookToBank(site, cookie, { id: 3, ...stay(n, 2) });
  const { message } = await payAtBank(page, APPROVED_CARD);
  expect(message).toMatch(/Payment succeeded/);
}

export async function accountBookings(site: TestApp, cookie: string) {
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
export async function relayAll(site: TestApp, brokers: string[], topic: string): Promise<void> {
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

/**
 * The source site of a restore spec, with a guest's paid booking and transaction ids far ahead of
 * a new cluster's; the new cluster to restore into, a Kafka broker, and a work folder. Each spec
 * calls it once at its top, so each gets its own.
 */
export async function restoreSource() {
  const work = await mkdtemp(join(tmpdir(), 'hotel-restore-'));
  afterAll(() => rm(work, { recursive: true, force: true }));

  const source = await createTestApp();
  const guest = await registerGuest(source, 'restored@example.com');
  await bookAndPay(source, guest, 10);
  // The source cluster's transaction ids run far ahead of a new cluster's, as on a server that has
  // worked a while: the events carry them into the restored database.
  await burnTransactionIds(source.db.sql, 3000);
  const cluster = await startNewCluster();
  let broker: Awaited<ReturnType<typeof startTestBroker>>;
  beforeAll(async () => {
    broker = await startTestBroker();
  }, BROKER_START_MS);
  afterAll(() => broker.remove());

  return { work, source, guest, cluster, broker: () => broker };
}
