import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_ID_HEADER, roomStreamId } from '@hotel/contracts';
import { at, stay } from '../../../test/clock';
import { BROKER_START_MS, consumeTopic, startTestBroker } from '../../../test/kafka';
import { APPROVED_CARD, bookToBank, payAtBank, registerGuest } from '../../test/guest';
import { burnTransactionIds, startNewCluster } from '../../test/new-cluster';
import { createTestApp, type TestApp } from '../../test/test-app';
import { validateDomainEvent } from '../application/domain-events';
import { contractEventValidator, eventStoreContract } from '../event-store/event-store.contract';
import { PostgresEventStore } from '../event-store/postgres/postgres-event-store';
import { kafkaProducer } from '../relay/producer';
import { readRelayCheckpoint, Relay } from '../relay/relay';
import { writeBackup } from './backup';
import { openArchive, restoreBackup, RestoreRefused } from './restore';
import { KEPT_TABLES, LEFT_OUT_TABLES } from './tables';

const log = pino({ level: 'silent' });
const exec = promisify(execFile);
/** PostgreSQL 17's pg_dump and pg_restore, where scripts/pg-tools.sh installed them (CI does). */
const PG_TOOLS = fileURLToPath(new URL('../../../.data/pg-tools/bin', import.meta.url));
const pgTools = existsSync(join(PG_TOOLS, 'pg_dump')) ? PG_TOOLS : null;
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
let broker: Awaited<ReturnType<typeof startTestBroker>>;
beforeAll(async () => {
  broker = await startTestBroker();
}, BROKER_START_MS);
afterAll(() => broker.remove());

describe('a backup restored into a new PostgreSQL cluster', () => {
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

describe('what a backup holds', () => {
  it('classes every table of the migrated schema as kept or left out with a reason', async () => {
    const tables = await source.db.sql<{ name: string }[]>`
      select tablename as name from pg_tables where schemaname = current_schema() order by tablename`;
    const classed = new Set<string>([...KEPT_TABLES, ...Object.keys(LEFT_OUT_TABLES)]);
    expect(tables.map((t) => t.name).filter((name) => !classed.has(name))).toEqual([]);
    expect([...classed].filter((name) => !tables.some((t) => t.name === name))).toEqual([]);
  });

  it('is one moment: taken while rooms take appends, every stream it holds is whole', async () => {
    let writing = true;
    // Windows of rooms the catalog lacks, with ids no demo window has: the source's calendar
    // (which removes a window by its id) keeps every room's.
    const appends = (async () => {
      for (let n = 0; writing; n++) {
        const event = {
          type: 'OnlineBlockRemoved',
          data: { roomId: 9000 + (n % 7), blockId: 900_000 + n },
          metadata: {
            actor: 'system',
            at: at(0, '10:00'),
            correlationId: 'backup-race',
            causationId: null,
          },
        };
        await source.deps.store.appendToStream(roomStreamId(9000 + (n % 7)), [event], 'any');
      }
    })();
    const file = join(work, 'moment.backup');
    await writeBackup(source.db.sql, file, {
      now: new Date(at(0, '10:00')),
      sessions: false,
      uploadsDir: null,
    });
    writing = false;
    await appends;
    const target = await cluster.database('moment');
    const store = new PostgresEventStore(target.sql, validateDomainEvent);
    await restoreBackup(await openArchive(file), {
      sql: target.sql,
      store,
      importEvents: false,
      uploadsDir: null,
    });
    await store.close();
    const torn = await target.sql`
      select s.stream_id from streams s
      where s.revision <> (select max(stream_revision) from events e where e.stream_id = s.stream_id)
         or s.revision + 1 <> (select count(*) from events e where e.stream_id = s.stream_id)`;
    expect(torn).toEqual([]);
  });
});

describe('a backup imported into another event store through the port (EVENT_STORE=eventstoredb)', () => {
  it('appends every stream in order, rebuilds the read models from it, and moves the sent positions to its head', async () => {
    const file = join(work, 'import.backup');
    await writeBackup(source.db.sql, file, {
      now: new Date(at(0, '10:00')),
      sessions: true,
      uploadsDir: null,
    });
    // The other store: an empty log of its own, read through the port only.
    const other = await cluster.database('other_store');
    const otherStore = new PostgresEventStore(other.sql, validateDomainEvent);
    await restoreBackup(await openArchive(join(work, 'contract.backup')), {
      sql: other.sql,
      store: otherStore,
      importEvents: false,
      uploadsDir: null,
    });
    await other.sql`truncate events, streams`;
    const target = await cluster.database('imported');
    const summary = await restoreBackup(await openArchive(file), {
      sql: target.sql,
      store: otherStore,
      importEvents: true,
      uploadsDir: null,
    });

    const original = await source.db.sql<
      { stream_id: string; stream_revision: string; type: string }[]
    >`
      select stream_id, stream_revision::text, type from events order by era, transaction_id, global_position`;
    const imported = await other.sql<
      { stream_id: string; stream_revision: string; type: string }[]
    >`
      select stream_id, stream_revision::text, type from events order by era, transaction_id, global_position`;
    expect(summary.imported).toBe(original.length);
    const byStream = (
      rows: readonly { stream_id: string; stream_revision: string; type: string }[],
    ) => rows.map((r) => `${r.stream_id}@${r.stream_revision} ${r.type}`).sort();
    expect(byStream(imported)).toEqual(byStream(original));
    expect(await target.sql`select 1 from events`).toEqual([]);
    const [paid] = await target.sql<
      { count: string }[]
    >`select count(*)::text as count from bookings where state = 'online'`;
    expect(Number(paid?.count)).toBeGreaterThan(0);
    const head = await otherStore.readHead();
    const [mail] = await target.sql<
      { pos: string }[]
    >`select global_position::text as pos from mail_checkpoint`;
    if (mail) expect(mail.pos).toBe(head.globalPosition.toString());

    await expect(
      restoreBackup(await openArchive(file), {
        sql: (await cluster.database('second_import')).sql,
        store: otherStore,
        importEvents: true,
        uploadsDir: null,
      }),
    ).rejects.toThrow(RestoreRefused);
    await otherStore.close();
  }, 120_000);
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

// The same with PostgreSQL's own tools: a dump of the whole database (read models included)
// restored by pg_restore, as an operator moving to a new server does.
async function pgDumpRestored(name: string) {
  const dump = join(work, `${name}.dump`);
  await exec(join(PG_TOOLS, 'pg_dump'), [
    '--format=custom',
    `--file=${dump}`,
    `--dbname=${source.db.url}`,
  ]);
  const target = await cluster.database(name);
  await exec(join(PG_TOOLS, 'pg_restore'), [
    '--no-owner',
    '--no-privileges',
    `--dbname=${target.url}`,
    dump,
  ]);
  return target;
}

describe.skipIf(pgTools === null)(
  'a pg_dump restored by pg_restore into a new cluster (tools: scripts/pg-tools.sh)',
  () => {
    it('takes bookings that are projected, paid and published, beside those it held', async () => {
      const site = await createTestApp({ database: await pgDumpRestored('pgdump'), seed: false });
      expect(await accountBookings(site, guest)).toEqual([[at(10, '14:00'), 'online']]);
      await bookAndPay(site, guest, 30);
      expect(await accountBookings(site, guest)).toEqual([
        [at(10, '14:00'), 'online'],
        [at(30, '14:00'), 'online'],
      ]);
      // A topic of its own: the relay publishes the whole log, the new booking's payment last.
      const topic = `pgdump-${process.pid}`;
      await relayAll(site, broker.brokers, topic);
      const paid = (await consumeTopic(broker.brokers, topic))
        .map((m) => JSON.parse(m.value?.toString() ?? '{}') as { type: string; checkin?: string })
        .filter((m) => m.type === 'booking.paid');
      expect(paid).toHaveLength(2);
    }, 180_000);
  },
);

if (pgTools) {
  const dumped = await pgDumpRestored('pgdump_contract');
  const dumpedStore = new PostgresEventStore(dumped.sql, contractEventValidator);
  afterAll(() => dumpedStore.close());
  eventStoreContract(
    'postgres, pg_dump and pg_restore into a new cluster',
    async () => dumpedStore,
  );
}
