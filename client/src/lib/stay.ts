import type { RoomTypeView, SearchRoomInput } from '@hotel/contracts';

/** The chosen stay: check-in and check-out calendar dates (YYYY-MM-DD) of the hotel. */
export type StayDates = SearchRoomInput;

/** What a successful room search hands to /rooms in navigation state (specification, 4). */
export interface RoomSearchResult {
  data: RoomTypeView[];
  dates: StayDates;
  message: string;
}
