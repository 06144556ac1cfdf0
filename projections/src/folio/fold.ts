import {
  addDays,
  citizenshipOf,
  HOME_CITIZENSHIP,
  nightPriceOn,
  pricedGuestOf,
  type CalendarDate,
  type GuestRecord,
  type NightlyRate,
} from '@hotel/contracts';
import { money } from './amounts';
import { cancelledByStaff, closed, leftEarly, reopened } from './closing';
import type { Folio, FolioEvent, FolioLine, FolioNight, FolioState } from './folio-types';
import { folioSummary } from './summary';

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
    (date) => kept.get(date) ?? nightAt(rate, date, at, by),
  );
  return { ...state, nights };
}

/** The night of `date` at its price (its own when the rate prices it apart) and the rate's discount. */
const nightAt = (rate: NightlyRate, date: CalendarDate, at: string, by: string): FolioNight => ({
  date,
  roomPriceTenge: nightPriceOn(rate, date),
  discountPercent: rate.discountPercent,
  at,
  by,
});

/** The guests who are not Turkmen citizens (no citizenship given: Turkmen, as before it was asked). */
const foreignersOf = (guests: readonly Pick<GuestRecord, 'citizenship'>[]): number =>
  guests.filter((guest) => citizenshipOf(guest) !== HOME_CITIZENSHIP).length;

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
    const { checkin, checkout, price, guests } = event.data;
    const nights = nightsOf(checkin, checkout).map((date) => nightAt(price, date, at, by));
    return {
      placedAt: at,
      placedBy: by,
      nights,
      bookingFeeTenge: price.bookingFeeTenge,
      entries: [],
      closed: false,
      foreignGuestTaxTenge: price.foreignGuestTaxTenge ?? 0,
      foreignGuests: foreignersOf(guests),
      ...(price.promoCode
        ? {
            promoCode: { code: price.promoCode.code, discountTenge: price.promoCode.discountTenge },
          }
        : {}),
      ...(price.guestRates
        ? { guestRates: price.guestRates, party: guests.map(pricedGuestOf) }
        : {}),
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
        nights: state.nights.map((night) =>
          moved(night) ? nightAt(rate, night.date, at, by) : night,
        ),
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
        ...(event.data.kind ? { charge: event.data.kind } : {}),
      });
    case 'PaymentConfirmed':
      return adding(reopened(state), money('payment', event.data.amountTenge, 'bank', at, by));
    case 'PaymentTakenAtReception':
    case 'DeskPaymentTaken':
      return adding(state, money('payment', event.data.amountTenge, event.data.method, at, by));
    // Early, with money back for the nights not stayed: the stay charges that much less.
    case 'GuestCheckedOut':
      return event.data.early ? leftEarly(state, event.data.refundTenge, at, by) : state;
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
      // The nights keep their prices; the foreigners' tax and the guest prices count who stays.
      // A closed stay's were taken back with it: they stay as they were.
      return state.closed
        ? state
        : {
            ...state,
            foreignGuests: foreignersOf(event.data.guests),
            ...(state.guestRates ? { party: event.data.guests.map(pricedGuestOf) } : {}),
          };
    default:
      return state;
  }
}

/** A booking's folio from its events (those of other bookings are skipped). */
export function folioOf(bookingId: number, events: readonly FolioEvent[]): Folio {
  const own = events.filter(
    ({ event }) => 'bookingId' in event.data && event.data.bookingId === bookingId,
  );
  return folioSummary(own.reduce<FolioState | null>(folioStep, null));
}
