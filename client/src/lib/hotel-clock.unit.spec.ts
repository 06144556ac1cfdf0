import { afterEach, describe, expect, it, vi } from 'vitest';
import { at, day } from '../../../test/clock';
import { makeHotelClock } from './hotel-clock';

afterEach(() => vi.useRealTimers());

describe("the hotel's clock in the browser", () => {
  it("counts the hotel's date and time from the server's instant, whatever the browser's clock says", () => {
    // The server says 01:30 of day 1 at the hotel (20:30 UTC of day 0); the browser's own clock is
    // three hours behind and its zone is not the hotel's.
    const server = Date.parse(at(1, '01:30'));
    const browser = server - 3 * 3_600_000;
    vi.useFakeTimers({ now: browser });
    const clock = makeHotelClock(
      { timeZone: 'Asia/Ashgabat', now: new Date(server).toISOString() },
      browser,
    );
    expect(clock.today()).toBe(day(1));
    expect(clock.time()).toBe('01:30');
    // Time goes on from there at the browser's pace.
    vi.advanceTimersByTime(60 * 60_000);
    expect(clock.time()).toBe('02:30');
    expect(clock.now().toISOString()).toBe(new Date(server + 3_600_000).toISOString());
  });
});
