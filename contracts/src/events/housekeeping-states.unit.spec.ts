import { expect, it } from 'vitest';
import {
  HOUSEKEEPING_STATES,
  housekeepingStreamRoom,
  needsCheckInWarning,
  nextHousekeepingStates,
} from './housekeeping-states';

it('offers dirty → clean → inspected, out of order from anywhere, and back as dirty', () => {
  expect(nextHousekeepingStates('dirty')).toEqual(['clean', 'out_of_order']);
  expect(nextHousekeepingStates('clean')).toEqual(['inspected', 'dirty', 'out_of_order']);
  expect(nextHousekeepingStates('inspected')).toEqual(['dirty', 'out_of_order']);
  expect(nextHousekeepingStates('out_of_order')).toEqual(['dirty']);
});

it('never offers the state a room is in', () => {
  for (const state of HOUSEKEEPING_STATES)
    expect(nextHousekeepingStates(state)).not.toContain(state);
});

it('warns the desk of a dirty or out-of-order room only', () => {
  expect(HOUSEKEEPING_STATES.filter(needsCheckInWarning)).toEqual(['dirty', 'out_of_order']);
});

it('reads the room of a housekeeping stream, and of no other', () => {
  expect(housekeepingStreamRoom('housekeeping-12')).toBe(12);
  expect(housekeepingStreamRoom('room-12')).toBeNull();
  expect(housekeepingStreamRoom('housekeeping-12x')).toBeNull();
});
