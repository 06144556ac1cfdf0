import { expect } from 'vitest';
import { cardExpiry } from '../../test/clock';
import type { TestApp } from './test-app';

export const APPROVED_CARD = '4111 1111 1111 1111';
export const DECLINED_CARD = '4000 0000 0000 0002';

export const GUEST = {
  full_name: 'Aýna Berdiýewa',
  passport_serial: 'BN',
  passport_number: '123456',
} as const;

/** Registers and logs in a guest through the REST API; returns the session cookie. */
export async function registerGuest(site: TestApp, email: string): Promise<string> {
  const password = 'caspian-sea-2026';
  const registered = await site.app.inject({
    method: 'POST',
    url: '/api/authentication',
    payload: { isLogin: false, email, password },
  });
  expect(registered.statusCode).toBe(200);
  const login = await site.app.inject({
    method: 'POST',
    url: '/api/authentication',
    payload: { isLogin: true, email, password },
  });
  const cookie = login.cookies.find((c) => c.name === 'hotel_session');
  if (!cookie) throw new Error(`login failed: ${login.body}`);
  return `hotel_session=${cookie.value}`;
}

/** POST /api/payment for a room type; returns the parsed answer and status. */
export async function book(
  site: TestApp,
  cookie: string,
  body: { id: number; checkin: string; checkout: string; guests?: object[] },
) {
  const res = await site.app.inject({
    method: 'POST',
    url: '/api/payment?l=en',
    headers: { cookie },
    payload: { guests: [GUEST], ...body },
  });
  return {
    status: res.statusCode,
    body: res.json() as { message?: string; url?: string; error?: string },
  };
}

/**
 * Books and returns the bank's payment page. An answer without one (a refusal, the bank being
 * unreachable) fails right here with the server's status and body, never later as `''`.
 */
export async function bookToBank(
  site: TestApp,
  cookie: string,
  body: { id: number; checkin: string; checkout: string; guests?: object[] },
): Promise<string> {
  const res = await book(site, cookie, body);
  if (res.status !== 200 || typeof res.body.url !== 'string' || !URL.canParse(res.body.url)) {
    throw new Error(
      `the booking got no payment page: HTTP ${res.status} ${JSON.stringify(res.body)}`,
    );
  }
  return res.body.url;
}

/**
 * What a guest's browser does at the bank: opens the hosted page (real HTTP), submits the card
 * form, follows the bank's redirect to our return URL, and lands on the main page with a message.
 */
export async function payAtBank(
  formUrl: string,
  pan: string,
): Promise<{ page: string; message: string; returnUrl: string }> {
  if (!URL.canParse(formUrl))
    throw new Error(`payAtBank needs the bank's payment page, got ${JSON.stringify(formUrl)}`);
  const page = await fetch(formUrl).then((r) => r.text());
  const orderId = new URL(formUrl).searchParams.get('mdOrder') ?? '';
  const submitted = await fetch(new URL('/sandbox-bank/payments/merchants/hotel/pay', formUrl), {
    method: 'POST',
    body: new URLSearchParams({
      mdOrder: orderId,
      cardholder: 'AYNA BERDIYEVA',
      pan,
      expiry: cardExpiry(),
      cvc: '123',
    }),
    redirect: 'manual',
  });
  expect(submitted.status).toBe(303);
  const returnUrl = submitted.headers.get('location') ?? '';
  const back = await fetch(returnUrl, { redirect: 'manual' });
  expect(back.status).toBe(303);
  const landing = back.headers.get('location') ?? '';
  expect(landing.startsWith('/#?message=')).toBe(true);
  return { page, message: decodeURIComponent(landing.slice('/#?message='.length)), returnUrl };
}

/**
 * A room type with exactly one room open online on the given dates: staff expose one room of a
 * type that has nothing open then (dates beyond the demo's 90-day windows).
 */
export async function singleFreeRoom(
  site: TestApp,
  checkin: string,
  checkout: string,
): Promise<{ roomId: number; typeId: number }> {
  const [room] = await site.db.sql<{ id: number; room_types_id: number }[]>`
    select r.id, r.room_types_id from rooms r
    where r.status = 1 and not exists (
      select 1 from rooms o join calendar_entries c on c.room_id = o.id
      where o.room_types_id = r.room_types_id and c.active
        and c.checkout > ${checkin}::date and c.checkin < ${checkout}::date)
    order by r.id limit 1`;
  if (!room) throw new Error('no room type is wholly closed on these dates');
  const admin = await site.session(2);
  const exposed = await site.app.inject({
    method: 'POST',
    url: '/api/set-room-for-online',
    headers: { cookie: admin.cookie },
    payload: { room_id: room.id, checkin, checkout },
  });
  expect(exposed.statusCode).toBe(200);
  // Read-your-writes gives up after its wait on a loaded machine: the read models must hold the
  // window before a spec stops the projector, or the booking finds no room free. (A loop, not
  // expect.poll: specs call this outside a test too, in their set-up.)
  const searchFinds = async () => {
    const res = await site.app.inject({ method: 'POST', url: '/api/search-room', payload: { checkin, checkout } });
    return ((res.json() as { data?: { id: number }[] }).data ?? []).some((type) => type.id === room.room_types_id);
  };
  for (let waited = 0; !(await searchFinds()); waited += 100) {
    if (waited >= 20_000) throw new Error(`room ${room.id} is not open online from ${checkin} in the read models`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { roomId: room.id, typeId: room.room_types_id };
}

/** The sandbox bank's own record of an order (what the bank would report). */
export async function bankOrder(site: TestApp, formUrl: string) {
  const orderId = new URL(formUrl).searchParams.get('mdOrder') ?? '';
  return site.deps.bank.orderStatus({ orderId });
}
