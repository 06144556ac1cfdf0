import { rangesOverlap, type RoomEvent } from '@hotel/contracts';
import type { CommandData } from '../room-command';
import { HeldByBookings, refuse } from '../room-errors';
import { cutOnlineBlocks } from './online-cut';
import { findPeriod, holdsNightsFrom, isActive } from '../room-state';
import type { RoomState } from '../room-state-types';

/**
 * A manager takes the room out of sale for [from, to), saying why: refused over a booking that
 * holds the room (named by its book number) or another period. For-online blocks it meets are cut:
 * each is removed and what lay outside the period opened again under a fresh id (`blockIds`), so
 * the website never sells those nights while the other nights of the window stay on sale.
 */
export function takeOutOfOrder(state: RoomState, data: CommandData<'TakeOutOfOrder'>): RoomEvent[] {
  const { roomId, periodId, from, to, reason, blockIds } = data;
  if (to <= from) refuse('range.checkoutBeforeCheckin', 'invalid');
  const nights = { checkin: from, checkout: to };
  holdsNightsFrom(state, from);
  const held = state.bookings.filter((b) => isActive(b) && rangesOverlap(b, nights));
  if (held.length > 0)
    throw new HeldByBookings(
      'outOfOrder.hasBookings',
      held.map((b) => b.bookingId),
    );
  if (state.outOfOrder.some((p) => rangesOverlap({ checkin: p.from, checkout: p.to }, nights)))
    refuse('outOfOrder.overlaps');
  const cut = cutOnlineBlocks(state, roomId, { from, to }, blockIds);
  return [
    {
      type: 'RoomTakenOutOfOrder',
      data: { roomId, periodId, from, to, reason, cutFromOnline: cut.cutNights },
    },
    ...cut.events,
  ];
}

/**
 * The room comes back into service on `on` (the hotel's today): the period ends there (withdrawn
 * whole when it had not begun), and the for-online nights it cut from `on` on are opened again.
 * A period already over decides nothing.
 */
export function bringBackInService(
  state: RoomState,
  data: CommandData<'BringBackInService'>,
): RoomEvent[] {
  const { roomId, periodId, on, blockIds } = data;
  const period = findPeriod(state, periodId) ?? refuse('outOfOrder.notFound', 'not_found');
  if (period.to <= on) return [];
  const start = period.from > on ? period.from : on;
  const freshIds = [...blockIds];
  const reopened: RoomEvent[] = period.cutFromOnline
    .filter((cut) => cut.checkout > start)
    .map((cut) => ({
      type: 'RoomOpenedForOnline',
      data: {
        roomId,
        blockId: freshIds.shift() ?? refuse('online.concurrentChange'),
        checkin: cut.checkin > start ? cut.checkin : start,
        checkout: cut.checkout,
      },
    }));
  return [{ type: 'RoomBackInService', data: { roomId, periodId, on } }, ...reopened];
}

/** Refuses a stay that would hold a night of an out-of-order period, saying which and why. */
export function refuseOutOfOrder(
  state: RoomState,
  stay: { checkin: string; checkout: string },
): void {
  holdsNightsFrom(state, stay.checkin);
  const period = state.outOfOrder.find((p) =>
    rangesOverlap({ checkin: p.from, checkout: p.to }, stay),
  );
  if (period)
    refuse('outOfOrder.roomOutOfOrder', 'conflict', {
      from: dotted(period.from),
      to: dotted(period.to),
      reason: period.reason,
    });
}

const dotted = (date: string) => date.split('-').reverse().join('.');
