import { describe, expect, it } from 'vitest';
import {
  ANY,
  CancelledError,
  DeadlineExceededError,
  NO_STREAM,
  StreamNotFoundError,
  TimeoutError,
  UnavailableError,
  WrongExpectedVersionError,
} from '@kurrent/kurrentdb-client';
import { EventStoreUnavailable, WrongExpectedRevision } from '../port';
import { fromKurrentError, toStreamState } from './errors';

describe('expected revision as streamState', () => {
  it.each([
    ['no_stream', NO_STREAM],
    ['any', ANY],
    [41n, 41n],
  ] as const)('sends %s as %s', (expected, state) => {
    expect(toStreamState(expected)).toBe(state);
  });
});

describe('the client’s errors as ours', () => {
  it('turns a revision conflict into WrongExpectedRevision with the actual revision', () => {
    const conflict = new WrongExpectedVersionError(undefined, {
      streamName: 'room-4',
      expected: 2n,
      current: 5n,
    });
    const mapped = fromKurrentError(conflict, { streamId: 'room-4', expected: 2n });
    expect(mapped).toBeInstanceOf(WrongExpectedRevision);
    expect(mapped).toMatchObject({ streamId: 'room-4', expected: 2n, actual: 5n });
  });

  it('reports a stream that does not exist as no_stream', () => {
    const conflict = new WrongExpectedVersionError(undefined, {
      streamName: 'room-4',
      expected: 0n,
      current: NO_STREAM,
    });
    expect(fromKurrentError(conflict, { streamId: 'room-4', expected: 0n })).toMatchObject({
      actual: 'no_stream',
    });
  });

  it.each([
    ['unavailable', new UnavailableError()],
    ['past its deadline', new DeadlineExceededError()],
    ['timed out', new TimeoutError()],
  ])('reports the store unavailable when the server is %s', (_, error) => {
    const mapped = fromKurrentError(error);
    expect(mapped).toBeInstanceOf(EventStoreUnavailable);
    expect(mapped).toMatchObject({ cause: error });
  });

  it('passes other errors on unchanged', () => {
    const notFound = new StreamNotFoundError(undefined, 'room-9');
    const cancelled = new CancelledError();
    expect(fromKurrentError(notFound)).toBe(notFound);
    expect(fromKurrentError(cancelled)).toBe(cancelled);
  });

  it('leaves a conflict met outside an append as it is', () => {
    const conflict = new WrongExpectedVersionError(undefined, {
      streamName: 'room-4',
      expected: 2n,
      current: 5n,
    });
    expect(fromKurrentError(conflict)).toBe(conflict);
  });
});
