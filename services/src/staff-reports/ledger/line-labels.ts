import type { BookingChannel } from '@hotel/contracts';
import { BOOKINGS } from '@hotel/projections';
import type { Sql } from '../../db/connect';
import type { LedgerLine } from './ledger-lines';

/** What the ledger's report and CSV name beside a line, looked up once for all of them. */
export interface LineLabels {
  /** How the line's booking was taken. */
  channel(line: LedgerLine): BookingChannel;
  /** The line's room by its number, as the catalog names it now; null for a room no longer in it. */
  roomNumber(line: LedgerLine): string | null;
}

/**
 * The channel and room number of each line's booking and room. A booking's channel is fixed when
 * it is placed and never changes, so the bookings read model tells it for a replay "as of" any
 * moment as well; a booking it does not hold was placed before channels existed: online. A room
 * is named by its number today, as staff know it, not by the number it had then.
 */
export async function lineLabels(sql: Sql, lines: readonly LedgerLine[]): Promise<LineLabels> {
  const bookingIds = [...new Set(lines.map((line) => line.bookingId))];
  const roomIds = [...new Set(lines.map((line) => line.roomId))];
  const [bookings, rooms] =
    lines.length === 0
      ? [[], []]
      : await Promise.all([
          sql<
            { id: string; channel: BookingChannel }[]
          >`select id::text, channel from ${sql(BOOKINGS)} where id = any(${bookingIds}::bigint[])`,
          sql<
            { id: number; room_number: string }[]
          >`select id, room_number from rooms where id = any(${roomIds}::int[])`,
        ]);
  const channels = new Map(bookings.map((row) => [Number(row.id), row.channel]));
  const numbers = new Map(rooms.map((row) => [row.id, row.room_number]));
  return {
    channel: (line) => channels.get(line.bookingId) ?? 'online',
    roomNumber: (line) => numbers.get(line.roomId) ?? null,
  };
}
