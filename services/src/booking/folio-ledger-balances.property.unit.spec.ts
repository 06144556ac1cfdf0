import { describe, expect, it } from 'vitest';
import { addDays, roomEvent, type Actor } from '@hotel/contracts';
import { folioOf, type FolioEvent, type LedgerBook } from '@hotel/projections';
import { at } from '../../../test/clock';
import { findBooking, isActive } from '../rooms/room-state';
import { ledgerStep, type LedgerLine } from '../staff-reports/ledger/ledger-lines';
import { history, SEEDS } from './folio-ledger-history';

/*
 * Random days of two rooms: bookings placed (online, paid through the bank; some hotels charge only
 * the booking fee online), paid, changed, moved to the other room type, charged extras, paid at the desk, refunded, cancelled,
 * given up, checked out early with money back, their guests changed, cancelled by staff with
 * nothing, all or a part given back (the bank's part answered or refused). Whatever happens, each
 * booking's folio holds balance = charges − payments + refunds, its money is the ledger's, and the
 * folios together come to the ledger's payments, refunds and adjustments.
 */

const nightsOf = (checkin: string, checkout: string): string[] =>
  checkin < checkout ? [checkin, ...nightsOf(addDays(checkin, 1), checkout)] : [];

const sum = (lines: readonly LedgerLine[], kind: LedgerLine['kind']) =>
  lines.reduce((total, line) => (line.kind === kind ? total + line.amountTenge : total), 0);

describe('folios and the ledger over random histories', () => {
  for (const seed of SEEDS) {
    it(`agree, per booking and in total (seed ${seed})`, () => {
      const { recorded, states } = history(seed);
      const events: FolioEvent[] = recorded.map((r) => {
        const { actor } = r.metadata as { actor: Actor };
        return {
          event: roomEvent.parse({ type: r.type, data: r.data }),
          at: at(0, '10:00'),
          by: typeof actor === 'string' ? actor : actor.email,
        };
      });
      const books = new Map<number, LedgerBook>();
      const lines: LedgerLine[] = [];
      for (const event of recorded) {
        const step = ledgerStep(event, books);
        if (step.book) books.set(step.book.bookingId, step.book.book);
        lines.push(...step.lines);
      }
      /**
       * What each booking charged when placed, from its price and guests alone: every night less
       * the discount, the fee, the foreigners' tax of its foreign guests at the rate sold at, and
       * what its guests add by the guest rates sold with (adults beyond the base, children paying).
       */
      const placedCharge = new Map(
        events.flatMap(({ event }) => {
          if (event.type !== 'BookingPlaced') return [];
          const { nights, roomPriceTenge, discountPercent, bookingFeeTenge } = event.data.price;
          const foreigners = event.data.guests.filter((g) => (g.citizenship ?? 'TM') !== 'TM');
          const tax = nights * foreigners.length * (event.data.price.foreignGuestTaxTenge ?? 0);
          const rates = event.data.price.guestRates;
          const ages = event.data.guests.map((g) => g.childAge);
          const adults = ages.filter(
            (age) => age === undefined || age >= (rates?.adultFromAge ?? 0),
          );
          const paying = ages.filter(
            (age) =>
              age !== undefined && rates && age >= rates.freeUnderAge && age < rates.adultFromAge,
          );
          const extras = rates
            ? nights *
              (Math.max(0, adults.length - rates.baseOccupancy) * rates.extraAdultTenge +
                paying.length * rates.childTenge)
            : 0;
          return [
            [
              event.data.bookingId,
              Math.floor((nights * roomPriceTenge * (100 - discountPercent) + 50) / 100) +
                bookingFeeTenge +
                tax +
                extras,
            ] as const,
          ];
        }),
      );
      expect(
        events.some(({ event }) => event.type === 'GuestsChanged'),
        'histories change guests',
      ).toBe(true);
      expect(placedCharge.size).toBeGreaterThan(3);
      expect(
        [...placedCharge.keys()].some((id) =>
          folioOf(id, events).lines.some((line) => line.kind === 'extra_guests'),
        ),
        'histories charge extra guests',
      ).toBe(true);
      // A staff cancel books its credit as an adjustment; the other closings only on the folio.
      const cancelledByStaff = new Set(
        events.flatMap(({ event }) =>
          event.type === 'BookingCancelledByStaff' ? [event.data.bookingId] : [],
        ),
      );
      let total = { charges: 0, paid: 0, refunded: 0 };
      let cancelledTotal = 0;
      let balances = 0;
      const guestClosings = { settled: 0 };
      for (const [id, placed] of placedCharge) {
        const folio = folioOf(id, events);
        const own = lines.filter((line) => line.bookingId === id);
        const cancelled = cancelledByStaff.has(id)
          ? 0
          : folio.lines
              .filter((line) => line.kind === 'cancellation')
              .reduce((s, line) => s + line.amountTenge, 0);
        expect(folio.balanceTenge).toBe(folio.totalTenge - folio.paidTenge + folio.refundedTenge);
        expect([folio.totalTenge, folio.paidTenge, folio.refundedTenge], `booking ${id}`).toEqual([
          placed + sum(own, 'adjustment') + cancelled,
          sum(own, 'payment'),
          sum(own, 'refund'),
        ]);
        // A stay that still holds its room charges exactly its nights, whatever changes it went through.
        const stay = [...states.values()]
          .map((state) => findBooking(state, id))
          .find((b) => b !== undefined && b.movedTo === null);
        if (stay && isActive(stay) && !stay.checkedOut) {
          expect(
            folio.lines.filter((line) => line.kind === 'night').map((line) => line.night),
          ).toEqual(nightsOf(stay.checkin, stay.checkout));
        }
        total = {
          charges: total.charges + folio.totalTenge,
          paid: total.paid + folio.paidTenge,
          refunded: total.refunded + folio.refundedTenge,
        };
        cancelledTotal += cancelled;
        balances += folio.balanceTenge;
        // A staff cancel whose money back all went settles at 0, when the money kept pays the
        // extras (they stay owed) and no more than the stay besides.
        const bankOwed = events.some(
          ({ event }) => event.type === 'StaffRefundRequested' && event.data.bookingId === id,
        );
        const bankSent = events.some(
          ({ event }) => event.type === 'StaffRefundSent' && event.data.bookingId === id,
        );
        if (cancelledByStaff.has(id) && (!bankOwed || bankSent)) {
          const of = (...kinds: string[]) =>
            folio.lines
              .filter((line) => kinds.includes(line.kind))
              .reduce((s, line) => s + line.amountTenge, 0);
          const kept = folio.paidTenge - folio.refundedTenge;
          if (
            kept >= of('charge') &&
            kept <= of('night', 'discount', 'booking_fee', 'extra_guests', 'tax', 'charge')
          ) {
            expect(folio.balanceTenge, `staff-cancelled booking ${id}`).toBe(0);
          }
        }
        // A booking its guest cancelled (refunded or not) keeps what was paid online less what its
        // terms gave back, and no more: with no extras nor desk money, it settles at 0.
        const guestClosed = events.some(
          ({ event }) =>
            (event.type === 'BookingCancelled' || event.type === 'BookingRefunded') &&
            event.data.bookingId === id,
        );
        const onlineOnly = folio.lines.every(
          (line) => line.kind !== 'charge' && (line.method === null || line.method === 'bank'),
        );
        if (guestClosed && !cancelledByStaff.has(id) && onlineOnly) {
          const stayCharge = folio.lines
            .filter((line) =>
              ['night', 'discount', 'booking_fee', 'extra_guests', 'tax'].includes(line.kind),
            )
            .reduce((s, line) => s + line.amountTenge, 0);
          if (folio.paidTenge - folio.refundedTenge <= stayCharge) {
            expect(folio.balanceTenge, `guest-cancelled booking ${id}`).toBe(0);
            guestClosings.settled += 1;
          }
        }
      }
      expect(guestClosings.settled, 'guest cancels that settled').toBeGreaterThan(0);
      const placedTotal = [...placedCharge.values()].reduce((s, charge) => s + charge, 0);
      expect(total).toEqual({
        charges: placedTotal + sum(lines, 'adjustment') + cancelledTotal,
        paid: sum(lines, 'payment'),
        refunded: sum(lines, 'refund'),
      });
      expect(balances).toBe(total.charges - total.paid + total.refunded);
      expect(lines.some((line) => line.kind === 'adjustment')).toBe(true);
      expect(recorded.some((event) => event.type === 'StayMovedOut')).toBe(true);
    });
  }
});
