import { describe, expect, it } from 'vitest';
import { day } from '../../../test/clock';
import { createTestApp } from '../../test/test-app';

const { app, session, deps } = await createTestApp();
// Staff event streams end at once, as in the fuzzer's server: each comes back as a whole answer.
deps.staffEvents = { lifetimeMs: 50 };

/** Every documented REST endpoint (GET and HEAD of static files excluded). */
const endpoints = app.routeTable
  .filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD')
  .map((r) => ({
    method: r.method as 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: r.url.replace(/:id/g, '1'),
  }));

const badJsonBodies: [string, string][] = [
  ['null', 'null'],
  ['an array', '[1,2,3]'],
  ['a string', '"hello"'],
  ['a number', '42'],
  ['an empty object', '{}'],
  [
    'wrong types everywhere',
    JSON.stringify({
      id: 'x',
      room_id: [],
      checkin: 5,
      checkout: {},
      email: 7,
      password: null,
      isLogin: 'yes',
      guests: 'many',
      start_date: true,
      payment_timeout: 'soon',
      room_number: { a: 1 },
      name: 3,
    }),
  ],
  ['broken JSON', '{"checkin": '],
  ['deep nesting', `${'['.repeat(2000)}${']'.repeat(2000)}`],
];

describe('malformed input never causes a 5xx', () => {
  it('knows the REST surface it checks', () => {
    expect(endpoints.length).toBeGreaterThanOrEqual(28);
  });

  for (const endpoint of endpoints) {
    const withBody = endpoint.method === 'POST' || endpoint.method === 'PUT';
    it(`${endpoint.method} ${endpoint.url} answers bad input with a localized 4xx`, async () => {
      const bodies = withBody ? badJsonBodies : [['no body', ''] as [string, string]];
      // Fresh sessions for each endpoint: /api/logout revokes the ones it is called with.
      for (const { cookie } of [await session(2), await session(1)]) {
        for (const [, payload] of bodies) {
          const res = await app.inject({
            method: endpoint.method,
            url: `${endpoint.url}${endpoint.url.includes('?') ? '&' : '?'}l=ru&id=abc&room_types_id=x&img=../../etc/passwd`,
            headers: { cookie, ...(withBody ? { 'content-type': 'application/json' } : {}) },
            ...(withBody ? { payload } : {}),
          });
          expect(
            res.statusCode,
            `${endpoint.method} ${endpoint.url} with ${payload.slice(0, 30)}`,
          ).toBeLessThan(500);
          if (res.statusCode >= 400) {
            const body = res.json() as { error?: unknown };
            expect(typeof body.error).toBe('string');
            expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+|stack/i);
          }
        }
      }
    });
  }

  it('refuses a body of the wrong content type with 415 in the chosen language', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/search-room?l=en',
      headers: { 'content-type': 'application/xml' },
      payload: '<checkin>tomorrow</checkin>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ error: 'Unsupported content type' });
  });

  it('reads a body with a __proto__ or constructor key as one without it', async () => {
    const search = (payload: string) =>
      app.inject({
        method: 'POST',
        url: '/api/search-room?l=en',
        headers: { 'content-type': 'application/json' },
        payload,
      });
    const stay = `"checkin": "${day(10)}", "checkout": "${day(12)}"`;
    const plain = await search(`{${stay}}`);
    expect(plain.statusCode).toBe(200);
    for (const extra of [
      '"__proto__": {"polluted": true}',
      '"__proto__": ""',
      '"constructor": {"prototype": {"polluted": true}}',
    ]) {
      const res = await search(`{${extra}, ${stay}}`);
      expect(res.statusCode, extra).toBe(200);
      expect(res.json(), extra).toEqual(plain.json());
    }
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
  });

  it('refuses a body over 1 MiB with 413', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/authentication?l=en',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ isLogin: true, email: 'a@b.tm', password: 'x'.repeat(1_100_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'The request is too large' });
  });

  it('names the first bad guest field of a booking', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/payment?l=en',
      headers: { cookie: (await session(1)).cookie },
      payload: {
        id: 1,
        checkin: day(10),
        checkout: day(11),
        guests: [{ full_name: 'A', passport_serial: 'XX', passport_number: '12' }],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/guests/);
  });
});
