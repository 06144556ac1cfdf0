import type { FolioView } from '@hotel/contracts';
import { at } from '../../../test/clock';
import { APPROVED_CARD, payAtBank } from '../../test/guest';
import {
  onlyRoomBooking,
  orderOf,
  placeByPhone,
  refundingDeskSite,
} from '../../test/booking-setup';
import { closedRoomId } from '../../test/test-app';

export const MANAGER = 'manager@example.com';

export type Refund = 'none' | 'full' | { amount: number };

/**
 * A site of its own for a staff-cancel spec: the app with the bank's `refund.do` counted, a
 * manager's session whose clock can move, and the bookings, requests and reads the specs share.
 * Each spec calls it once at its top, so each gets its own database.
 */
export async function staffCancelSite() {
  const desk = await refundingDeskSite(MANAGER);
  const { site, app, db, staffCookie, moveTo, mutation } = desk;

  const cancel = (
    id: number,
    refund: Refund,
    lang = 'en',
    reason = 'The guest called: plans changed',
  ) =>
    app.inject({
      method: 'POST',
      url: `/api/bookings/${id}/cancel?l=${lang}`,
      headers: { cookie: staffCookie() },
      payload: { reason, refund },
    });
  const noShow = (id: number, lang = 'en') =>
    app.inject({
      method: 'POST',
      url: `/api/bookings/${id}/no-show?l=${lang}`,
      headers: { cookie: staffCookie() },
    });

  /** A guest's online booking of the one room open for its type, on the bank's page (paid when `pay`). */
  async function onlineBooking(email: string, first: number, nights: number, pay: boolean) {
    await moveTo(at(0, '10:00'));
    const { typeId, roomId, placed: form } = await onlyRoomBooking(site, email, first, nights);
    if (pay) await payAtBank(form, APPROVED_CARD);
    const orderId = orderOf(form);
    const [row] = await db.sql<{ id: string; amount_tenge: string; book_number: number }[]>`
      select id::text, amount_tenge::text, book_number from bookings where order_id = ${orderId}`;
    return {
      id: Number(row?.id),
      form,
      orderId,
      typeId,
      roomId,
      total: Number(row?.amount_tenge),
      bookNumber: row?.book_number,
    };
  }

  /** A booking staff took by phone in a room no for-online block opens, paid at the desk in cash. */
  async function phoneBooking(email: string, first: number, nights: number, language = 'en') {
    const { bookingId: id } = await placeByPhone(mutation, {
      room: await closedRoomId(site.deps),
      from: first,
      nights,
      email,
      language,
    });
    const [row] = await db.sql<
      { amount_tenge: string; book_number: number }[]
    >`select amount_tenge::text, book_number from bookings where id = ${id}`;
    return { id, total: Number(row?.amount_tenge), bookNumber: row?.book_number };
  }

  const bookingRow = async (id: number) =>
    (
      await db.sql<
        { state: string; refunded_tenge: string }[]
      >`select state, refunded_tenge::text from bookings where id = ${id}`
    )[0];
  const ledgerOf = async (id: number) =>
    (
      await db.sql<
        {
          kind: string;
          amount_tenge: string;
          order_id: string | null;
          method: string | null;
          actor: { email?: string } | string;
        }[]
      >`
      select kind, amount_tenge::text, order_id, method, actor from ledger where booking_id = ${id} order by global_position, line`
    ).map((l) => ({
      kind: l.kind,
      amount: Number(l.amount_tenge),
      orderId: l.order_id,
      method: l.method,
      by: typeof l.actor === 'object' ? l.actor.email : l.actor,
    }));
  /** The booking's folio as staff see it. */
  const folioOf = async (id: number) =>
    (
      await app.inject({
        method: 'GET',
        url: `/api/bookings/${id}/folio`,
        headers: { cookie: staffCookie() },
      })
    ).json<{ data: FolioView }>().data;
  const activeOnCalendar = async (id: number) =>
    (await db.sql<{ active: boolean }[]>`select active from calendar_entries where id = ${id}`)[0]
      ?.active;
  return {
    ...desk,
    cancel,
    noShow,
    onlineBooking,
    phoneBooking,
    bookingRow,
    ledgerOf,
    folioOf,
    activeOnCalendar,
  };
}
