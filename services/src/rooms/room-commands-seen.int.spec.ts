import { describe, expect, it, vi } from 'vitest';
import type { Position } from '@hotel/projections';
import { day } from '../../../test/clock';
import { roomStoreForSpec } from '../../test/room-store';
import { commandSeenByReadModels } from './room-commands';
import { RoomRuleViolated } from './room-errors';

const { store, metadata } = await roomStoreForSpec('room-commands-seen-spec');

/** Read models that reach a position only when the test lets them. */
function heldReadModels() {
  const asked: Position[] = [];
  let release: (reached: boolean) => void = () => undefined;
  const reached = new Promise<boolean>((resolve) => (release = resolve));
  const waitForProjections = (position: Position) => {
    asked.push(position);
    return reached;
  };
  return { asked, release, deps: { store, waitForProjections } };
}

describe('a room command seen by the read models', () => {
  it('answers only once the read models reached its own position', async () => {
    const readModels = heldReadModels();
    let answered = false;
    const sent = commandSeenByReadModels(
      readModels.deps,
      {
        type: 'OpenRoomForOnline',
        data: { roomId: 701, blockId: 1, checkin: day(1), checkout: day(5) },
      },
      metadata,
    ).then((result) => {
      answered = true;
      return result;
    });

    await vi.waitFor(() => expect(readModels.asked).toHaveLength(1));
    expect(answered).toBe(false);
    readModels.release(true);
    const result = await sent;
    expect(readModels.asked).toEqual([result.position]);
  });

  it('waits for nothing when the room refuses the command', async () => {
    const readModels = heldReadModels();

    await expect(
      commandSeenByReadModels(
        readModels.deps,
        { type: 'RemoveOnlineBlock', data: { roomId: 702, blockId: 99 } },
        metadata,
      ),
    ).rejects.toBeInstanceOf(RoomRuleViolated);
    expect(readModels.asked).toEqual([]);
  });
});
