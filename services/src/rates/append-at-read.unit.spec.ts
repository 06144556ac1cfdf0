import { describe, expect, it } from 'vitest';
import { AppError } from '../application/errors';
import { WrongExpectedRevision } from '../event-store/port';
import { readAt, retryingLostAppends } from './append-at-read';

/** An attempt that loses its append `losses` times, then appends; counts how often it ran. */
function losing(losses: number) {
  const attempt = async () => {
    attempt.runs++;
    if (attempt.runs <= losses) throw new WrongExpectedRevision('rate-seasons', 1n, 2n);
    return attempt.runs;
  };
  attempt.runs = 0;
  return attempt;
}

describe('appending at the revision read', () => {
  it('reads and appends again after a lost append, up to the attempts given', async () => {
    const attempt = losing(2);
    await expect(retryingLostAppends(3, 'rates.busy', attempt)).resolves.toBe(3);
  });

  it('answers a 409 in the given words once every attempt lost', async () => {
    const attempt = losing(3);
    const refusal = await retryingLostAppends(3, 'promo.busy', attempt).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ kind: 'conflict', key: 'promo.busy' });
    expect(attempt.runs).toBe(3);
  });

  it('passes any other failure on at once, not trying again', async () => {
    let runs = 0;
    const refused = retryingLostAppends(3, 'rates.busy', () => {
      runs++;
      return Promise.reject(new AppError('not_found', 'rates.seasonNotFound'));
    });
    await expect(refused).rejects.toMatchObject({ key: 'rates.seasonNotFound' });
    expect(runs).toBe(1);
  });

  it('appends to a new stream as its first record, else after its last', () => {
    expect(readAt('no_stream')).toEqual({ expected: 'no_stream', next: 1 });
    expect(readAt(0n)).toEqual({ expected: 0n, next: 2 });
    expect(readAt(4n)).toEqual({ expected: 4n, next: 6 });
  });
});
