import { addDays, type CalendarDate } from '@hotel/contracts';
import type { Sql } from '../db/connect';

/** A reminder comes this many days before arrival, to a booking paid at least a day before that. */
const REMINDER_DAYS = 2;

/**
 * The reminders due `today`: paid bookings that stand, arriving within REMINDER_DAYS, paid at
 * least a day before the reminder day (a guest who paid yesterday for tomorrow needs none), and
 * not reminded yet of this arrival. Each with the key its mail is written under.
 */
export async function remindersDue(
  sql: Sql,
  today: CalendarDate,
): Promise<{ key: string; bookingId: number }[]> {
  const due = await sql<{ booking_id: string; checkin: CalendarDate }[]>`
    select b.booking_id::text, b.checkin::text from mail_bookings b
    where b.paid_on is not null and not b.cancelled
      and b.checkin > ${today}::date and b.checkin <= ${addDays(today, REMINDER_DAYS)}::date
      and b.paid_on < b.checkin - ${REMINDER_DAYS}::int
      and not exists (select 1 from mail_outbox o where o.key = 'reminder:' || b.booking_id || ':' || b.checkin)`;
  return due.map(({ booking_id: id, checkin }) => ({
    key: `reminder:${id}:${checkin}`,
    bookingId: Number(id),
  }));
}
