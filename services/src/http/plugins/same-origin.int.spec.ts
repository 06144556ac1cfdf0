import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { buildApp } from '../app';
import pino from 'pino';

const { app, deps, baseUrl, session, authenticated } = await createTestApp();

const EVIL = 'https://evil.example';
const CROSS_SITE_EN = 'A request from another site was refused';

type Headers = Record<string, string>;

const loggedIn = (token: string) => authenticated({ authorization: `Bearer ${token}` });

const restLogout = (cookie: string, headers: Headers, method: 'GET' | 'HEAD' = 'GET') =>
  app.inject({ method, url: '/api/logout?l=en', headers: { cookie, ...headers } });

const trpcLogout = (cookie: string, headers: Headers, payload = '{}') =>
  app.inject({
    method: 'POST',
    url: '/trpc/auth.logout',
    headers: { cookie, 'x-lang': 'en', 'content-type': 'application/json', ...headers },
    payload,
  });

describe('state-changing requests from another site', () => {
  it('refuses a tRPC logout posted as a multipart form from another origin, and the session survives', async () => {
    const user = await session(1);
    const res = await trpcLogout(
      user.cookie,
      { origin: EVIL, 'content-type': 'multipart/form-data; boundary=x' },
      '--x--\r\n',
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({
      message: CROSS_SITE_EN,
      data: { code: 'FORBIDDEN', httpStatus: 403, path: 'auth.logout' },
    });
    expect(await loggedIn(user.token)).toBe(true);
  });

  it('refuses a tRPC mutation with JSON from another origin with FORBIDDEN in the chosen language', async () => {
    const user = await session(1);
    const res = await trpcLogout(user.cookie, { 'x-lang': 'ru', origin: EVIL });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Запрос с другого сайта отклонён');
    expect(await loggedIn(user.token)).toBe(true);
  });

  it('answers a refused tRPC batch with one error per call, as the batching client expects', async () => {
    const user = await session(1);
    const res = await trpcLogout(user.cookie, { 'sec-fetch-site': 'cross-site' });
    expect(res.statusCode).toBe(403);
    const batch = await app.inject({
      method: 'POST',
      url: '/trpc/auth.logout,auth.logout?batch=1',
      headers: {
        cookie: user.cookie,
        'x-lang': 'en',
        'content-type': 'application/json',
        'sec-fetch-site': 'cross-site',
      },
      payload: '{}',
    });
    expect(batch.statusCode).toBe(403);
    const calls = batch.json<{ error: { message: string; data: { path: string } } }[]>();
    expect(calls.map((c) => [c.error.message, c.error.data.path])).toEqual([
      [CROSS_SITE_EN, 'auth.logout'],
      [CROSS_SITE_EN, 'auth.logout'],
    ]);
    expect(await loggedIn(user.token)).toBe(true);
  });

  it.each([
    [
      'marked Sec-Fetch-Site: same-site (a sibling subdomain is another origin)',
      { 'sec-fetch-site': 'same-site' },
    ],
    ['with a foreign Referer and no Origin', { referer: `${EVIL}/page` }],
    [
      'with an opaque origin ("null", as sandboxed frames and some redirects send)',
      { origin: 'null' },
    ],
  ])('refuses a REST logout %s', async (_, headers) => {
    const user = await session(1);
    const res = await restLogout(user.cookie, headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: CROSS_SITE_EN });
    expect(await loggedIn(user.token)).toBe(true);
  });

  it('refuses a HEAD of a state-changing GET from another site (Fastify runs the GET handler for it)', async () => {
    const user = await session(1);
    const res = await restLogout(user.cookie, { 'sec-fetch-site': 'cross-site' }, 'HEAD');
    expect(res.statusCode).toBe(403);
    expect(await loggedIn(user.token)).toBe(true);
  });

  it('refuses a REST POST from another origin before its handler runs, in the language of ?l=', async () => {
    const user = await session(1);
    const res = await app.inject({
      method: 'POST',
      url: '/api/payment?l=ru',
      headers: { cookie: user.cookie, origin: EVIL },
      payload: {},
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'Запрос с другого сайта отклонён' });
  });

  it('refuses staff PUT and DELETE from another origin in Turkmen by default', async () => {
    const staff = await session(2);
    const requests = [
      { method: 'PUT', url: '/api/bookings/1/for-online/recep-status' },
      { method: 'DELETE', url: '/api/bookings/1/for-online' },
    ] as const;
    for (const { method, url } of requests) {
      const res = await app.inject({
        method,
        url,
        headers: { cookie: staff.cookie, referer: `${EVIL}/` },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: 'Başga saýtdan gelen haýyş ret edildi' });
    }
  });
});

describe('requests from our own site and from non-browser clients', () => {
  it.each([
    ['with our Origin', { origin: baseUrl }],
    ['marked Sec-Fetch-Site: same-origin', { 'sec-fetch-site': 'same-origin' }],
    ['marked Sec-Fetch-Site: none', { 'sec-fetch-site': 'none' }],
    ['with a Referer of our own pages and no other mark', { referer: `${baseUrl}/profile` }],
  ])('lets a logout through %s', async (_, headers) => {
    const user = await session(1);
    expect((await restLogout(user.cookie, headers)).statusCode).toBe(200);
    expect(await loggedIn(user.token)).toBe(false);
  });

  it('judges by Origin first: our Origin passes whatever a Referer says', async () => {
    const user = await session(1);
    expect(
      (await trpcLogout(user.cookie, { origin: baseUrl, referer: `${EVIL}/` })).statusCode,
    ).toBe(200);
    expect(await loggedIn(user.token)).toBe(false);
  });

  it('lets a client with none of the three marks through (curl, servers, bearer tokens)', async () => {
    const user = await session(1);
    const res = await app.inject({
      method: 'GET',
      url: '/api/logout',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(await loggedIn(user.token)).toBe(false);
  });

  it('leaves reads alone: a cross-site GET of a list is answered', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/room-types',
      headers: { origin: EVIL, 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe("the bank's ways in", () => {
  it('lets the bank send the guest back from its own site to the return address', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/payment/return?orderId=nope&lang=en',
      headers: { 'sec-fetch-site': 'cross-site', referer: 'https://bank.example/' },
    });
    expect(res.statusCode).toBe(303);
  });

  it("lets the bank's callback through from its own origin (its signature decides)", async () => {
    const withCallbacks = await buildApp(
      { ...deps, paymentCallbackKey: 'callback-key' },
      { logger: pino({ level: 'silent' }), clientDist: null },
    );
    try {
      const res = await withCallbacks.inject({
        method: 'POST',
        url: '/api/payment/callback?l=en',
        headers: {
          origin: 'https://bank.example',
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: 'mdOrder=x&status=1&checksum=bad',
      });
      expect(res.json()).toEqual({ error: 'You are not allowed to do this' });
    } finally {
      await withCallbacks.close();
    }
  });

  it("lets the sandbox bank's card form post as before", async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/sandbox-bank/payments/merchants/hotel/pay',
      headers: { origin: EVIL, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'mdOrder=unknown',
    });
    expect(res.statusCode).toBe(404);
  });
});
