/* The rooms' cleaning states (zod-free: @hotel/contracts/plain, the client reads them). */

/** A room's state for housekeeping; a room never marked is `clean`. */
export const HOUSEKEEPING_STATES = ['clean', 'dirty', 'inspected', 'out_of_order'] as const;
export type HousekeepingState = (typeof HOUSEKEEPING_STATES)[number];

/** The state of a room with no mark and no check-out yet. */
export const UNMARKED_HOUSEKEEPING_STATE: HousekeepingState = 'clean';

/** The stream of a room's housekeeping marks, apart from its bookings' `room-<id>` stream. */
export const housekeepingStreamId = (roomId: number): string => `housekeeping-${roomId}`;

/** The room id of a housekeeping stream, or null for another stream. */
export function housekeepingStreamRoom(streamId: string): number | null {
  const match = /^housekeeping-(\d+)$/.exec(streamId);
  return match ? Number(match[1]) : null;
}

/**
 * The states housekeeping moves a room to next, in the order their buttons show: a dirty room is
 * cleaned, a clean one inspected; any room may go out of order, and one back in order is dirty
 * until cleaned (work was done in it).
 */
export function nextHousekeepingStates(state: HousekeepingState): HousekeepingState[] {
  switch (state) {
    case 'dirty':
      return ['clean', 'out_of_order'];
    case 'clean':
      return ['inspected', 'dirty', 'out_of_order'];
    case 'inspected':
      return ['dirty', 'out_of_order'];
    case 'out_of_order':
      return ['dirty'];
  }
}

/** Whether the desk should be warned before checking guests into a room in this state. */
export const needsCheckInWarning = (state: HousekeepingState): boolean =>
  state === 'dirty' || state === 'out_of_order';
