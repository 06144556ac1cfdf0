import type {
  CalendarDate,
  ChargeKind,
  FolioLineKind,
  FolioMethod,
  GuestRates,
  NightlyRate,
  PricedGuest,
  RoomEvent,
} from '@hotel/contracts';

/** A room event of one booking, with when it happened and who caused it (an e-mail, or `system`). */
export interface FolioEvent {
  event: RoomEvent;
  at: string;
  by: string;
}

/** A line of a folio, amounts in integer teňňe (a discount or a cancellation is negative). */
export interface FolioLine {
  kind: FolioLineKind;
  /** The night a `night` line charges; null for the other kinds. */
  night: CalendarDate | null;
  at: string;
  description: string;
  amountTenge: number;
  method: FolioMethod | null;
  by: string;
  /** A one-click charge's kind (late check-out); absent on the other lines. */
  charge?: ChargeKind;
}

/** A night the booking charges, at the price in force when it was sold. */
export interface FolioNight extends Pick<NightlyRate, 'roomPriceTenge' | 'discountPercent'> {
  date: CalendarDate;
  at: string;
  by: string;
}

/** What the fold keeps of a booking between events (stored as JSON by the ledger's projector). */
export interface FolioState {
  placedAt: string;
  placedBy: string;
  nights: FolioNight[];
  bookingFeeTenge: number;
  /** Extras, cancellations, payments and refunds, in event order. */
  entries: FolioLine[];
  /** The stay will not happen (cancelled, refunded, expired, failed): its nights were taken back. */
  closed: boolean;
  /**
   * The foreigners' tax per foreign guest per night recorded at sale, and how many of the guests
   * are foreigners now. Absent in states stored before the tax (and in bookings sold without it): 0.
   */
  foreignGuestTaxTenge?: number;
  foreignGuests?: number;
  /**
   * The promotion code the booking was sold with and what it took off the room charge (docs/rates.md
   * "Promotion codes"): the folio's discount line carries it. Absent: no code.
   */
  promoCode?: { code: string; discountTenge: number };
  /**
   * The guest prices the booking was sold with and who stays now, as pricing counts them
   * (docs/rates.md "Prices by guest"): the `extra_guests` line. Absent: the guests add nothing.
   */
  guestRates?: GuestRates;
  party?: PricedGuest[];
}

/** A booking's folio: its lines and `balance` = `total` (charges) − `paid` + `refunded`. */
export interface Folio {
  lines: FolioLine[];
  totalTenge: number;
  paidTenge: number;
  refundedTenge: number;
  balanceTenge: number;
}
