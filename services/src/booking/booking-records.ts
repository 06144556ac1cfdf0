import type { Sql } from '../db/connect';

/** What the payment flow needs of a booking, from the `bookings` read model. */
export interface BookingRecord {
  id: number;
  roomId: number;
  userId: number;
  bookNumber: number;
  state: string;
  checkin: string;
  checkout: string;
  amountTenge: number;
  roomPartTenge: number;
  orderId: string | null;
  orderNumber: string | null;
  paymentDeadline: Date;
  paymentAt: Date | null;
  updatedAt: Date;
}

interface Row {
  id: string;
  room_id: number;
  user_id: number;
  book_number: number;
  state: string;
  checkin: string;
  checkout: string;
  amount_tenge: string;
  room_part_tenge: string;
  order_id: string | null;
  order_number: string | null;
  payment_deadline: Date;
  payment_at: Date | null;
  updated_at: Date;
}

const toRecord = (r: Row): BookingRecord => ({
  id: Number(r.id),
  roomId: r.room_id,
  userId: r.user_id,
  bookNumber: r.book_number,
  state: r.state,
  checkin: r.checkin,
  checkout: r.checkout,
  amountTenge: Number(r.amount_tenge),
  roomPartTenge: Number(r.room_part_tenge),
  orderId: r.order_id,
  orderNumber: r.order_number,
  paymentDeadline: r.payment_deadline,
  paymentAt: r.payment_at,
  updatedAt: r.updated_at,
});

const columns = (sql: Sql) => sql`
  id::text, room_id, user_id, book_number, state, checkin::text, checkout::text, amount_tenge::text,
  room_part_tenge::text, order_id, order_number, payment_deadline, payment_at, updated_at`;

export async function findBooking(sql: Sql, id: number): Promise<BookingRecord | null> {
  const rows = await sql<Row[]>`select ${columns(sql)} from bookings where id = ${id}`;
  return rows[0] ? toRecord(rows[0]) : null;
}

export async function findBookingByOrder(sql: Sql, orderId: string): Promise<BookingRecord | null> {
  const rows = await sql<Row[]>`select ${columns(sql)} from bookings where order_id = ${orderId}`;
  return rows[0] ? toRecord(rows[0]) : null;
}

/**
 * What the poller looks at: bookings awaiting payment, refunds left half-done, and bookings given
 * up within the last hour whose bank order might still be paid late.
 */
export async function bookingsToReconcile(sql: Sql, now: Date): Promise<BookingRecord[]> {
  const rows = await sql<Row[]>`
    select ${columns(sql)} from bookings
    where state in ('pending', 'refund_pending')
       or (state in ('expired', 'cancelled') and order_id is not null and payment_at is null
           and updated_at > ${new Date(now.getTime() - 3_600_000)})
    order by id`;
  return rows.map(toRecord);
}
