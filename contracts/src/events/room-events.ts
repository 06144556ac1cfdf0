import { z } from 'zod';
import { calendarDate } from '../dates';
import { LANGUAGES } from '../languages';
import { DESK_METHODS, REFUND_METHODS } from '../rest/desk-methods';

const roomId = z.number().int();
const bookingId = z.number().int();
const tenge = z.number().int().nonnegative();

/** Staff exposed a range of a room's calendar to online booking. */
export const roomOpenedForOnline = z.object({
  type: z.literal('RoomOpenedForOnline'),
  data: z.object({
    roomId,
    blockId: z.number().int(),
    checkin: calendarDate,
    checkout: calendarDate,
  }),
});

/** Staff removed a for-online block. */
export const onlineBlockRemoved = z.object({
  type: z.literal('OnlineBlockRemoved'),
  data: z.object({ roomId, blockId: z.number().int() }),
});

export const guestRecord = z.object({
  fullName: z.string(),
  passportSerial: z.string(),
  passportNumber: z.string(),
});
export type GuestRecord = z.infer<typeof guestRecord>;

/**
 * How the amount charged online was made (docs/architecture.md §7), all in integer teňňe: the
 * room part is the share of the nights' charge paid online (the rest is due at arrival), the
 * total adds the fee.
 */
export const priceBreakdown = z.object({
  nights: z.number().int().positive(),
  roomPriceTenge: tenge,
  discountPercent: z.number().int().min(0).max(100),
  roomPartTenge: tenge,
  bookingFeeTenge: tenge,
  totalTenge: tenge,
  /**
   * What a guest's cancel before arrival gives back, by the booking terms in force when it was
   * placed. Absent (placed before the terms were options): the room part, as it was sold.
   */
  guestRefundTenge: tenge.optional(),
});
export type PriceBreakdown = z.infer<typeof priceBreakdown>;

/** What a guest's cancel before arrival of a paid booking gives back (the booking fee is kept). */
export const guestRefundOf = (price: PriceBreakdown): number =>
  price.guestRefundTenge ?? price.roomPartTenge;

/**
 * How a booking was taken: by the guest on the website, or by staff over the
 * phone or at the desk. Staff bookings are held by the staff member in the event's metadata.
 */
export const BOOKING_CHANNELS = ['online', 'phone', 'walk_in'] as const;
export type BookingChannel = (typeof BOOKING_CHANNELS)[number];

/** How reception took a staff booking's money. */
export const RECEPTION_METHODS = ['cash', 'card_terminal'] as const;
export type ReceptionMethod = (typeof RECEPTION_METHODS)[number];

/**
 * The nightly price a change of a stay's nights charges them at: the room type's price and
 * discount in force when the change was made, so a replay never reads the catalog.
 */
export const nightlyRate = z.object({
  roomPriceTenge: tenge,
  discountPercent: z.number().int().min(0).max(100),
});
export type NightlyRate = z.infer<typeof nightlyRate>;

/**
 * A room was booked; it waits for payment until `paymentDeadline`. Online the guest booked it;
 * a phone or walk-in booking was taken by the staff member named in the metadata's actor.
 */
export const bookingPlaced = z.object({
  type: z.literal('BookingPlaced'),
  data: z.object({
    roomId,
    bookingId,
    roomTypeId: z.number().int(),
    /**
     * The guest's account; null for a booking staff took for a guest who may have none (the
     * staff member is the actor, the guest is reached at `email`). Online bookings always have one.
     */
    userId: z.number().int().nullable(),
    /** Where the guest's e-mails go: the account's address, or the contact staff typed ('': none, no mails). */
    email: z.string(),
    /** The phone number staff took a phone or walk-in booking with (absent online, and before it was asked). */
    phone: z.string().optional(),
    bookNumber: z.number().int(),
    checkin: calendarDate,
    checkout: calendarDate,
    guests: z.array(guestRecord).min(1),
    price: priceBreakdown,
    paymentDeadline: z.string(),
    /**
     * The language the guest booked in: their e-mails are written in it (absent in bookings placed
     * before mails were sent).
     */
    language: z.enum(LANGUAGES).optional(),
    /** Absent: `online` (every booking before staff bookings was). */
    channel: z.enum(BOOKING_CHANNELS).optional(),
  }),
});

/** The bank registered the order; the guest pays on `formUrl`. */
export const paymentRegistered = z.object({
  type: z.literal('PaymentRegistered'),
  data: z.object({
    roomId,
    bookingId,
    orderId: z.string(),
    orderNumber: z.string(),
    formUrl: z.string(),
  }),
});

/** The bank says the order is deposited: the booking is paid (`online`). */
export const paymentConfirmed = z.object({
  type: z.literal('PaymentConfirmed'),
  data: z.object({
    roomId,
    bookingId,
    orderId: z.string(),
    amountTenge: tenge,
    paidAt: z.string(),
  }),
});

/**
 * The bank declined, or could not register the order, or (`no_bank_order`) the request placing
 * the booking died before the bank heard of it: the room is free again.
 */
export const paymentFailed = z.object({
  type: z.literal('PaymentFailed'),
  data: z.object({
    roomId,
    bookingId,
    reason: z.enum(['declined', 'bank_error', 'no_bank_order']),
    orderId: z.string().nullable(),
  }),
});

/** Nobody paid before the deadline: the room is free again. */
export const paymentExpired = z.object({
  type: z.literal('PaymentExpired'),
  data: z.object({ roomId, bookingId }),
});

/** Staff marked a paid booking as handled at reception (or not). */
export const receptionStatusToggled = z.object({
  type: z.literal('ReceptionStatusToggled'),
  data: z.object({ roomId, bookingId, status: z.union([z.literal(0), z.literal(1)]) }),
});

/** Staff moved a booking's dates (same rules as placing it). */
export const bookingDatesChanged = z.object({
  type: z.literal('BookingDatesChanged'),
  data: z.object({
    roomId,
    bookingId,
    checkin: calendarDate,
    checkout: calendarDate,
    previous: z.object({ checkin: calendarDate, checkout: calendarDate }),
    /**
     * What the nights the change adds cost (the folio charges them at it, and gives back those it
     * removes at what they were charged). Absent before changes repriced: the charges stayed.
     */
    rate: nightlyRate.optional(),
  }),
});

/** Cancelled without money moving (guest `reverse`, or staff); the room is free again. */
export const bookingCancelled = z.object({
  type: z.literal('BookingCancelled'),
  data: z.object({ roomId, bookingId, refunded: z.literal(false), cancelledAt: z.string() }),
});

/** A refund of the room part was asked of the bank; a second one is refused until it settles. */
export const refundRequested = z.object({
  type: z.literal('RefundRequested'),
  data: z.object({ roomId, bookingId, orderId: z.string(), amountTenge: tenge }),
});

/** The bank refunded: the booking is cancelled with refund; the booking fee is kept. */
export const bookingRefunded = z.object({
  type: z.literal('BookingRefunded'),
  data: z.object({
    roomId,
    bookingId,
    orderId: z.string(),
    amountTenge: tenge,
    bankReference: z.string(),
    cancelledAt: z.string(),
  }),
});

/** The bank refused the refund: the booking stays paid. */
export const refundFailed = z.object({
  type: z.literal('RefundFailed'),
  data: z.object({ roomId, bookingId, reason: z.string() }),
});

/**
 * A payment arrived after the booking had expired, failed or been cancelled, and the room was no
 * longer free for it: the whole amount went back through the bank.
 */
export const latePaymentRefunded = z.object({
  type: z.literal('LatePaymentRefunded'),
  data: z.object({
    roomId,
    bookingId,
    orderId: z.string(),
    amountTenge: tenge,
    refundedAt: z.string(),
  }),
});

/**
 * Reception checked the guests of a paid booking in (`at`, the instant), on or after the arrival
 * day. The booking's reception status becomes 1 too; the reception toggle alone
 * (`ReceptionStatusToggled`, the spec's flag) never records a check-in.
 */
export const guestCheckedIn = z.object({
  type: z.literal('GuestCheckedIn'),
  data: z.object({ roomId, bookingId, at: z.string() }),
});

/**
 * Reception marked the guests as gone on `departedOn` (the hotel's date). `early`: before the
 * booked checkout; the booking then holds the room only until `departedOn`, and the nights after it
 * are free again (for online sale where a for-online block covers them; the same command opens one
 * where none does). `refundTenge`: the money staff decided to give back for them (0: none); from
 * the early departure refunds through the bank on, the same append says how it goes back (below).
 * `bookedCheckout`: the checkout the guest had booked (and paid for).
 */
export const guestCheckedOut = z.object({
  type: z.literal('GuestCheckedOut'),
  data: z.object({
    roomId,
    bookingId,
    at: z.string(),
    departedOn: calendarDate,
    bookedCheckout: calendarDate,
    early: z.boolean(),
    refundTenge: tenge,
  }),
});

/** Reception took the whole amount of a staff booking (cash or the card terminal): it is paid. */
export const paymentTakenAtReception = z.object({
  type: z.literal('PaymentTakenAtReception'),
  data: z.object({ roomId, bookingId, amountTenge: tenge, method: z.enum(RECEPTION_METHODS) }),
});

/**
 * Staff put an extra on the booking's folio (late check-out, restaurant, yacht services, any named
 * amount): it adds to what the guest owes.
 */
export const chargePosted = z.object({
  type: z.literal('ChargePosted'),
  data: z.object({
    roomId,
    bookingId,
    chargeId: z.string(),
    description: z.string().min(1),
    amountTenge: tenge.positive(),
  }),
});

/**
 * The desk took money toward a paid booking's folio (a balance due after a change, an extra): the
 * booking stays as it was. Settling an unpaid staff booking at the desk is `PaymentTakenAtReception`.
 */
export const deskPaymentTaken = z.object({
  type: z.literal('DeskPaymentTaken'),
  data: z.object({
    roomId,
    bookingId,
    paymentId: z.string(),
    amountTenge: tenge.positive(),
    method: z.enum(DESK_METHODS),
  }),
});

/**
 * Staff changed who stays: `guests` is the booking's whole new list (at least one; the room type's
 * capacity is checked by the desk before the change). Rooms are priced per night, not per guest:
 * the folio's charges stay as they were.
 */
export const guestsChanged = z.object({
  type: z.literal('GuestsChanged'),
  data: z.object({ roomId, bookingId, guests: z.array(guestRecord).min(1) }),
});

/**
 * What a room's stream knows of a booking: the part of its state the room's rules decide on. A
 * stay moved to another room carries it there.
 */
export const roomStay = z.object({
  checkin: calendarDate,
  checkout: calendarDate,
  status: z.enum(['pending', 'online']),
  orderId: z.string().nullable(),
  formUrl: z.string().nullable(),
  price: priceBreakdown,
  paymentDeadline: z.string(),
  receptionStatus: z.union([z.literal(0), z.literal(1)]),
  channel: z.enum(BOOKING_CHANNELS),
  /** How reception took the money of a stay paid at the desk (an early departure gives it back so). */
  paidAtReception: z.enum(RECEPTION_METHODS).nullable(),
  /** The guests checked in (absent: not, as every stay moved before checked-in guests could move). */
  checkedIn: z.boolean().optional(),
  /** Money the desk took toward the folio (`DeskPaymentTaken`); absent: none. A staff cancel may give it back. */
  deskPaidTenge: tenge.optional(),
});
export type RoomStay = z.infer<typeof roomStay>;

/**
 * A move's first step: this room (the target) took booking `bookingId`, moving from room
 * `fromRoomId` as `moveId`, and holds its nights from now on. The source room still holds them
 * until it releases the stay (`StayMovedOut`); were the move given up, `StayMoveReverted` takes
 * the stay out again. In a swap, `swapWith` is this room's own stay that goes the other way: it
 * stays here, frozen, until its own move out.
 */
export const stayMovedIn = z.object({
  type: z.literal('StayMovedIn'),
  data: z.object({
    roomId,
    bookingId,
    moveId: z.string(),
    fromRoomId: roomId,
    roomTypeId: z.number().int(),
    stay: roomStay,
    swapWith: bookingId.nullable(),
    /**
     * A checked-in guest moving on the rest of the stay: the first night this room holds. The
     * nights before it were slept in the room the stay left and stay there. Absent: every night.
     */
    splitOn: calendarDate.optional(),
    /** Staff moved the stay to a room its type or state would refuse (too few beds, not on sale): why. */
    overrideReason: z.string().optional(),
  }),
});

/**
 * A move's last step: this room (the source) released booking `bookingId` to room `toRoomId`.
 * `rate`: the stay went to another room type, whose nightly price in force then the folio now
 * charges its nights at (absent: the same type, or a move made before moves repriced).
 */
export const stayMovedOut = z.object({
  type: z.literal('StayMovedOut'),
  data: z.object({
    roomId,
    bookingId,
    moveId: z.string(),
    toRoomId: roomId,
    toRoomTypeId: z.number().int(),
    /** As in `StayMovedIn`: the nights before it were slept here and stay this room's. */
    splitOn: calendarDate.optional(),
    /** As in `StayMovedIn`: why staff overrode the target room's rules. */
    overrideReason: z.string().optional(),
    rate: nightlyRate.optional(),
  }),
});

/**
 * A move given up after its first step (the stay changed in its source room meanwhile): this room
 * no longer holds booking `bookingId`, and its own stay `swapWith` is no longer frozen.
 */
export const stayMoveReverted = z.object({
  type: z.literal('StayMoveReverted'),
  data: z.object({ roomId, bookingId, moveId: z.string(), swapWith: bookingId.nullable() }),
});

// ---- Early departure refunds ----
/*
 * The money reception gives back for the nights an early departure left. Own events, not the
 * guest refund's (RefundRequested/BookingRefunded): those cancel the booking and return the whole
 * room part, where this returns a part of a stay that happened and stays paid. A `GuestCheckedOut`
 * alone never leads to the bank: before these events it recorded an amount "not sent to the bank",
 * and a history is never read again with a new meaning. So the check-out appends, in the same
 * append, what is owed and how: `DepartureRefundRequested` (paid online: through the bank) or
 * `DepartureRefundGivenAtReception` (paid at the desk: cash or the card terminal, no bank).
 */

/** Owed through the bank: `amountTenge` goes back on `orderId` (a partial `refund.do`). */
export const departureRefundRequested = z.object({
  type: z.literal('DepartureRefundRequested'),
  data: z.object({ roomId, bookingId, orderId: z.string(), amountTenge: tenge.positive() }),
});

/** The bank refunded it (or had, before a crash let us record it). */
export const departureRefundSent = z.object({
  type: z.literal('DepartureRefundSent'),
  data: z.object({
    roomId,
    bookingId,
    orderId: z.string(),
    amountTenge: tenge.positive(),
    bankReference: z.string(),
    refundedAt: z.string(),
  }),
});

/** The bank refused it: nothing went back; staff settle it another way. */
export const departureRefundFailed = z.object({
  type: z.literal('DepartureRefundFailed'),
  data: z.object({
    roomId,
    bookingId,
    orderId: z.string(),
    amountTenge: tenge.positive(),
    reason: z.string(),
  }),
});

/** Paid at reception: reception gave the money back the way it was taken (no bank call). */
export const departureRefundGivenAtReception = z.object({
  type: z.literal('DepartureRefundGivenAtReception'),
  data: z.object({
    roomId,
    bookingId,
    amountTenge: tenge.positive(),
    method: z.enum(RECEPTION_METHODS),
  }),
});

const departureRefundEvents = [
  departureRefundRequested,
  departureRefundSent,
  departureRefundFailed,
  departureRefundGivenAtReception,
] as const;
// ---- end of early departure refunds ----

// ---- Staff cancel, no-show and refund ----
/*
 * Staff cancel any booking that holds its room (paid or not, online or taken by staff) with a
 * reason, and say how much of what was paid goes back. The same append says how it goes:
 * `StaffRefundRequested` for what the bank took (sent as a `refund.do` afterwards, its answer
 * recorded by `StaffRefundSent` or `StaffRefundFailed`), `RefundRecorded` for money taken at the
 * desk (cash, or a bank transfer for a card terminal's). Own events, not the guest's refund's:
 * that one returns the room part through the bank only, before check-in, by the guest's rules.
 */

/** Every way money moves outside the bank's online payment, as the ledger names it. */
export const MONEY_METHODS = ['cash', 'card_terminal', 'bank_transfer'] as const;
export type MoneyMethod = (typeof MONEY_METHODS)[number];

/** Staff cancelled the booking; the room is free again. `refundTenge`: what goes back (0: nothing). */
export const bookingCancelledByStaff = z.object({
  type: z.literal('BookingCancelledByStaff'),
  data: z.object({
    roomId,
    bookingId,
    reason: z.string().min(1),
    cancelledAt: z.string(),
    refundTenge: tenge,
  }),
});

/**
 * Owed through the bank: `amountTenge` goes back on `orderId`. `bankRefundedBeforeTenge`: what
 * we had refunded on the order before, so a retry sends only what the bank has not refunded yet.
 */
export const staffRefundRequested = z.object({
  type: z.literal('StaffRefundRequested'),
  data: z.object({
    roomId,
    bookingId,
    orderId: z.string(),
    amountTenge: tenge.positive(),
    bankRefundedBeforeTenge: tenge,
  }),
});

/** The bank refunded it (or had, before a crash let us record it). */
export const staffRefundSent = z.object({
  type: z.literal('StaffRefundSent'),
  data: z.object({
    roomId,
    bookingId,
    orderId: z.string(),
    amountTenge: tenge.positive(),
    bankReference: z.string(),
    refundedAt: z.string(),
  }),
});

/** The bank refused it: nothing went back; staff settle it another way. */
export const staffRefundFailed = z.object({
  type: z.literal('StaffRefundFailed'),
  data: z.object({
    roomId,
    bookingId,
    orderId: z.string(),
    amountTenge: tenge.positive(),
    reason: z.string(),
  }),
});

/** Money taken at the desk went back without the bank: in cash, or by bank transfer. */
export const refundRecorded = z.object({
  type: z.literal('RefundRecorded'),
  data: z.object({
    roomId,
    bookingId,
    amountTenge: tenge.positive(),
    method: z.enum(REFUND_METHODS),
    refundedAt: z.string(),
  }),
});

/** The guests never came: marked after the arrival day; the room is free again, the money is kept. */
export const noShowMarked = z.object({
  type: z.literal('NoShowMarked'),
  data: z.object({ roomId, bookingId, markedAt: z.string() }),
});

const staffCancelEvents = [
  bookingCancelledByStaff,
  staffRefundRequested,
  staffRefundSent,
  staffRefundFailed,
  refundRecorded,
  noShowMarked,
] as const;
// ---- end of staff cancel, no-show and refund ----

/** Every event of a `room-<id>` stream; parsed whenever read back from a store. */
export const roomEvent = z.discriminatedUnion('type', [
  roomOpenedForOnline,
  onlineBlockRemoved,
  bookingPlaced,
  paymentRegistered,
  paymentConfirmed,
  paymentFailed,
  paymentExpired,
  receptionStatusToggled,
  bookingDatesChanged,
  bookingCancelled,
  refundRequested,
  bookingRefunded,
  refundFailed,
  latePaymentRefunded,
  guestCheckedIn,
  guestCheckedOut,
  paymentTakenAtReception,
  stayMovedIn,
  stayMovedOut,
  stayMoveReverted,
  ...departureRefundEvents,
  ...staffCancelEvents,
  chargePosted,
  deskPaymentTaken,
  guestsChanged,
]);
export type RoomEvent = z.infer<typeof roomEvent>;
export type RoomEventType = RoomEvent['type'];
export type RoomEventOf<T extends RoomEventType> = Extract<RoomEvent, { type: T }>;

export const ROOM_EVENT_TYPES: readonly RoomEventType[] = roomEvent.options.map(
  (option) => option.shape.type.value,
);

export const roomStreamId = (id: number): string => `room-${id}`;
