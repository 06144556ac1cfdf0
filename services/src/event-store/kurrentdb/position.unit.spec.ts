import { describe, expect, it } from 'vitest';
import { START as KURRENT_START } from '@kurrent/kurrentdb-client';
import { START, comparePositions } from '@hotel/projections';
import { fromKurrentPosition, isSystemEvent, toKurrentPosition } from './position';

describe('KurrentDB positions as ours', () => {
  it('maps commit to transactionId and prepare to globalPosition, and back', () => {
    const ours = fromKurrentPosition({ commit: 7_340_032n, prepare: 7_339_521n });
    expect(ours).toEqual({ transactionId: 7_340_032n, globalPosition: 7_339_521n });
    expect(toKurrentPosition(ours)).toEqual({ commit: 7_340_032n, prepare: 7_339_521n });
  });

  it('reads from the server’s START for our START', () => {
    expect(toKurrentPosition(START)).toBe(KURRENT_START);
  });

  it('orders positions as the server orders $all: by commit, then by prepare', () => {
    const log = [
      { commit: 100n, prepare: 100n },
      { commit: 300n, prepare: 200n },
      { commit: 300n, prepare: 250n },
      { commit: 1_000_000_000_000n, prepare: 5n },
    ];
    const shuffled = [log[2], log[0], log[3], log[1]].flatMap((p) =>
      p ? [fromKurrentPosition(p)] : [],
    );
    expect(shuffled.sort(comparePositions)).toEqual(log.map(fromKurrentPosition));
  });

  it('keeps offsets past 2^53 exact', () => {
    const far = { commit: 2n ** 62n + 1n, prepare: 2n ** 62n };
    expect(toKurrentPosition(fromKurrentPosition(far))).toEqual(far);
  });
});

describe('system events', () => {
  it.each([
    [{ type: '$metadata', streamId: '$$room-1' }, true],
    [{ type: '$>', streamId: '$et-BookingPlaced' }, true],
    [{ type: '$statistics-collected', streamId: 'statistics' }, true],
    [{ type: 'Hidden', streamId: '$scavenges' }, true],
    [{ type: 'BookingPlaced', streamId: 'room-1' }, false],
    [{ type: 'Price$Changed', streamId: 'room-$1' }, false],
  ])('counts %j as a system event: %s', (event, expected) => {
    expect(isSystemEvent(event)).toBe(expected);
  });
});
