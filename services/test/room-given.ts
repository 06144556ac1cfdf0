import type { RoomEvent } from '@hotel/contracts';
import { expect } from 'vitest';
import { decide } from '../src/rooms/decide';
import { RoomRuleViolated } from '../src/rooms/room-errors';
import type { RoomCommand } from '../src/rooms/room-command';
import { evolve, initialRoomState } from '../src/rooms/room-state';

/**
 * The room decider's tests: given(events).when(command).then(events) / .thenThrows(code), and
 * what else the refusal carries (`kind`, `params`, `field`) where a test names it.
 */
export const given = (...events: RoomEvent[]) => ({
  when: (command: RoomCommand) => {
    const run = () => decide(command, events.reduce(evolve, initialRoomState));
    return {
      then: (expected: RoomEvent[]) => expect(run()).toEqual(expected),
      thenThrows: (
        code: string,
        details: Partial<Pick<RoomRuleViolated, 'kind' | 'params' | 'field'>> = {},
      ) => {
        expect(run).toThrow(RoomRuleViolated);
        expect(run).toThrow(expect.objectContaining({ code, ...details }));
      },
    };
  },
});
