import { searchRoomInput, type RoomTypeView } from '@hotel/contracts';
import { publishedRoomTypes } from '../catalog/catalog';
import type { AppDeps } from '../application/deps';
import { AppError } from '../application/errors';
import type { Outcome } from '../application/outcome';
import { checkGuestStay } from './stay-dates';

export type SearchResult = Outcome<RoomTypeView[]> & { url: string; dates: { checkin: string; checkout: string } };

/** Free published room types for the dates, each with how many of its rooms are free. */
export async function searchRooms(deps: AppDeps, raw: unknown): Promise<SearchResult> {
  const stay = searchRoomInput.parse(raw);
  checkGuestStay(deps, stay.checkin, stay.checkout);
  const [free, types] = await Promise.all([deps.memos.freeRooms(stay), publishedRoomTypes(deps)]);
  const data = types
    .filter((type) => (free.get(type.id)?.length ?? 0) > 0)
    .map((type) => ({ ...type, available_rooms: free.get(type.id)?.length ?? 0 }));
  if (data.length === 0) throw new AppError('not_found', 'search.nothingFree');
  return {
    message: { key: 'search.found', params: { count: data.length } },
    data,
    url: '/rooms',
    dates: stay,
  };
}
