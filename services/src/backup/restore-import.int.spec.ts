import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { at } from '../../../test/clock';
import { consumeTopic } from '../../../test/kafka';
import { createTestApp } from '../../test/test-app';
import { validateDomainEvent } from '../application/domain-events';
import { contractEventValidator, eventStoreContract } from '../event-store/event-store.contract';
import { PostgresEventStore } from '../event-store/postgres/postgres-event-store';
import { writeBackup } from './backup';
import { openArchive, restoreBackup, RestoreRefused } from './restore';
import {
  accountBookings,
  bookAndPay,
  exec,
  PG_TOOLS,
  pgTools,
  relayAll,
  restoreSource,
} from './restore-setup';

const { work, source, guest, cluster, broker } = await restoreSource();

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
      await relayAll(site, broker().brokers, topic);
      const paid = (await consumeTopic(broker().brokers, topic))
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
