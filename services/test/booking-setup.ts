import { afterAll, expect } from 'vitest';
import type { FolioView, PriceBreakdown } from '@hotel/contracts';
import { stay } from '../../test/clock';
import type { BankGateway } from '../src/bank/gateway';
import {
  APPROVED_CARD,
  bankOrder,
  bookToBank,
  GUEST,
  payAtBank,
  registerGuest,
  singleFreeRoom,
} from './guest';
import { openMailbox } from './mailbox';
import { createTestApp, type TestApp } from './test-app';
import { trpcMutation } from './trpc-requests';

/** The order id the bank's payment page names. */
export const orderOf = (formUrl: string) => new URL(formUrl).searchParams.get('mdOrder') ?? '';

/** The id of the booking the bank's payment page is for, from the read model. */
export async function bookingIdOf(site: Pick<TestApp, 'db'>, formUrl: string): Promise<number> {
  const [row] = await site.db.sql<
    { id: string }[]
  >`select id::text from bookings where order_id = ${new URL(formUrl).searchParams.get('mdOrder')}`;
  return Number(row?.id);
}

/** The booking the bank's payment page is for, from the read model: its id and the price it recorded. */
export async function pricedBookingOf(site: Pick<TestApp, 'db'>, formUrl: string) {
  const [row] = await site.db.sql<{ id: string; price: PriceBreakdown }[]>`
    select id::text, price from bookings where order_id = ${orderOf(formUrl)}`;
  if (!row) throw new Error(`no booking for ${formUrl}`);
  return { id: Number(row.id), price: row.price };
}

/** A guest's booking paid at the bank with the approved card; its id. */
export async function paidBookingId(
  site: TestApp,
  cookie: string,
  body: { id: number; checkin: string; checkout: string },
): Promise<number> {
  const form = await bookToBank(site, cookie, body);
  await payAtBank(form, APPROVED_CARD);
  return bookingIdOf(site, form);
}

/**
 * A new guest's booking of the one room a type has open for `nights` from day `first` (staff open
 * it first), left on the bank's page: the room, its type, the stay, the guest's cookie and the page.
 */
export async function onlyRoomBooking(site: TestApp, email: string, first: number, nights: number) {
  const { checkin, checkout } = stay(first, nights);
  const { roomId, typeId } = await singleFreeRoom(site, checkin, checkout);
  const guest = await registerGuest(site, email);
  const placed = await bookToBank(site, guest, { id: typeId, checkin, checkout });
  return { roomId, typeId, checkin, checkout, guest, placed };
}

/**
 * A staff member at the desk whose clock can move (the hotel's clock moves days ahead and they
 * log in again: sessions expire meanwhile), with their `staffBookings.*` calls.
 */
export async function deskStaff(site: TestApp, email: string) {
  let session = await site.session(2, email);
  const cookie = () => session.cookie;
  return {
    cookie,
    async moveTo(instant: string) {
      site.setNow(instant);
      session = await site.session(2, email);
    },
    ...staffBookingsCalls(site, cookie),
  };
}

/** The staff's `staffBookings.*` tRPC calls, made as whoever `cookie` names at the time. */
export function staffBookingsCalls(site: TestApp, cookie: () => string) {
  const mutation = (path: string, input: unknown, lang = 'en') =>
    trpcMutation(site, cookie(), `staffBookings.${path}`, input, lang);
  const query = async (path: string, input: unknown) => {
    const res = await site.app.inject({
      method: 'GET',
      url: `/trpc/staffBookings.${path}?input=${encodeURIComponent(JSON.stringify(input))}`,
      headers: { cookie: cookie(), 'x-lang': 'en' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().result.data;
  };
  const errorOf = async (path: string, input: unknown) => {
    const res = await mutation(path, input);
    return { status: res.statusCode, message: res.json().error?.message as string | undefined };
  };
  return { mutation, query, errorOf };
}

/**
 * The `staffBookings.create` input of a booking staff take at the desk on `room` for `nights`
 * from day `from`, paid in cash at reception: by phone (with the guest's phone number) or walk-in.
 */
export function deskBookingInput(booking: {
  room: number;
  from: number;
  nights: number;
  email: string;
  channel: 'phone' | 'walk_in';
  guests?: object[];
  language?: string;
}) {
  return {
    room_id: booking.room,
    ...stay(booking.from, booking.nights),
    guests: booking.guests ?? [GUEST],
    ...(booking.channel === 'phone' ? { phone: '+993 65 123456' } : {}),
    email: booking.email,
    language: booking.language ?? 'en',
    channel: booking.channel,
    payment: { kind: 'reception', method: 'cash' },
  };
}

/** A phone booking staff place (see `deskBookingInput`); its id and book number. */
export async function placeByPhone(
  mutation: ReturnType<typeof staffBookingsCalls>['mutation'],
  booking: Omit<Parameters<typeof deskBookingInput>[0], 'channel'>,
): Promise<{ bookingId: number; bookNumber: number }> {
  const res = await mutation('create', deskBookingInput({ ...booking, channel: 'phone' }));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.data.data as { bookingId: number; bookNumber: number };
}

/** The folio of a booking staff (`staffEmail`, at the desk) take by phone, as they read it. */
export async function phoneBookingFolio(
  site: TestApp,
  staffEmail: string,
  booking: Parameters<typeof placeByPhone>[1],
): Promise<FolioView> {
  const desk = await deskStaff(site, staffEmail);
  const { bookingId } = await placeByPhone(desk.mutation, booking);
  const res = await site.app.inject({
    method: 'GET',
    url: `/api/bookings/${bookingId}/folio`,
    headers: { cookie: desk.cookie() },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: FolioView }>().data;
}

/**
 * Every `refund.do` the application sends, counted through whichever gateway is in place: the
 * site's bank is wrapped at once, `counting` wraps another one to swap in.
 */
export function countedRefunds(site: TestApp) {
  const refundCalls: { orderId: string; amount: number }[] = [];
  const counting = (bank: BankGateway): BankGateway => ({
    ...bank,
    async refund(orderId, amount) {
      refundCalls.push({ orderId, amount });
      return bank.refund(orderId, amount);
    },
  });
  const sandbox = site.deps.bank;
  site.deps.bank = counting(sandbox);
  const callsFor = (orderId: string) => refundCalls.filter((c) => c.orderId === orderId);
  return { refundCalls, counting, sandbox, callsFor };
}

/**
 * A site of its own for a spec of the refunds staff give: its mail delivered to a mailbox, every
 * `refund.do` counted, and a staff member at the desk with their `staffBookings.*` mutations.
 */
export async function refundingDeskSite(staffEmail: string) {
  const site = await createTestApp();
  const { arrived, close } = await openMailbox(site);
  afterAll(close);
  const refunds = countedRefunds(site);
  const { cookie: staffCookie, moveTo, mutation } = await deskStaff(site, staffEmail);
  const { app, db, poller } = site;
  /** The bank was sent one `refund.do` of `amount` on the booking's order, and its order shows it. */
  async function expectRefundedOnce(booking: { orderId: string; form: string }, amount: number) {
    expect(refunds.callsFor(booking.orderId)).toEqual([{ orderId: booking.orderId, amount }]);
    expect(await bankOrder(site, booking.form)).toMatchObject({ refundedAmountMinor: amount });
  }
  return {
    site,
    app,
    db,
    poller,
    arrived,
    ...refunds,
    expectRefundedOnce,
    staffCookie,
    moveTo,
    mutation,
  };
}
