import type { Trpc } from '../../../api';
import { LIST_REFRESH_MS } from '../-staff/queries';

/** Every room with its cleaning state, refreshed like the other staff lists. */
export const housekeepingQuery = (trpc: Trpc) =>
  trpc.housekeeping.rooms.queryOptions(undefined, { refetchInterval: LIST_REFRESH_MS });

/** Staff mark a room's state. */
export const markHousekeepingMutation = (trpc: Trpc) => trpc.housekeeping.mark.mutationOptions();

/**
 * What a mark makes stale (a refused one too: the list reloads the state that refused it): this
 * list, the rooms and calendar rows that show the state, and the audit trail that lists the mark.
 */
export const housekeepingChangeFilters = (trpc: Trpc) =>
  [
    trpc.housekeeping.pathFilter(),
    trpc.staffAudit.pathFilter(),
    trpc.staff.rooms.pathFilter(),
    trpc.staff.roomRows.pathFilter(),
  ] as const;
