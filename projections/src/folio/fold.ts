import {
  addDays,
  type CalendarDate,
  type FolioLineKind,
  type FolioMethod,
  type NightlyRate,
  type RoomEvent,
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
}

/** A night the booking charges, at the price in force when it was sold. */
interface FolioNight extends NightlyRate {
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
}

/** A booking's folio: its lines and `balance` = `total` (charges) − `paid` + `refunded`. */
export interface Folio {
  lines: FolioLine[];
  totalTenge: number;
  paidTenge: number;
  refundedTenge: number;
  balanceTenge: number;
}

/** The nights' charge as placing a booking prices it: each night less its discount, rounded half up once. */
function roomChargeOf(nights: readonly NightlyRate[]): number {
  const hundredths = nights.reduce(
    (sum, night) => sum + night.roomPriceTenge * (100 - night.discountPercent),
    0,
  );
  return Math.floor((hundredths + 50) / 100);
}

function nightsOf(checkin: CalendarDate, checkout: CalendarDate): CalendarDate[] {
  const dates: CalendarDate[] = [];
  for (let date = checkin; date < checkout; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/**
 * The stay's new nights: those it kept at what they were sold for, the new ones at `rate`. A
 * change recorded before changes carried a rate left the charges as they were.
 */
function repriced(
  state: FolioState,
  checkin: CalendarDate,
  checkout: CalendarDate,
  rate: NightlyRate | undefined,
  at: string,
  by: string,
): FolioState {
  if (!rate) return state;
  const kept = new Map(state.nights.map((night) => [night.date, night]));
  const nights = nightsOf(checkin, checkout).map(
    (date) => kept.get(date) ?? { date, ...rate, at, by },
  );
  return { ...state, nights };
}

const money = (
  kind: 'payment' | 'refund',
  amountTenge: number,
  method: FolioMethod,
  at: string,
  by: string,
): FolioLine => ({
  kind,
  night: null,
  at,
  description: '',
  amountTenge,
  method,
  by,
});

const sumOf = (lines: readonly FolioLine[], kind: FolioLineKind): number =>
  lines.reduce((sum, line) => (line.kind === kind ? sum + line.amountTenge : sum), 0);

/** Money paid online (through the bank) for the booking, less what went back the same way. */
const keptOnline = (entries: readonly FolioLine[]): number =>
  entries.reduce(
    (sum, line) =>
      line.method !== 'bank'
        ? sum
        : line.kind === 'payment'
          ? sum + line.amountTenge
          : line.kind === 'refund'
            ? sum - line.amountTenge
            : sum,
    0,
  );

/**
 * The stay will not happen: its nights and the booking fee no longer charge anything but what the
 * hotel keeps of the money paid online for them — the booking fee, and the part of the room
 * payment the booking's terms keep on a guest's cancel — so the stay settles at what was kept.
 * Nothing is kept when nothing was paid or all of it went back (an unpaid booking given up, a
 * late payment sent back). Extras staff posted stay owed, and money taken at the desk stays as
 * it was. Closes once.
 */
function closed(state: FolioState, at: string, by: string): FolioState {
  const stay = roomChargeOf(state.nights) + state.bookingFeeTenge;
  return closing(state, Math.max(0, stay - Math.max(0, keptOnline(state.entries))), at, by);
}

/**
 * Staff cancelled the booking, giving back `refundTenge` of what was paid (its refund lines follow,
 * as the money goes): the nights and the booking fee are taken back but for what the hotel keeps,
 * so the folio settles at 0 once the refund went. Extras stay owed, and the money kept pays them
 * first: what the desk took for an extra is not taken for a night the hotel keeps.
 */
function cancelledByStaff(
  state: FolioState,
  refundTenge: number,
  at: string,
  by: string,
): FolioState {
  const kept = Math.max(
    0,
    sumOf(state.entries, 'payment') - sumOf(state.entries, 'refund') - refundTenge,
  );
  const keptForStay = Math.max(0, kept - sumOf(state.entries, 'charge'));
  const stay = roomChargeOf(state.nights) + state.bookingFeeTenge;
  return closing(state, Math.max(0, stay - keptForStay), at, by);
}

/** Closes the folio once, taking `taken` off its charges with a cancellation line. */
function closing(state: FolioState, taken: number, at: string, by: string): FolioState {
  if (state.closed) return state;
  const line: FolioLine = {
    kind: 'cancellation',
    night: null,
    at,
    description: '',
    amountTenge: -taken,
    method: null,
    by,
  };
  return {
    ...state,
    closed: true,
    entries: taken === 0 ? state.entries : [...state.entries, line],
  };
}

/**
 * A payment the bank confirmed after the booking was given up, its room still free: the booking
 * stands after all, so its charges stand again (the decider only confirms a stay it keeps).
 */
function reopened(state: FolioState): FolioState {
  return state.closed
    ? {
        ...state,
        closed: false,
        entries: state.entries.filter((line) => line.kind !== 'cancellation'),
      }
    : state;
}

const adding = (state: FolioState, ...lines: FolioLine[]): FolioState => ({
  ...state,
  entries: [...state.entries, ...lines],
});

/**
 * One event folded onto a booking's folio (null before its `BookingPlaced`). The one rule for
 * folios: the folio view, the staff lists' balance and the ledger's adjustments all come from it.
 */
export function folioStep(
  state: FolioState | null,
  { event, at, by }: FolioEvent,
): FolioState | null {
  if (event.type === 'BookingPlaced') {
    if (state) return state;
    const { checkin, checkout, price } = event.data;
    const rate = { roomPriceTenge: price.roomPriceTenge, discountPercent: price.discountPercent };
    const nights = nightsOf(checkin, checkout).map((date) => ({ date, ...rate, at, by }));
    return {
      placedAt: at,
      placedBy: by,
      nights,
      bookingFeeTenge: price.bookingFeeTenge,
      entries: [],
      closed: false,
    };
  }
  if (!state) return null;
  switch (event.type) {
    case 'BookingDatesChanged':
      return state.closed
        ? state
        : repriced(state, event.data.checkin, event.data.checkout, event.data.rate, at, by);
    case 'StayMovedOut': {
      // Another room type: every night at its price; a checked-in guest's move (`splitOn`) only the
      // nights from that day, those slept before stay as they were.
      const { rate, splitOn } = event.data;
      if (state.closed || !rate) return state;
      const moved = (night: FolioNight) => splitOn === undefined || night.date >= splitOn;
      return {
        ...state,
        nights: state.nights.map((night) => (moved(night) ? { ...night, ...rate, at, by } : night)),
      };
    }
    case 'ChargePosted':
      return adding(state, {
        kind: 'charge',
        night: null,
        at,
        description: event.data.description,
        amountTenge: event.data.amountTenge,
        method: null,
        by,
      });
    case 'PaymentConfirmed':
      return adding(reopened(state), money('payment', event.data.amountTenge, 'bank', at, by));
    case 'PaymentTakenAtReception':
    case 'DeskPaymentTaken':
      return adding(state, money('payment', event.data.amountTenge, event.data.method, at, by));
    case 'DepartureRefundSent':
      return adding(state, money('refund', event.data.amountTenge, 'bank', at, by));
    case 'DepartureRefundGivenAtReception':
      return adding(state, money('refund', event.data.amountTenge, event.data.method, at, by));
    case 'BookingRefunded':
      return closed(adding(state, money('refund', event.data.amountTenge, 'bank', at, by)), at, by);
    case 'LatePaymentRefunded': {
      const { amountTenge } = event.data;
      return closed(
        adding(
          state,
          money('payment', amountTenge, 'bank', at, by),
          money('refund', amountTenge, 'bank', at, by),
        ),
        at,
        by,
      );
    }
    // A staff cancel closes the stay; its money back is a refund line once it went (through the
    // bank, or recorded given back in cash or by bank transfer). A no-show keeps the money and
    // its charges: no line.
    case 'BookingCancelledByStaff':
      return cancelledByStaff(state, event.data.refundTenge, at, by);
    case 'StaffRefundSent':
      return adding(state, money('refund', event.data.amountTenge, 'bank', at, by));
    case 'RefundRecorded':
      return adding(state, money('refund', event.data.amountTenge, event.data.method, at, by));
    case 'BookingCancelled':
    case 'PaymentExpired':
    case 'PaymentFailed':
      return closed(state, at, by);
    case 'GuestsChanged':
      // Rooms are priced per night, not per guest: who stays changes no charge.
      return state;
    default:
      return state;
  }
}

/** The folio's lines and sums: the nights, the discount, the booking fee, then the rest in order. */
export function folioSummary(state: FolioState | null): Folio {
  if (!state) return { lines: [], totalTenge: 0, paidTenge: 0, refundedTenge: 0, balanceTenge: 0 };
  const at = state.placedAt;
  const by = state.placedBy;
  const nights: FolioLine[] = state.nights.map((night) => ({
    kind: 'night',
    night: night.date,
    at: night.at,
    description: '',
    amountTenge: night.roomPriceTenge,
    method: null,
    by: night.by,
  }));
  const discount =
    roomChargeOf(state.nights) - state.nights.reduce((sum, night) => sum + night.roomPriceTenge, 0);
  const fixed: FolioLine[] = [
    ...(discount === 0
      ? []
      : [
          {
            kind: 'discount' as const,
            night: null,
            at,
            description: '',
            amountTenge: discount,
            method: null,
            by,
          },
        ]),
    ...(state.bookingFeeTenge === 0
      ? []
      : [
          {
            kind: 'booking_fee' as const,
            night: null,
            at,
            description: '',
            amountTenge: state.bookingFeeTenge,
            method: null,
            by,
          },
        ]),
  ];
  const lines = [...nights, ...fixed, ...state.entries];
  const totalTenge = lines.reduce(
    (sum, line) =>
      line.kind === 'payment' || line.kind === 'refund' ? sum : sum + line.amountTenge,
    0,
  );
  const paidTenge = sumOf(lines, 'payment');
  const refundedTenge = sumOf(lines, 'refund');
  return {
    lines,
    totalTenge,
    paidTenge,
    refundedTenge,
    balanceTenge: totalTenge - paidTenge + refundedTenge,
  };
}

/** A booking's folio from its events (those of other bookings are skipped). */
export function folioOf(bookingId: number, events: readonly FolioEvent[]): Folio {
  const own = events.filter(
    ({ event }) => 'bookingId' in event.data && event.data.bookingId === bookingId,
  );
  return folioSummary(own.reduce<FolioState | null>(folioStep, null));
}

/** What an event changed in what the booking owes (its folio's total): a ledger adjustment when not 0. */
export function chargeChange(before: FolioState | null, after: FolioState | null): number {
  return folioSummary(after).totalTenge - folioSummary(before).totalTenge;
}
