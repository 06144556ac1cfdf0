import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EVENT_ID_HEADER, roomStreamId } from '@hotel/contracts';
import { at } from '../../../test/clock';
import { consumeTopic } from '../../../test/kafka';
import { createTestApp } from '../../test/test-app';
import { validateDomainEvent } from '../application/domain-events';
import { PostgresEventStore } from '../event-store/postgres/postgres-event-store';
import { writeBackup } from './backup';
import { openArchive, restoreBackup } from './restore';
import { KEPT_TABLES, LEFT_OUT_TABLES } from './tables';
import { accountBookings, bookAndPay, relayAll, restoreSource } from './restore-setup';

const { work, source, guest, cluster, broker } = await restoreSource();

describe('a backup restored into a new PostgreSQL cluster', () => {
  it('keeps the bookings and accounts, and a booking placed after it is projected, paid and published', async () => {
    const topic = `restore-${process.pid}`;
    await relayAll(source, broker().brokers, topic);
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
    await relayAll(site, broker().brokers, topic);
    const messages = await consumeTopic(broker().brokers, topic);
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
