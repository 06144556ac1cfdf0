import { z } from 'zod';
import { calendarDate, calendarDateParam } from '../dates';
import type { LocalizedText } from '../localized';
import { reasonOr } from '../form-input';
import { entityId } from '../text';
import { bookingVersionText, idInput, staffBookingView } from './calendar';

/** The version a staff screen read the booking at; absent: no check (the change applies to whatever is there). */
const version = bookingVersionText.optional();

/** Why staff override a rule of a move: said in words, kept with the event. */
export const overrideReason = z.string().trim().min(1).max(500);

/** Reception marks the guests of booking `id` as arrived. */
export const checkInInput = idInput.extend({ version });

/**
 * Reception sets (never flips) whether the guests of paid booking `id` are at reception: a
 * screen that read an older version is refused rather than undo another's mark.
 */
export const receptionInput = idInput.extend({ status: z.literal([0, 1]), version });
export type ReceptionInput = z.infer<typeof receptionInput>;

/** PUT /bookings/:id/for-online/recep-status: the status to set; no body toggles (the spec's client). */
export const receptionStatusBody = z.object({ status: z.literal([0, 1]) });

/**
 * Reception marks the guests of booking `id` as gone on `departedOn` (the hotel's date; before the
 * booked checkout: an early departure), giving back `refundTenge` (integer teňňe, 0: nothing).
 */
export const checkOutInput = idInput.extend({
  departedOn: calendarDate,
  refundTenge: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  version,
});
export type CheckOutInput = z.infer<typeof checkOutInput>;

/**
 * Staff move booking `id` to room `roomId` for the same nights (a checked-in guest: for the rest
 * of the stay). `reason`: a manager's override of a room that cannot take the stay (too few beds,
 * not published), recorded with the move.
 */
export const moveStayInput = idInput.extend({
  roomId: entityId,
  reason: overrideReason.optional(),
  version,
});
export type MoveStayInput = z.infer<typeof moveStayInput>;

/** The REST body of `POST /api/bookings/{id}/move`: the room, and a manager's override reason. */
export const moveStayBody = z.object({ room_id: entityId, reason: overrideReason.optional() });

/** Staff swap the rooms of bookings `id` and `otherId` (each takes the other's room). */
export const swapStaysInput = idInput.extend({ otherId: entityId, version });
export type SwapStaysInput = z.infer<typeof swapStaysInput>;

/**
 * Where booking `id` can go: rooms free for all its nights (a move), and the stays a swap could
 * trade rooms with. `priceDifferenceTenge`: what the move changes in the booking's folio (integer
 * teňňe, signed; 0 for the same type): the nights that move (a checked-in guest's: the rest of the
 * stay) at the target type's prices in force now, less what the folio charges for them (the
 * prices they were sold at). Staff see it before moving; the folio then charges it.
 */
export interface MoveTarget {
  roomId: number;
  roomNumber: string;
  roomTypeId: number;
  roomTypeName: LocalizedText;
  priceDifferenceTenge: number;
}
export interface SwapTarget extends MoveTarget {
  bookingId: number;
  checkin: string;
  checkout: string;
  guestName: string;
}
/** A free room the desk's rules refuse (not on sale, too few beds): a manager may override, with a reason. */
export interface OverridableTarget extends MoveTarget {
  /** Why the room cannot take the stay, localized. */
  refusal: string;
}
export interface MoveOptions {
  rooms: MoveTarget[];
  swaps: SwapTarget[];
  overridable: OverridableTarget[];
}

/** `?date=` of GET /day, and the tRPC input of the same: the hotel day the desk looks at. */
export const frontDeskDayQuery = z.object({
  date: calendarDateParam
    .optional()
    .describe("The hotel calendar day to show (default: today in the hotel's time zone)"),
});
export type FrontDeskDayQuery = z.infer<typeof frontDeskDayQuery>;

/** A booking of the desk's day: as the staff lists give it, with the number of its room. */
export const frontDeskDayRow = staffBookingView.extend({
  /** The room's number as the catalog names it now; null for a room no longer in it. */
  room_number: z.string().nullable(),
});
export type FrontDeskDayRow = z.infer<typeof frontDeskDayRow>;

/**
 * The front desk's day (docs/front-desk.md, "Today"): who arrives and has not checked in, who
 * leaves and has not checked out, who stays the night; `date` the day shown, `today` the hotel's.
 */
export const frontDeskDayView = z.object({
  date: calendarDate,
  today: calendarDate,
  arrivals: z.array(frontDeskDayRow),
  departures: z.array(frontDeskDayRow),
  in_house: z.array(frontDeskDayRow),
});
export type FrontDeskDayView = z.infer<typeof frontDeskDayView>;

/** The desk's three lists, as `GET /day/csv?list=` names them. */
export const FRONT_DESK_LISTS = ['arrivals', 'departures', 'in_house'] as const;
export type FrontDeskList = (typeof FRONT_DESK_LISTS)[number];

/** `?date=&list=` of GET /day/csv: one list of the desk's day as a file. */
export const frontDeskDayCsvQuery = frontDeskDayQuery.extend({
  list: z
    .enum(FRONT_DESK_LISTS, reasonOr('deskList'))
    .describe('Which list of the day: arrivals, departures or in_house'),
});
export type FrontDeskDayCsvQuery = z.infer<typeof frontDeskDayCsvQuery>;
