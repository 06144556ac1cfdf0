import { hotelInstant, type RoomTypeView } from '@hotel/contracts';
import { listPublishedRoomTypes } from './room-types';
import type { AppDeps } from '../application/deps';

/** The room types the public site shows. */
export function publishedRoomTypes(deps: AppDeps): Promise<RoomTypeView[]> {
  return listPublishedRoomTypes(deps.sql, (at) => hotelInstant(at, deps.hotelTimeZone));
}
