export { calendarEntriesProjection, CALENDAR_ENTRIES } from './projector';
export { calendarEntriesInRange, findCalendarEntry, type CalendarEntry } from './queries';
