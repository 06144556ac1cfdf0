import { afterAll, describe, expect, it } from 'vitest';
import { connect } from '../db/connect';
import { contractEventValidator } from './event-store.contract';
import { KurrentDbEventStore } from './kurrentdb/kurrentdb-event-store';
import { PostgresEventStore } from './postgres/postgres-event-store';
import { createEventStore } from './select';

// Never queried: building a store sends nothing (postgres.js and the KurrentDB client connect on a first call).
const sql = connect('postgres://nobody@127.0.0.1:1/none', { max: 1 });
afterAll(() => sql.end({ timeout: 0 }));

describe('choosing the event store', () => {
  it('keeps events in PostgreSQL', async () => {
    const store = createEventStore({ kind: 'postgres' }, sql, contractEventValidator);
    expect(store).toBeInstanceOf(PostgresEventStore);
    await store.close();
  });

  it('takes a KurrentDB at its URL', async () => {
    const store = createEventStore(
      { kind: 'kurrentdb', url: 'kurrentdb://127.0.0.1:1?tls=false' },
      sql,
      contractEventValidator,
    );
    expect(store).toBeInstanceOf(KurrentDbEventStore);
    await store.close();
  });
});
