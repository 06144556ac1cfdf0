import { loadPublishedRoomTypes, type PublishedRoomTypes } from '../catalog/published-catalog';
import type { CalendarDate, RateSeason } from '@hotel/contracts';
import { freeRoomsByType, onlineWindowEnds, type Stay } from '../booking/free-rooms';
import type { Sql } from '../db/connect';
import type { ChangeFeed } from '../db/change-feed';
import { RATE_SEASONS, type Position } from '@hotel/projections';
import { seasonsForStay } from '../rates/stay-nights';
import { Memo } from './memo';

/**
 * What every process answers from memory (see Memo): the published catalog (every guest page asks
 * for it, staff change it rarely), the free rooms and the rate seasons of a stay (searches far
 * outnumber bookings; a search is advice: the room's stream decides a booking, and booking and the
 * quote never read these).
 */
export interface ReadMemos {
  publishedRoomTypes(): Promise<PublishedRoomTypes>;
  /** Free rooms by type for the stay. */
  freeRooms(stay: Stay): Promise<Map<number, number[]>>;
  /** The last check-out open online per published type, from `today` on (see onlineWindowEnds). */
  onlineWindows(today: CalendarDate): Promise<Map<number, CalendarDate>>;
  /** Every room type's rate seasons that can price or rule the stay (see seasonsForStay). */
  rateSeasons(stay: Stay): Promise<Map<number, RateSeason[]>>;
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
  const seasons = new Memo<Map<number, RateSeason[]>>(changes, {
    dependsOn: [RATE_SEASONS],
    maxEntries: 1000,
  });
  return {
    publishedRoomTypes: () => roomTypes.get('', () => loadPublishedRoomTypes(sql, timeZone)),
    freeRooms: (stay) =>
      freeRooms.get(`${stay.checkin}/${stay.checkout}`, () => freeRoomsByType(sql, stay)),
    onlineWindows: (today) => windows.get(today, () => onlineWindowEnds(sql, today)),
    rateSeasons: (stay) =>
      seasons.get(`${stay.checkin}/${stay.checkout}`, () => seasonsForStay(sql, stay)),
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
    changes.changed(RATE_SEASONS);
    return reached;
  };
}
