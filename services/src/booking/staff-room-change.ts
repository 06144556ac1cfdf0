import type { EventMetadata } from '@hotel/contracts';
import { refusingStale } from '../application/changed-meanwhile';
import type { AppDeps } from '../application/deps';
import type { AppendResult } from '../event-store/port';
import type { RoomCommand } from '../rooms/room-command';
import { commandSeenByReadModels } from '../rooms/room-commands';

/**
 * A staff change on a booking's room, sent with the version the screen read: refused in staff's
 * words when someone changed the booking since (412 naming who and when), and answered once the
 * read models hold it, so the screen's next read shows it.
 */
export async function recordStaffChange(
  deps: AppDeps,
  command: RoomCommand,
  metadata: EventMetadata,
  version: string | undefined,
): Promise<AppendResult> {
  return refusingStale(deps, () => commandSeenByReadModels(deps, command, metadata, version));
}
