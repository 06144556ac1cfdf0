import { loadPublishedRoomTypes, type PublishedRoomTypes } from '../catalog/published-catalog';
import type { CalendarDate } from '@hotel/contracts';
import { freeRoomsByType, onlineWindowEnds, type Stay } from '../booking/free-rooms';
import type { Sql } from '../db/connect';
import type { ChangeFeed } from '../db/change-feed';
import type { Position } from '@hotel/projections';
import { Memo } from './memo';

/**
 * What every process answers from memory (see Memo): the published catalog (every guest page asks
 * for it, staff change it rarely) and the free rooms of a stay (searches far outnumber bookings;
 * a search is advice: the room's stream decides a booking, and booking never reads this).
 */
export interface ReadMemos {
  publishedRoomTypes(): Promise<PublishedRoomTypes>;
  /** Free rooms by type for the stay. */
  freeRooms(stay: Stay): Promise<Map<number, number[]>>;
  /** The last check-out open online per published type, from `today` on (see onlineWindowEnds). */
  onlineWindows(today: CalendarDate): Promise<Map<number, CalendarDate>>;
}

export function readMemos(sql: Sql, changes: ChangeFeed, timeZone: string): ReadMemos {
  const roomTypes = new Memo<PublishedRoomTypes>(changes, {
    dependsOn: ['room_types'],
    maxEntries: 1,
  });
  const freeRooms = new Memo<Map<number, number[]>>(changes, {
    dependsOn: ['calendar_entries', 'rooms', 'room_types'],
    maxEntries: 1000,
  });
  const windows = new Memo<Map<number, CalendarDate>>(changes, {
    dependsOn: ['calendar_entries', 'rooms', 'room_types'],
    maxEntries: 2,
  });
  return {
    publishedRoomTypes: () => roomTypes.get('', () => loadPublishedRoomTypes(sql, timeZone)),
    freeRooms: (stay) =>
      freeRooms.get(`${stay.checkin}/${stay.checkout}`, () => freeRoomsByType(sql, stay)),
    onlineWindows: (today) => windows.get(today, () => onlineWindowEnds(sql, today)),
  };
}

/**
 * Read-your-writes for what is kept: once a write of this process reached the read models, the
 * answers computed from them before it are dropped here at once (the database's notification of
 * the same move may still be on its way), so the writer's next search sees its own booking.
 */
export function droppingOwnWrites(
  waitForProjections: (position: Position) => Promise<boolean>,
  changes: ChangeFeed,
): (position: Position) => Promise<boolean> {
  return async (position) => {
    const reached = await waitForProjections(position);
    changes.changed('calendar_entries');
    return reached;
  };
}
