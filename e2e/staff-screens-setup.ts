import { STAFF_ROLE_IDS } from '@hotel/contracts';
import { afterAll, expect } from 'vitest';
import { at, day, stay } from '../test/clock';
import {
  APPROVED_CARD,
  bookToBank,
  payAtBank,
  registerGuest,
  singleFreeRoom,
} from '../services/test/guest';
import { openMailbox } from '../services/test/mailbox';
import { cancelOverRest } from '../services/test/rest-requests';
import { trpcMutation } from '../services/test/trpc-requests';
import { startSite } from './browser';
import type { StaffScreen } from './staff-screens';
import { loneClosedRoom, paidBooking } from './staff-session';

/*
 * A hotel's day for the staff screens' scans, made through the app's own API as guests and the
 * desk would make it: every list has rows, badges and buttons to measure and to hold to axe.
 * A stay is over and paid, one leaves today owing its minibar; a guest arrives today, another is
 * in house since this morning, one cancelled; a phone booking arrives to pay at reception; a
 * review waits for approval; the manager set a season and a promo code; the guests' mails went
 * out.
 */
export const { site, browser } = await startSite();
// Before any booking: the mails of the day are sent to a real SMTP server, so the mail list shows
// them sent.
const mailbox = await openMailbox(site);
afterAll(mailbox.close);

const desk = await site.session(STAFF_ROLE_IDS.reception, 'screens-desk@example.com');

/** Checks the guests of booking `id` in, as reception does on arrival. */
async function checkIn(id: number): Promise<void> {
  const res = await trpcMutation(site, desk.cookie, 'staffBookings.checkIn', { id });
  expect(res.statusCode, res.body).toBe(200);
}

/** Checks the guests of booking `id` out on day `n`, as reception does when they leave. */
async function checkOut(id: number, n: number): Promise<void> {
  const res = await trpcMutation(site, desk.cookie, 'staffBookings.checkOut', {
    id,
    departedOn: day(n),
    refundTenge: 0,
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** Posts an extra on booking `id`'s folio at the desk, and takes `paid` TMT of it when asked. */
async function extra(id: number, description: string, amount: number, paid = 0): Promise<void> {
  const charge = await site.app.inject({
    method: 'POST',
    url: `/api/bookings/${id}/charges`,
    headers: { cookie: desk.cookie },
    payload: { description, amount },
  });
  expect(charge.statusCode, charge.body).toBe(200);
  if (paid === 0) return;
  const payment = await site.app.inject({
    method: 'POST',
    url: `/api/bookings/${id}/payments`,
    headers: { cookie: desk.cookie },
    payload: { method: 'card_terminal', amount: paid },
  });
  expect(payment.statusCode, payment.body).toBe(200);
}

/**
 * A guest's paid stay of two nights from day `from` (in the past), in a room staff opened online
 * for it, checked in on its first afternoon; the clock stays there.
 */
async function pastStay(from: number, name: string) {
  site.setNow(at(from, '10:00'));
  const { typeId } = await singleFreeRoom(site, day(from), day(from + 2));
  const booked = await paidBooking(site, `screens-${name.toLowerCase()}@example.com`, {
    typeId,
    from,
    nights: 2,
    guestName: `Merdan ${name}`,
  });
  site.setNow(at(from, '15:00'));
  await checkIn(booked.id);
  return booked;
}

// The days before, in their order: one stay came three days ago, had dinner, paid and left
// yesterday (the archive); another came two days ago, leaves today and still owes its minibar.
const left = await pastStay(-3, 'Left');
await extra(left.id, 'Dinner', 120, 120);
const leaving = await pastStay(-2, 'Leaving');
await extra(leaving.id, 'Minibar', 45.5);
site.setNow(at(-1, '10:00'));
await checkOut(left.id, -1);
site.setNow(at(0, '10:00'));

/** A room type sold online with rooms enough for today's stays side by side. */
const [type] = await site.db.sql<{ id: number }[]>`
  select id from room_types where status = 1 and rooms_count > 2 order by id limit 1`;
if (!type) throw new Error('the demo hotel has no room type with three rooms');
const arriving = await paidBooking(site, 'screens-arriving@example.com', {
  typeId: type.id,
  from: 0,
  nights: 2,
  guestName: 'Jeren Arriving',
});
const inHouse = await paidBooking(site, 'screens-in-house@example.com', {
  typeId: type.id,
  from: 0,
  nights: 3,
  guestName: 'Aýna In-house',
});
await checkIn(inHouse.id);

// A guest who paid, then cancelled for the money back.
const cancelling = await registerGuest(site, 'screens-cancelled@example.com');
const form = await bookToBank(site, cancelling, { id: type.id, ...stay(5, 2) });
await payAtBank(form, APPROVED_CARD);
const [cancelled] = await site.db.sql<{ id: string; book_number: number }[]>`
  select id::text, book_number from bookings where order_id = ${new URL(form).searchParams.get('mdOrder') ?? ''}`;
if (!cancelled) throw new Error('the booking to cancel is not in the read model');
const cancel = await cancelOverRest(site, cancelling, cancelled.id, 'refund');
expect(cancel.statusCode, cancel.body).toBe(200);

// Taken on the phone, arriving today, to be paid in cash at reception when the guests come.
const phoneRoom = await loneClosedRoom(site);
const phone = await trpcMutation(site, desk.cookie, 'staffBookings.create', {
  room_id: phoneRoom.id,
  ...stay(0, 2),
  guests: [{ full_name: 'Batyr Phone', passport_serial: 'AS', passport_number: '135790' }],
  email: 'screens-phone@example.com',
  phone: '+993 65 444444',
  language: 'ru',
  channel: 'phone',
  payment: { kind: 'reception', method: 'cash' },
});
expect(phone.statusCode, phone.body).toBe(200);

// A guest's review, waiting for staff to approve it.
const reviewer = await site.session(1, 'screens-reviewer@example.com');
const review = await trpcMutation(site, reviewer.cookie, 'reviews.post', {
  rating: 4,
  author: 'Aýna',
  text: 'A quiet room facing the sea, and breakfast served on the terrace.',
});
expect(review.statusCode, review.body).toBe(200);

// The manager's prices: a season of the type's nights from day 10, and a promo code.
const manager = await site.session(STAFF_ROLE_IDS.manager, 'screens-manager@example.com');
const season = await trpcMutation(site, manager.cookie, 'staffRates.set', {
  room_types_id: type.id,
  from: day(10),
  to: day(20),
  price: 950,
  weekend_price: 1100,
  min_stay: 2,
});
expect(season.statusCode, season.body).toBe(200);
const promo = await trpcMutation(site, manager.cookie, 'staffPromoCodes.create', {
  code: 'CASPIAN10',
  percent: 10,
  arrival_from: day(0),
  arrival_to: day(30),
  max_uses: 20,
});
expect(promo.statusCode, promo.body).toBe(200);

await mailbox.arrived('screens-arriving@example.com', /./);

/**
 * What a screen shows of the day made here (in any language): the scans look at the day, never at
 * empty lists.
 */
export const SEEN: Partial<Record<StaffScreen, string>> = {
  '/a': 'Merdan Leaving',
  '/a/bookings': String(arriving.bookNumber),
  '/a/bookings/r': String(inHouse.bookNumber),
  '/a/bookings/c': String(cancelled.book_number),
  '/a/bookings/a': String(left.bookNumber),
  '/a/rooms/online': 'Aýna In-house',
  '/a/rates': 'CASPIAN10',
  '/a/clients': 'screens-left@example.com',
  '/a/mail': 'screens-phone@example.com',
  '/a/reviews': 'screens-reviewer@example.com',
  '/a/audit': desk.email,
  '/a/ledger': desk.email,
  '/a/balances': 'Merdan Leaving',
  '/a/staff-accounts': desk.email,
};
