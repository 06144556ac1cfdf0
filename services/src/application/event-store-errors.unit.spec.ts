import { describe, expect, it } from 'vitest';
import { UnavailableError } from '@kurrent/kurrentdb-client';
import { START } from '@hotel/projections';
import { fromKurrentError } from '../event-store/kurrentdb/errors';
import { EventStoreUnavailable, WrongExpectedRevision, type EventStore } from '../event-store/port';
import { describeError } from '../http/describe-error';
import { AppError } from './errors';
import { fromStoreError, withApplicationErrors } from './event-store-errors';

describe('the store’s errors as the application’s', () => {
  it('answers 503 when the store cannot serve, keeping what the client met', () => {
    const cause = new UnavailableError();
    const unavailable = fromKurrentError(cause);
    const mapped = fromStoreError(unavailable);
    expect(mapped).toBeInstanceOf(AppError);
    expect(mapped).toMatchObject({
      name: 'EventStoreUnavailable',
      message: (unavailable as Error).message,
      cause,
    });
    expect(describeError(mapped, 'en').status).toBe(503);
  });

  it('passes other errors on unchanged', () => {
    const conflict = new WrongExpectedRevision('room-1', 2n, 5n);
    expect(fromStoreError(conflict)).toBe(conflict);
  });

  it('maps what a wrapped store throws', async () => {
    const failing = new EventStoreUnavailable(new Error('connection refused'));
    const store = withApplicationErrors({
      readHead: () => Promise.reject(failing),
      readAll: () => Promise.resolve([]),
    } as Partial<EventStore> as EventStore);
    await expect(store.readHead()).rejects.toBeInstanceOf(AppError);
    await expect(store.readAll(START, 1)).resolves.toEqual([]);
  });
});
