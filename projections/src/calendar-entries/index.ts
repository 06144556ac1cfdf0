export { calendarEntriesProjection, CALENDAR_ENTRIES } from './projector';
export {
  activeEntriesForRooms,
  calendarEntriesInRange,
  findCalendarEntry,
  type CalendarEntry,
} from './queries';
