import { monthDays, type CalendarDate } from '@hotel/contracts/plain';

/** A week of a month's calendar, Monday first: null where the day belongs to the month beside. */
export type CalendarWeek = (CalendarDate | null)[];

/** Monday 0 .. Sunday 6 of a calendar date (weekdays of dates need no time zone). */
export function mondayIndex(date: CalendarDate): number {
  return (new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7;
}

/**
 * A month (YYYY-MM) as the weeks a wall calendar shows, Monday first: the first week padded
 * before the 1st, the last after the month's last day, so every week has seven places.
 */
export function monthGrid(month: string): CalendarWeek[] {
  const days = monthDays(month);
  const first = days[0];
  const places: (CalendarDate | null)[] = [
    ...Array<null>(first === undefined ? 0 : mondayIndex(first)).fill(null),
    ...days,
  ];
  while (places.length % 7 !== 0) places.push(null);
  const weeks: CalendarWeek[] = [];
  for (let start = 0; start < places.length; start += 7) weeks.push(places.slice(start, start + 7));
  return weeks;
}
