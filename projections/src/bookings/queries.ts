import type { BookingChannel, ReceptionMethod } from '@hotel/contracts';
import type postgres from 'postgres';
import type { BookingState, GuestRow } from './booking-record';

/** Where a booking stands, read: the stored `online` is `paid`. */
export type BookingRowState = Exclude<BookingState, 'online'> | 'paid';

/** A booking of the `bookings` read model. */
export interface BookingRow {
  id: number;
  roomId: number;
  /** Null: taken by staff for a guest without an account. */
  userId: number | null;
  email: string;
  bookNumber: number;
  state: BookingRowState;
  checkin: string;
  checkout: string;
  amountTenge: number;
  roomPartTenge: number;
  /** What a guest's cancel before arrival gives back once paid, by the terms it was sold under. */
  guestRefundTenge: number;
  refundedTenge: number;
  guests: GuestRow[];
  paymentAt: Date | null;
  /** Staff marked the guests as at reception (the stored `reception_status` 1). */
  arrived: boolean;
  canceledAt: Date | null;
  orderId: string | null;
  orderNumber: string | null;
  /** The bank's payment page of the order, once registered. */
  formUrl: string | null;
  paymentDeadline: Date;
  updatedAt: Date;
  /** Reception's check-in and check-out; null until then. */
  checkedInAt: Date | null;
  checkedOutAt: Date | null;
  /** After an early departure: the checkout booked (`checkout` is the day they left). */
  bookedCheckout: string | null;
  departureRefundTenge: number;
  channel: BookingChannel;
  /** The staff member (e-mail) who took a phone or walk-in booking. */
  bookedBy: string | null;
  /** Paid at reception: how; null when paid through the bank (or not paid). */
  paymentMethod: ReceptionMethod | null;
  /** The version staff read it at (contracts' bookingVersion); null until the projector gave it one. */
  version: string | null;
  /** A staff cancel's reason, and the e-mail of the staff member who cancelled it or marked the no-show. */
  cancelReason: string | null;
  cancelledBy: string | null;
  /** A staff cancel's money back through the bank: where it stands; null when none is owed. */
  staffRefundState: 'requested' | 'sent' | 'failed' | null;
  /** The phone number a staff booking was taken with. */
  phone: string | null;
  /**
   * The folio's balance (projections/src/folio): due, or negative a credit. Kept beside the
   * ledger (`ledger_bookings`); 0 until the ledger's projector has seen the booking.
   */
  balanceTenge: number;
  /**
   * Everything paid for it (its folio's payments: online and at the desk), beside the ledger; until
   * the ledger's projector has seen the booking, the amount paid online once paid, else 0.
   */
  paidTenge: number;
}

interface Row {
  id: string;
  room_id: number;
  user_id: number | null;
  email: string;
  book_number: number;
  state: BookingState;
  checkin: string;
  checkout: string;
  amount_tenge: string;
  room_part_tenge: string;
  guest_refund_tenge: string;
  refunded_tenge: string;
  guests: BookingRow['guests'];
  payment_at: Date | null;
  reception_status: number;
  canceled_at: Date | null;
  order_id: string | null;
  order_number: string | null;
  form_url: string | null;
  payment_deadline: Date;
  updated_at: Date;
  checked_in_at: Date | null;
  checked_out_at: Date | null;
  booked_checkout: string | null;
  departure_refund_tenge: string;
  channel: BookingChannel;
  booked_by: string | null;
  payment_method: ReceptionMethod | null;
  version: string | null;
  cancel_reason: string | null;
  cancelled_by: string | null;
  staff_refund_state: BookingRow['staffRefundState'];
  phone: string | null;
  balance_tenge: string;
  paid_tenge: string;
}

const toRow = (r: Row): BookingRow => ({
  id: Number(r.id),
  roomId: r.room_id,
  userId: r.user_id,
  email: r.email,
  bookNumber: r.book_number,
  state: r.state === 'online' ? 'paid' : r.state,
  checkin: r.checkin,
  checkout: r.checkout,
  amountTenge: Number(r.amount_tenge),
  roomPartTenge: Number(r.room_part_tenge),
  guestRefundTenge: Number(r.guest_refund_tenge),
  refundedTenge: Number(r.refunded_tenge),
  guests: r.guests,
  paymentAt: r.payment_at,
  arrived: r.reception_status === 1,
  canceledAt: r.canceled_at,
  orderId: r.order_id,
  orderNumber: r.order_number,
  formUrl: r.form_url,
  paymentDeadline: r.payment_deadline,
  updatedAt: r.updated_at,
  checkedInAt: r.checked_in_at,
  checkedOutAt: r.checked_out_at,
  bookedCheckout: r.booked_checkout,
  departureRefundTenge: Number(r.departure_refund_tenge),
  channel: r.channel,
  bookedBy: r.booked_by,
  paymentMethod: r.payment_method,
  version: r.version,
  cancelReason: r.cancel_reason,
  cancelledBy: r.cancelled_by,
  staffRefundState: r.staff_refund_state,
  phone: r.phone,
  balanceTenge: Number(r.balance_tenge),
  paidTenge: Number(r.paid_tenge),
});

const columns = (sql: postgres.Sql) => sql`
  id::text, room_id, user_id, email, book_number, state, checkin::text, checkout::text, amount_tenge::text,
  room_part_tenge::text, coalesce((price->>'guestRefundTenge')::bigint, room_part_tenge)::text as guest_refund_tenge, refunded_tenge::text, guests, payment_at, reception_status, canceled_at,
  order_id, order_number, form_url, payment_deadline, updated_at, channel, booked_by, payment_method,
  checked_in_at, checked_out_at, booked_checkout::text, departure_refund_tenge::text, version,
  cancel_reason, cancelled_by->>'email' as cancelled_by, staff_refund_state, phone,
  coalesce((select f.balance_tenge from ledger_bookings f where f.booking_id = bookings.id), 0)::text as balance_tenge,
  coalesce((select f.paid_tenge from ledger_bookings f where f.booking_id = bookings.id),
    case when payment_at is null then 0 else amount_tenge end)::text as paid_tenge`;

/** Staff lists: paid (online) first, then check-in descending. */
const staffOrder = (sql: postgres.Sql) =>
  sql`order by (state = 'online') desc, bookings.checkin desc, bookings.id desc`;

export type StaffList = 'active' | 'reception' | 'canceled' | 'archive';

/** The staff's booking lists; `today` is the hotel's calendar date. */
export async function staffBookings(
  sql: postgres.Sql,
  list: StaffList,
  today: string,
): Promise<BookingRow[]> {
  const where = {
    active: sql`state in ('pending', 'online', 'refund_pending') and checkout >= ${today}::date`,
    // At reception: arrived and not gone yet.
    reception: sql`state = 'online' and reception_status = 1 and checked_out_at is null and checkout >= ${today}::date`,
    canceled: sql`state in ('cancelled', 'refunded', 'no_show')`,
    archive: sql`state in ('online', 'refund_pending') and checkout < ${today}::date`,
  }[list];
  const rows = await sql<
    Row[]
  >`select ${columns(sql)} from bookings where ${where} ${staffOrder(sql)}`;
  return rows.map(toRow);
}

/** Arriving on `date` (the desk's arrivals): holding its room, awaiting payment or paid, not checked in. */
export const arrivingOn = (sql: postgres.Sql, date: string) =>
  sql`(state in ('pending', 'online') and checked_in_at is null and checkin = ${date}::date)`;

/** In house the night of `date` (the desk's in-house list): checked in, not out, that night in the stay. */
export const inHouseOn = (sql: postgres.Sql, date: string) =>
  sql`(checked_in_at is not null and checked_out_at is null and checkin <= ${date}::date and checkout > ${date}::date)`;

/** The front desk's day: arrivals, departures and who stays the night (docs/front-desk.md, "Today"). */
export interface DeskDay {
  arrivals: BookingRow[];
  departures: BookingRow[];
  inHouse: BookingRow[];
}

/**
 * The desk's lists for hotel day `date`, `today` being the hotel's date now. A booking holds its
 * room for the desk while awaiting payment or paid (`pending`, `online`); a guest's refund under
 * way (`refund_pending`) is a stay given up, and cancelled, no-show, failed and expired ones are
 * gone. Arrivals: those checking in on `date` not checked in yet. Departures: checked in, not out,
 * leaving on `date` (and, looking at today, those whose check-out day passed: still to check out).
 * In house: checked in, not out, sleeping there the night of `date`. Ordered by room then id.
 */
export async function deskDay(sql: postgres.Sql, date: string, today: string): Promise<DeskDay> {
  const rows = await sql<(Row & { list: 'arrival' | 'departure' | 'in_house' })[]>`
    select ${columns(sql)}, case
      when checked_in_at is null then 'arrival'
      when checkout <= ${date}::date then 'departure'
      else 'in_house' end as list
    from bookings
    where ${arrivingOn(sql, date)}
       or (checked_in_at is not null and checked_out_at is null and (
            checkout = ${date}::date
            or (${date}::date = ${today}::date and checkout < ${date}::date)))
       or ${inHouseOn(sql, date)}
    order by room_id, id`;
  const of = (list: string) => rows.filter((r) => r.list === list).map(toRow);
  return { arrivals: of('arrival'), departures: of('departure'), inHouse: of('in_house') };
}

/**
 * A guest's own bookings (those that ever held a room for them, including those whose payment was
 * declined or came too late: the guest tried to book and must see what became of it), newest
 * check-in first.
 */
export async function guestBookings(sql: postgres.Sql, userId: number): Promise<BookingRow[]> {
  const rows = await sql<Row[]>`
    select ${columns(sql)} from bookings
    where user_id = ${userId} and state in ('pending', 'online', 'refund_pending', 'cancelled', 'refunded', 'failed', 'expired')
    order by bookings.checkin desc, bookings.id desc`;
  return rows.map(toRow);
}

export async function bookingById(sql: postgres.Sql, id: number): Promise<BookingRow | null> {
  const [row] = await bookingsByIds(sql, [id]);
  return row ?? null;
}

/** The bookings of `ids` there are, in no particular order. */
export async function bookingsByIds(
  sql: postgres.Sql,
  ids: readonly number[],
): Promise<BookingRow[]> {
  if (ids.length === 0) return [];
  const rows = await sql<
    Row[]
  >`select ${columns(sql)} from bookings where id = any(${ids as number[]}::bigint[])`;
  return rows.map(toRow);
}

export async function bookingByOrder(
  sql: postgres.Sql,
  orderId: string,
): Promise<BookingRow | null> {
  const rows = await sql<Row[]>`select ${columns(sql)} from bookings where order_id = ${orderId}`;
  return rows[0] ? toRow(rows[0]) : null;
}

/**
 * What the payment poller looks at: bookings awaiting payment, refunds left half-done, and
 * bookings given up within the last hour whose bank order might still be paid late.
 */
export async function bookingsToReconcile(sql: postgres.Sql, now: Date): Promise<BookingRow[]> {
  const rows = await sql<Row[]>`
    select ${columns(sql)} from bookings
    where state in ('pending', 'refund_pending')
       or (state in ('expired', 'cancelled') and order_id is not null and payment_at is null
           and updated_at > ${new Date(now.getTime() - 3_600_000)})
    order by bookings.id`;
  return rows.map(toRow);
}
