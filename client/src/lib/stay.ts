import type {
  FoundRoomTypeView,
  PassportSerial,
  RoomTypeView,
  SearchRoomInput,
} from '@hotel/contracts';
import { daysBetween } from '@hotel/contracts/plain';

/** The chosen stay: check-in and check-out calendar dates (YYYY-MM-DD) of the hotel. */
export type StayDates = SearchRoomInput;

/** Nights of a stay: check-out date − check-in date. */
export const stayNights = (dates: StayDates): number => daysBetween(dates.checkin, dates.checkout);

/**
 * What a successful room search hands to /rooms in navigation state (specification, 4). The
 * message is kept as its key and count, not as text, so that it follows a language switch.
 */
export interface RoomSearchResult {
  /** The free types, each with the stay's price. */
  data: FoundRoomTypeView[];
  /** Types never open online, shown with the phone that books them (absent in older history entries). */
  onRequest?: RoomTypeView[];
  dates: StayDates;
  /** How many guests the visitor said will stay: the booking form starts with that many rows. */
  guests: number;
  message: RoomSearchMessage;
}

/**
 * What the result says, as a key and its values (so that it follows a language switch):
 * `foundForGroup` when types are free but none takes the whole party in one room.
 */
export type RoomSearchMessage =
  | { key: 'rooms.found'; count: number }
  | { key: 'rooms.foundForGroup'; count: number; guests: number; largest: number };

/** A guest row as typed; the series stays '' until one is chosen (the blank option). */
export interface GuestDraft {
  /** Stable React key, so removing a middle row does not shift the typed values. */
  key: number;
  full_name: string;
  /** ISO 3166-1 alpha-2; absent (a draft kept from before it was asked) is TM. */
  citizenship?: string;
  passport_serial: PassportSerial | '';
  passport_number: string;
  /** A child's age at arrival as chosen ('0'..'17'); '' or absent (a draft from before it was asked): an adult. */
  child_age?: string;
}

/**
 * A booking interrupted by the login: the room, the dates and the guests as typed. The login screen carries it in navigation state
 * and hands it back to the room, whose booking form then opens as it was left.
 */
export interface BookingResume {
  roomType: RoomTypeView;
  dates: StayDates;
  guests: GuestDraft[];
}
