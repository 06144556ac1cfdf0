import { roomEvent, ROOM_EVENT_TYPES, type RoomEvent } from '@hotel/contracts';
import type { RecordedEvent } from '../event-source';
import type { Projection, Tx } from '../projection';

export const CALENDAR_ENTRIES = 'calendar_entries';

const roomEventTypes = new Set<string>(ROOM_EVENT_TYPES);

/** What occupies which room on which dates: the staff calendar and free-room search read it. */
export const calendarEntriesProjection: Projection = {
  name: CALENDAR_ENTRIES,
  async apply(recorded: RecordedEvent, tx: Tx) {
    if (!roomEventTypes.has(recorded.type)) return;
    const event: RoomEvent = roomEvent.parse({ type: recorded.type, data: recorded.data });
    const at = recorded.createdAt;
    switch (event.type) {
      case 'RoomOpenedForOnline':
        await tx`
          insert into calendar_entries (id, room_id, payment_status, checkin, checkout, updated_at)
          values (${event.data.blockId}, ${event.data.roomId}, 'for_online',
                  ${event.data.checkin}, ${event.data.checkout}, ${at})
          on conflict (id) do nothing`;
        return;
      case 'OnlineBlockRemoved':
        await tx`delete from calendar_entries where id = ${event.data.blockId}`;
        return;
      default:
        return assertNever(event);
    }
  },
  async reset(tx: Tx) {
    await tx`truncate calendar_entries`;
  },
};

function assertNever(value: never): never {
  throw new Error(`Unhandled event ${JSON.stringify(value)}`);
}
