import { z } from 'zod';
import {
  addDays,
  bookingView,
  calendarRangeInput,
  closeOnlineNightsInput,
  MAX_ONLINE_RANGE_DAYS,
  outOfOrderInput,
  outOfOrderPeriodParams,
  setRoomForOnlineInput,
} from '@hotel/contracts';
import { MAX_CALENDAR_WINDOW_DAYS } from '../../../rooms/calendar';
import { saidWithData, withData, withId } from './answers';
import type { Operation } from './operation';

/** The availability calendar: its cells, and the rooms exposed to online booking. */
export const CALENDAR_OPERATIONS = {
  'POST /api/bookings': {
    summary: 'Calendar cells in a date range',
    access: 'staff',
    body: calendarRangeInput,
    example: (today) => ({ start_date: today, end_date: addDays(today, 30) }),
    answer: withData(z.array(bookingView)),
    rules: ['end_date is not before start_date', `at most ${MAX_CALENDAR_WINDOW_DAYS} days`],
  },
  'POST /api/set-room-for-online': {
    summary: 'Expose a room to online booking',
    access: 'desk',
    body: setRoomForOnlineInput,
    example: (today) => ({
      room_id: 1,
      checkin: addDays(today, 120),
      checkout: addDays(today, 127),
    }),
    answer: saidWithData(withId),
    refusals: { 404: 'No such room', 409: 'The range overlaps a block or a booking of the room' },
    rules: [
      'check-in is not before today (hotel time)',
      'check-out is after check-in',
      `at most ${MAX_ONLINE_RANGE_DAYS} days`,
    ],
  },
  'DELETE /api/bookings/{id}/for-online': {
    summary: 'Remove a for-online block',
    access: 'desk',
    answer: saidWithData(withId),
    refusals: { 404: 'No such for-online block', 409: 'A booking lies in the block' },
  },
  'POST /api/rooms/{id}/online-nights/close': {
    summary: "Take a range of a room's nights off online sale, shortening or splitting its windows",
    access: 'manager',
    body: closeOnlineNightsInput,
    example: (today) => ({ from: addDays(today, 121), to: addDays(today, 123) }),
    answer: saidWithData(withId),
    refusals: {
      404: 'No such room',
      409: 'No night of the range is open online, or a booking holds one',
    },
    rules: [
      'from is not before today (hotel time)',
      'to is after from',
      `at most ${MAX_ONLINE_RANGE_DAYS} days`,
    ],
  },
  'POST /api/rooms/{id}/out-of-order': {
    summary: 'Take a room out of order (repairs) for a range of nights',
    access: 'manager',
    body: outOfOrderInput,
    example: (today) => ({ from: addDays(today, 200), to: addDays(today, 203), reason: 'Repairs' }),
    answer: saidWithData(withId),
    refusals: {
      404: 'No such room',
      409: 'A booking holds the room on these nights, or it is already out of order on some',
    },
    rules: [
      'from is not before today (hotel time)',
      'to is after from',
      `at most ${MAX_ONLINE_RANGE_DAYS} days`,
    ],
  },
  'DELETE /api/rooms/{id}/out-of-order/{period_id}': {
    summary: 'Bring a room back into service today, ending its out-of-order period',
    access: 'manager',
    pathParams: outOfOrderPeriodParams,
    answer: saidWithData(withId),
    refusals: { 404: 'No such room or out-of-order period' },
  },
} satisfies Record<string, Operation>;
