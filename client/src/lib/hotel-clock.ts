import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import type { CalendarDate } from '@hotel/contracts';
import { hotelDate, hotelTime } from '@hotel/contracts/plain';
import type { Trpc } from '../api';

/**
 * The hotel's clock in the browser. The browser may sit in another zone and its clock may be
 * off; the hotel's date and time come from the server's zone and instant, corrected by the skew
 * measured when they arrived. Screens use it for "today" (defaults, `min` of date inputs) and for
 * the hour rules the server enforces (e.g. no cancelling after check-in time).
 */
export interface HotelClock {
  timeZone: string;
  /** The hotel's instant now, on the server's clock. */
  now(): Date;
  /** The hotel's calendar date now. */
  today(): CalendarDate;
  /** The hotel's wall time now, HH:mm. */
  time(): string;
}

export const hotelClockQuery = (trpc: Trpc) => ({
  ...trpc.catalog.hotelClock.queryOptions(),
  // The zone does not change while the page is open; the skew is measured once.
  staleTime: Number.POSITIVE_INFINITY,
});

/** A clock from the server's answer, `receivedAt` being the browser's time when it arrived. */
export function makeHotelClock(
  answer: { timeZone: string; now: string },
  receivedAt: number,
): HotelClock {
  const skew = Date.parse(answer.now) - receivedAt;
  const now = () => new Date(Date.now() + skew);
  return {
    timeZone: answer.timeZone,
    now,
    today: () => hotelDate(now(), answer.timeZone),
    time: () => hotelTime(now(), answer.timeZone),
  };
}

/** The hotel's clock, or undefined until the server has answered. */
export function useHotelClock(): HotelClock | undefined {
  const { trpc } = useRouteContext({ from: '__root__' });
  const answer = useQuery(hotelClockQuery(trpc));
  const { data, dataUpdatedAt } = answer;
  return data ? makeHotelClock(data, dataUpdatedAt) : undefined;
}
