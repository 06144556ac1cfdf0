import { expect } from 'vitest';
import { at, day, stay } from '../../../test/clock';
import {
  APPROVED_CARD,
  bookToBank,
  payAtBank,
  registerGuest,
  singleFreeRoom,
} from '../../test/guest';
import { historyOf as trailOf } from '../../test/booking-history';
import { orderOf, refundingDeskSite } from '../../test/booking-setup';
import { SANDBOX_CREDENTIALS } from '../../test/test-app';
import { createBankGateway } from '../bank/gateway';

/**
 * A site of its own for a departure refund spec: the bank's `refund.do` counted, a bank that does
 * not answer to swap in, a desk session whose clock can move, and the bookings, requests and
 * reads the specs share. Each spec calls it once at its top, so each gets its own database.
 */
export async function departureRefundSite() {
  const desk = await refundingDeskSite('desk@example.com');
  const { site, db, poller, counting, moveTo, mutation } = desk;
  /** A bank nobody answers at (connection refused), spoken to over HTTP all the same. */
  const downBank = counting(
    createBankGateway({ baseUrl: 'http://127.0.0.1:9/', ...SANDBOX_CREDENTIALS, timeoutMs: 2000 }),
  );

  const checkOut = (id: number, departedOn: string, refundTenge: number) =>
    mutation('checkOut', { id, departedOn, refundTenge });

  /** A guest who paid online for `nights` from day `first`, checked in that day at 15:00. */
  async function paidOnlineAndArrived(email: string, first: number, nights: number) {
    await moveTo(at(0, '10:00'));
    const { typeId } = await singleFreeRoom(site, day(first), day(first + nights + 2));
    const form = await bookToBank(site, await registerGuest(site, email), {
      id: typeId,
      ...stay(first, nights),
    });
    await payAtBank(form, APPROVED_CARD);
    const orderId = orderOf(form);
    const [row] = await db.sql<{ id: string; room_part_tenge: string; amount_tenge: string }[]>`
      select id::text, room_part_tenge::text, amount_tenge::text from bookings where order_id = ${orderId}`;
    const id = Number(row?.id);
    await moveTo(at(first, '15:00'));
    expect((await mutation('checkIn', { id })).statusCode).toBe(200);
    return {
      id,
      form,
      orderId,
      roomPart: Number(row?.room_part_tenge),
      total: Number(row?.amount_tenge),
    };
  }

  const bookingRow = async (id: number) =>
    (
      await db.sql<
        { state: string; refunded_tenge: string; departure_refund_state: string | null }[]
      >`
      select state, refunded_tenge::text, departure_refund_state from bookings where id = ${id}`
    )[0];
  const ledgerOf = async (id: number) =>
    (
      await db.sql<
        { kind: string; amount_tenge: string; order_id: string | null; method: string | null }[]
      >`
      select kind, amount_tenge::text, order_id, method from ledger where booking_id = ${id} order by global_position, line`
    ).map((l) => ({
      kind: l.kind,
      amount: Number(l.amount_tenge),
      orderId: l.order_id,
      method: l.method,
    }));
  const historyOf = (id: number) => trailOf(db.sql, id);
  /** The poller resumes a refund left requested only once it is older than two minutes. */
  const pollLater = async (instant: string) => {
    site.setNow(instant);
    return poller.pollOnce();
  };
  return {
    ...desk,
    downBank,
    checkOut,
    paidOnlineAndArrived,
    bookingRow,
    ledgerOf,
    historyOf,
    pollLater,
  };
}
