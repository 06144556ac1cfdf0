import { describe, expect, it } from 'vitest';
import { day } from '../../../test/clock';
import { random } from '../../test/seeded-random';
import type { RoomCommand } from './room-command';
import { restoreRoom, ROOM_SNAPSHOT_VERSION, roomSnapshotState } from './room-snapshot';
import {
  decideFromSnapshot,
  history,
  outcome,
  ROOM,
  someCommand,
  stored,
} from './room-snapshot-history';
import { evolve, initialRoomState, NeedsWholeHistory } from './room-state';
import type { RoomState } from './room-state-types';

describe('room snapshots: a decision from a snapshot is the one the whole history gives', () => {
  it('decides every command alike on random histories, from chains of snapshots taken on random days', () => {
    const paths = { snapshot: 0, whole: 0, stale: 0 };
    let leftOutSnapshots = 0;
    const moveSteps = new Set<string>();
    for (let seed = 1; seed <= 60; seed++) {
      const r = random(seed);
      const events = history(r, r.int(40, 160));
      for (const e of events) if (e.type.startsWith('StayMove')) moveSteps.add(e.type);
      const whole = events.reduce(evolve, initialRoomState);
      const created = Math.max(
        0,
        ...events.map((e) =>
          'blockId' in e.data
            ? e.data.blockId
            : 'bookingId' in e.data
              ? e.data.bookingId
              : 'periodId' in e.data
                ? e.data.periodId
                : 0,
        ),
      );
      const ids = {
        blocks: whole.blocks.map((b) => b.blockId),
        bookings: whole.bookings.map((b) => b.bookingId),
        periods: whole.outOfOrder.map((p) => p.periodId),
        next: created,
      };
      // Snapshots written one from another, as commands write them: restored, the events after
      // it folded on, the result left out of again on another day (not always a later one); now
      // and then one of another schema version, which the next load reads around.
      let snapshot = stored(
        roomSnapshotState(
          events.slice(0, 1).reduce(evolve, initialRoomState),
          day(r.int(-120, 120)),
        ),
        0,
      );
      for (let link = 0; link < 4; link++) {
        const revision = r.int(Number(snapshot.revision), events.length - 1);
        const wholeUpTo = () => events.slice(0, revision + 1).reduce(evolve, initialRoomState);
        const restored = restoreRoom(snapshot);
        let next: RoomState;
        try {
          next = restored
            ? events.slice(Number(snapshot.revision) + 1, revision + 1).reduce(evolve, restored)
            : wholeUpTo();
        } catch (error) {
          if (!(error instanceof NeedsWholeHistory)) throw error;
          next = wholeUpTo();
        }
        const version = r.next() < 0.1 ? ROOM_SNAPSHOT_VERSION + 1 : ROOM_SNAPSHOT_VERSION;
        snapshot = stored(roomSnapshotState(next, day(r.int(-120, 120))), revision, version);
        if (restoreRoom(snapshot)?.leftOut) leftOutSnapshots++;
        // Random commands, and removing each block (rarely drawn at random, and the one decision
        // that looks at stays around a block the state holds).
        const removals = whole.blocks.map((b): RoomCommand => ({
          type: 'RemoveOnlineBlock',
          data: { roomId: ROOM, blockId: b.blockId },
        }));
        for (const command of [
          ...Array.from({ length: 40 }, () => someCommand(r, ids, whole)),
          ...removals,
        ]) {
          const { result, path } = decideFromSnapshot(command, snapshot, events, whole);
          paths[path]++;
          expect(result, `seed ${seed}, link ${link}, ${JSON.stringify(command)}`).toEqual(
            outcome(command, whole),
          );
        }
      }
    }
    // The check means something only if snapshots left things out and decisions were taken on
    // them (commands and days are spread over the whole history here, so many need all of it).
    expect(leftOutSnapshots).toBeGreaterThan(50);
    expect([...moveSteps].sort()).toEqual(['StayMoveReverted', 'StayMovedIn', 'StayMovedOut']);
    expect(paths.snapshot).toBeGreaterThan((paths.snapshot + paths.whole) / 10);
    expect(paths.whole).toBeGreaterThan(0);
    expect(paths.stale).toBeGreaterThan(0);
  });

  it('keeps in a snapshot only blocks and bookings as the whole history has them', () => {
    for (let seed = 100; seed < 130; seed++) {
      const r = random(seed);
      const events = history(r, 120);
      const whole = events.reduce(evolve, initialRoomState);
      const kept = restoreRoom(
        stored(roomSnapshotState(whole, day(r.int(-60, 120))), events.length - 1),
      );
      for (const booking of kept?.bookings ?? []) expect(whole.bookings).toContainEqual(booking);
      for (const block of kept?.blocks ?? []) expect(whole.blocks).toContainEqual(block);
    }
  });

  it('ignores a snapshot of another schema version, and one that is not a room state', () => {
    const events = history(random(7), 60);
    const whole = events.reduce(evolve, initialRoomState);
    const state = roomSnapshotState(whole, day(30));
    expect(restoreRoom(stored(state, 59))).toEqual(JSON.parse(JSON.stringify(state)));
    expect(restoreRoom(stored(state, 59, ROOM_SNAPSHOT_VERSION + 1))).toBeNull();
    expect(restoreRoom(stored(state, 59, ROOM_SNAPSHOT_VERSION - 1))).toBeNull();
    expect(restoreRoom({ ...stored(state, 59), state: { blocks: 'none' } })).toBeNull();
    // A stale snapshot that claims an empty room changes no decision: it is read around.
    const command: RoomCommand = {
      type: 'OpenRoomForOnline',
      data: { roomId: ROOM, blockId: 999, checkin: day(-200), checkout: day(200) },
    };
    const staleEmpty = stored(
      { roomId: ROOM, blocks: [], bookings: [], outOfOrder: [] },
      59,
      ROOM_SNAPSHOT_VERSION + 1,
    );
    expect(decideFromSnapshot(command, staleEmpty, events, whole)).toEqual({
      result: outcome(command, whole),
      path: 'stale',
    });
    expect(outcome(command, whole)).toEqual({
      refused: 'online.rangeAlreadySet',
      kind: 'conflict',
    });
  });
});
