import { describe, expect, it } from 'vitest';
import { BACKWARDS, END, FORWARDS, type Direction } from '@kurrent/kurrentdb-client';
import { START, comparePositions, type Position } from '@hotel/projections';
import { scanAll, type ReadPage } from './scan';

/**
 * `scanAll` over a log held in an array. `pages` answers as the ReadPage type states a read: from
 * its position, that event included, up to `count` events whose type is not `$`-prefixed (the
 * server-side filter). It checks the adapter's paging, not how a server answers.
 */
interface Logged {
  position: Position;
  type: string;
  streamId: string;
}

const at = (n: number): Position => ({ transactionId: BigInt(n), globalPosition: BigInt(n) });
const event = (n: number, streamId = `s-${n}`, type = 'Tested'): Logged => ({
  position: at(n),
  type,
  streamId,
});

function pages(log: Logged[], direction: Direction, reads: number[] = []): ReadPage<Logged> {
  const ordered = direction === FORWARDS ? log : [...log].reverse();
  return async (from, count) => {
    reads.push(count);
    const start =
      from === END
        ? 0
        : ordered.findIndex((e) =>
            direction === FORWARDS
              ? comparePositions(e.position, from) >= 0
              : comparePositions(e.position, from) <= 0,
          );
    if (start < 0) return [];
    return ordered
      .slice(start)
      .filter((e) => !e.type.startsWith('$'))
      .slice(0, count);
  };
}

const numbers = (events: Logged[]) => events.map((e) => Number(e.position.globalPosition));

describe('scanning $all', () => {
  const log = [event(1), event(2), event(3), event(4), event(5)];

  it('reads from the start with every event', async () => {
    expect(numbers(await scanAll(pages(log, FORWARDS), FORWARDS, START, 10))).toEqual([
      1, 2, 3, 4, 5,
    ]);
  });

  it('gives the events strictly after the reader’s position, up to the limit', async () => {
    expect(numbers(await scanAll(pages(log, FORWARDS), FORWARDS, at(2), 2))).toEqual([3, 4]);
  });

  it('gives nothing after the last event', async () => {
    expect(await scanAll(pages(log, FORWARDS), FORWARDS, at(5), 10)).toEqual([]);
  });

  it('leaves out events of $ streams and reads on until the page is full', async () => {
    const withSystem = [
      event(1),
      event(2, '$scavenges'),
      event(3, '$$room-1'),
      event(4),
      event(5),
      event(6, '$x'),
      event(7),
    ];
    const reads: number[] = [];
    const found = await scanAll(pages(withSystem, FORWARDS, reads), FORWARDS, at(1), 3);
    expect(numbers(found)).toEqual([4, 5, 7]);
    expect(reads.length).toBeGreaterThan(1);
  });

  it('never lets a $-typed event through the filter count as found', async () => {
    const typed = [event(1), event(2, 'room-1', '$metadata'), event(3)];
    expect(numbers(await scanAll(pages(typed, FORWARDS), FORWARDS, START, 10))).toEqual([1, 3]);
  });

  it('finds the head reading backwards, past trailing events of $ streams', async () => {
    const trailing = [event(1), event(2), event(3, '$stats-1'), event(4, '$stats-1')];
    expect(numbers(await scanAll(pages(trailing, BACKWARDS), BACKWARDS, END, 1))).toEqual([2]);
  });

  it('finds no head in a log of system events only', async () => {
    const system = [event(1, '$a'), event(2, 'b', '$metadata')];
    expect(await scanAll(pages(system, BACKWARDS), BACKWARDS, END, 1)).toEqual([]);
  });
});
