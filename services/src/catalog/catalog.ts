import type { RoomTypeView } from '@hotel/contracts';
import type { AppDeps } from '../application/deps';

/** The room types the public site shows. */
export async function publishedRoomTypes(deps: AppDeps): Promise<RoomTypeView[]> {
  return (await deps.memos.publishedRoomTypes()).views;
}
