import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
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

const LINK_TOKEN = /[?&]token=([A-Za-z0-9_-]{43})/;

/**
 * The secret of the newest link mailed to the address (the outbox keeps the mail in the same
 * transaction as the link, so it is there when the request that caused it has answered).
 */
export async function mailedToken(
  site: Pick<TestApp, 'db'>,
  email: string,
  kind: 'verifyEmail' | 'passwordReset',
): Promise<string> {
  const [mail] = await site.db.sql<{ text_body: string }[]>`
    select text_body from mail_outbox where recipient = ${email} and kind = ${kind} order by id desc limit 1`;
  const token = LINK_TOKEN.exec(mail?.text_body ?? '')?.[1];
  if (!token) throw new Error(`no ${kind} link mailed to ${email}`);
  return token;
}

/**
 * The newest link of `kind` mailed to the address as an `.eml` file in `dir` (a server without
 * SMTP keeps its mails there), read back as a mail program would: waits until it is written,
 * calling `deliver` (a sender's round) before each look when given.
 */
export async function emlLink(
  dir: string,
  email: string,
  kind: 'verifyEmail' | 'passwordReset',
  deliver?: () => Promise<unknown>,
): Promise<string> {
  for (;;) {
    await deliver?.();
    const names = (await readdir(dir).catch(() => [] as string[]))
      .filter((name) => name.endsWith(`-${kind}.eml`))
      .sort()
      .reverse();
    for (const name of names) {
      const mail = await simpleParser(await readFile(join(dir, name)));
      const link = /https?:\/\/\S+?[?&]token=[A-Za-z0-9_-]{43}/.exec(mail.text ?? '')?.[0];
      const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
      if (link && to.some((address) => address.value.some((one) => one.address === email)))
        return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The secret of the newest link of `kind` mailed to the address as an `.eml` file in `dir`. */
export async function emlToken(
  dir: string,
  email: string,
  kind: 'verifyEmail' | 'passwordReset',
): Promise<string> {
  return new URL(await emlLink(dir, email, kind)).searchParams.get('token') ?? '';
}

/**
 * Registers over real HTTP, confirms the address with the token `mailed` finds, and logs in;
 * returns the session cookie (for specs that run the server as a process of its own).
 */
export async function registerOverHttp(
  base: string,
  email: string,
  mailed: () => Promise<string>,
): Promise<string> {
  const post = (path: string, body: object) =>
    fetch(`${base}${path}?l=en`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const password = 'caspian-sea-2026';
  expect((await post('/api/authentication', { isLogin: false, email, password })).status).toBe(200);
  expect((await post('/api/verify-email', { token: await mailed() })).status).toBe(200);
  const session = (await post('/api/authentication', { isLogin: true, email, password })).headers
    .getSetCookie()
    .find((c) => c.startsWith('hotel_session='));
  if (!session) throw new Error('no session cookie');
  return session.split(';')[0] ?? '';
}

/**
 * Books the demo's room type 3 for `dates` over real HTTP as the guest of `cookie`; returns the
 * bank's payment page the guest is sent to (for specs that run the server as a process of its own).
 */
export async function bookOverHttp(
  base: string,
  cookie: string,
  dates: { checkin: string; checkout: string },
): Promise<string> {
  const placed = await fetch(`${base}/api/payment?l=en`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ id: 3, ...dates, guests: [GUEST] }),
  });
  const body = (await placed.json()) as { url?: string };
  expect(placed.status, JSON.stringify(body)).toBe(200);
  return body.url ?? '';
}

/** What the guest does with the registration mail: opens its link (the site posts its secret). */
export async function confirmMailedAddress(
  site: Pick<TestApp, 'app' | 'db'>,
  email: string,
): Promise<void> {
  const verified = await site.app.inject({
    method: 'POST',
    url: '/api/verify-email',
    payload: { token: await mailedToken(site, email, 'verifyEmail') },
  });
  expect(verified.statusCode).toBe(200);
}

/** Registers, confirms the address from its mail and logs in a guest through the REST API; returns the session cookie. */
export async function registerGuest(site: TestApp, email: string): Promise<string> {
  const password = 'caspian-sea-2026';
  const registered = await site.app.inject({
    method: 'POST',
    url: '/api/authentication',
    payload: { isLogin: false, email, password },
  });
  expect(registered.statusCode).toBe(200);
  await confirmMailedAddress(site, email);
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
  body: { id: number; checkin: string; checkout: string; guests?: object[]; promo_code?: string },
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
  body: { id: number; checkin: string; checkout: string; guests?: object[]; promo_code?: string },
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
  return { page, message: landedMessage(back.headers.get('location')), returnUrl };
}

/**
 * The message the bank's return sends the guest to the main page with (`/?lang=xx#?message=…`,
 * the page in the message's language); fails on any other address.
 */
export function landedMessage(location: string | null | undefined): string {
  const landing = /^\/\?lang=(tm|ru|en)#\?message=(.*)$/.exec(location ?? '');
  expect(landing, location ?? 'no location').not.toBeNull();
  return decodeURIComponent(landing?.[2] ?? '');
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
    const res = await site.app.inject({
      method: 'POST',
      url: '/api/search-room',
      payload: { checkin, checkout },
    });
    return ((res.json() as { data?: { id: number }[] }).data ?? []).some(
      (type) => type.id === room.room_types_id,
    );
  };
  for (let waited = 0; !(await searchFinds()); waited += 100) {
    if (waited >= 20_000)
      throw new Error(`room ${room.id} is not open online from ${checkin} in the read models`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { roomId: room.id, typeId: room.room_types_id };
}

/** The sandbox bank's own record of an order (what the bank would report). */
export async function bankOrder(site: TestApp, formUrl: string) {
  const orderId = new URL(formUrl).searchParams.get('mdOrder') ?? '';
  return site.deps.bank.orderStatus({ orderId });
}
