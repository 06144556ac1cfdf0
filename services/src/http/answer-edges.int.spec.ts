import { describe, expect, it } from 'vitest';
import { day } from '../../../test/clock';
import { createTestApp } from '../../test/test-app';

// What every answer carries whoever asks: private answers are never kept by a cache, paths outside
// the uploads folder are simply not found, and a request's id is one the server can trust.
const { app, session } = await createTestApp({ seed: false });
const guest = await session(1);
const manager = await session(2);
const accountant = await session(4);

const get = (url: string, cookie?: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { ...(cookie ? { cookie } : {}), ...headers } });

describe('an answer that depends on who asks', () => {
  it.each([
    ['/api/profile/bookings', guest.cookie],
    ['/api/clients', manager.cookie],
    ['/api/system/options', manager.cookie],
    [`/api/ledger/csv?from=${day(-30)}&to=${day(0)}`, accountant.cookie],
    ['/trpc/staff.calendarFeeds', manager.cookie],
    ['/trpc/auth.me', guest.cookie],
  ])('%s is never stored by a cache', async (url, cookie) => {
    const res = await get(url, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('is refused uncached too: a refusal names no one, but says nothing to keep', async () => {
    const res = await get('/api/clients', guest.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('leaves the public catalog to its own caching (revalidated by its ETag)', async () => {
    const res = await get('/api/room-types');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.etag).toBeDefined();
  });
});

describe('a path outside the uploads folder', () => {
  it.each([
    '/uploads//etc/passwd',
    '/uploads/%2e%2e/%2e%2e/package.json',
    '/uploads/..%2f..%2fpackage.json',
  ])('%s is not found, without an error', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toMatch(/at \w+ \(|node:internal|\/work\//);
  });
});

describe("a request's id", () => {
  it('is the caller’s when it is a short token, and the answer names it', async () => {
    const res = await get('/api/room-types', undefined, { 'x-request-id': 'desk-7f3a9c' });
    expect(res.headers['x-request-id']).toBe('desk-7f3a9c');
  });

  it.each([
    ['too long', 'a'.repeat(8000)],
    ['with unsafe characters', 'id\u202Ewith<bidi>'],
  ])('is made by the server when the caller’s is %s', async (_, sent) => {
    const res = await get('/api/room-types', undefined, { 'x-request-id': sent });
    const id = res.headers['x-request-id'];
    expect(typeof id).toBe('string');
    expect(id).not.toBe(sent);
    expect(id).toMatch(/^[\w-]{1,64}$/);
  });
});
