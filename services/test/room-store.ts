import { afterAll } from 'vitest';
import type { EventMetadata } from '@hotel/contracts';
import { at } from '../../test/clock';
import { createTestDatabase } from '../../test/database';
import { validateDomainEvent } from '../src/application/domain-events';
import { PostgresEventStore } from '../src/event-store/postgres/postgres-event-store';

/**
 * The room commands' specs: an event store on the calling file's own database, closed after its
 * tests, and the metadata their commands carry (the system, at 10:00 on day 0).
 */
export async function roomStoreForSpec(correlationId: string) {
  const db = await createTestDatabase();
  const store = new PostgresEventStore(db.sql, validateDomainEvent);
  afterAll(() => store.close());
  const metadata: EventMetadata = {
    actor: 'system',
    at: at(0, '10:00'),
    correlationId,
    causationId: null,
  };
  return { db, store, metadata };
}
