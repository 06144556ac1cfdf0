import { describe, expect, it } from 'vitest';
import { day } from '../../../test/clock';
import { STAFF_ACCESS, STAFF_ROLE_IDS, STAFF_ROLES, type StaffAccess } from '@hotel/contracts';
import { REST_OPERATIONS, staffAccessOf } from './rest/operations';
import { appRouter } from './trpc/root';
import { createTestApp } from '../../test/test-app';

const { app, session } = await createTestApp({ seed: false });
const client = await session(1);
// One session per staff role, made the way the manager makes them (role ids as users.role_id holds them).
const staffSessions = Object.fromEntries(
  await Promise.all(
    STAFF_ROLES.map(async (role) => [role, await session(STAFF_ROLE_IDS[role])] as const),
  ),
);

/**
 * Every staff operation the REST adapter declares (operations.ts): each must refuse anonymous and
 * client sessions, before it reads any input (so none is sent).
 */
const ADMIN_REST = Object.entries(REST_OPERATIONS).flatMap(([key, operation]) => {
  const access = staffAccessOf(operation);
  if (!access) return [];
  const [method = 'GET', path = '/'] = key.split(' ');
  return [
    { method: method as 'GET' | 'POST' | 'PUT' | 'DELETE', url: path.replace('{id}', '1'), access },
  ];
});

/** The staff roles an access leaves out: each must be refused (403) before any input is read. */
const refusedRoles = (access: StaffAccess) =>
  STAFF_ROLES.filter((role) => !(STAFF_ACCESS[access] as readonly string[]).includes(role));

/** Guest endpoints: they need a session (401 without), and act only on the caller's own data. */
const USER_REST: { method: 'GET' | 'POST'; url: string; payload?: object }[] = [
  {
    method: 'POST',
    url: '/api/payment',
    payload: { id: 1, checkin: day(10), checkout: day(11), guests: [] },
  },
  { method: 'GET', url: '/api/profile/bookings' },
  { method: 'GET', url: '/api/bookings/1/reverse' },
  { method: 'GET', url: '/api/bookings/1/refund' },
];

/** tRPC procedures open to everyone; all others need at least a session. */
const PUBLIC_PROCEDURES = new Set([
  'catalog.roomTypes',
  'catalog.hotelClock',
  'catalog.monthPrices',
  'auth.me',
  'auth.authenticate',
  'auth.logout',
  'booking.search',
  'booking.quote',
  'reviews.approved',
  'site.contacts',
  'site.bookingTerms',
  'auth.verifyEmail',
  'auth.requestPasswordReset',
  'auth.confirmPasswordReset',
]);
/** tRPC procedures for any logged-in user (guests); all remaining ones are staff-only. */
const USER_PROCEDURES = new Set<string>([
  'booking.pay',
  'profile.bookings',
  'profile.reverse',
  'profile.refund',
  'profile.folio',
  'reviews.post',
  'auth.resendVerification',
  'auth.changePassword',
  'auth.sessions',
  'auth.endSession',
  'auth.endOtherSessions',
]);

const procedures = Object.entries(
  appRouter._def.procedures as unknown as Record<
    string,
    { _def: { type: string; meta?: { access?: StaffAccess } } }
  >,
);

describe('staff endpoints refuse anonymous callers and clients, on the server', () => {
  it('finds the staff operations in the one list', () => {
    expect(ADMIN_REST.length).toBeGreaterThan(18);
  });

  it.each(ADMIN_REST)('$method $url', async ({ access: _access, ...route }) => {
    const anonymous = await app.inject({ ...route, url: `${route.url}?l=en` });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: 'Please log in' });
    const asClient = await app.inject({
      ...route,
      url: `${route.url}?l=en`,
      headers: { cookie: client.cookie },
    });
    expect(asClient.statusCode).toBe(403);
    expect(asClient.json()).toEqual({ error: 'You are not allowed to do this' });
  });

  it.each(USER_REST)('guest endpoint $method $url refuses anonymous callers', async (route) => {
    const anonymous = await app.inject({ ...route, url: `${route.url}?l=en` });
    expect(anonymous.statusCode).toBe(401);
  });

  it.each([...USER_PROCEDURES])('guest procedure %s refuses anonymous callers', async (path) => {
    const query = procedures.find(([name]) => name === path)?.[1]._def.type === 'query';
    const res = query
      ? await app.inject({
          method: 'GET',
          url: `/trpc/${path}?input=${encodeURIComponent('{"id":1}')}`,
        })
      : await app.inject({ method: 'POST', url: `/trpc/${path}`, payload: {} });
    expect(res.statusCode).toBe(401);
  });

  const staffOnly = procedures.filter(
    ([path]) => !PUBLIC_PROCEDURES.has(path) && !USER_PROCEDURES.has(path),
  );
  it.each(staffOnly)('tRPC %s', async (path, procedure) => {
    const call = (headers: Record<string, string>) =>
      procedure._def.type === 'query'
        ? app.inject({
            method: 'GET',
            url: `/trpc/${path}?input=${encodeURIComponent('{}')}`,
            headers,
          })
        : app.inject({ method: 'POST', url: `/trpc/${path}`, payload: {}, headers });
    expect((await call({})).statusCode).toBe(401);
    expect((await call({ cookie: client.cookie })).statusCode).toBe(403);
  });
});

describe('each staff operation refuses the staff roles its access leaves out, on the server', () => {
  const restRefusals = ADMIN_REST.flatMap(({ access, ...route }) =>
    refusedRoles(access).map((role) => ({ ...route, role })),
  );
  it('finds operations closed to reception, to the accountant and to housekeeping', () => {
    expect(new Set(restRefusals.map((refusal) => refusal.role))).toEqual(
      new Set(['reception', 'accountant', 'housekeeping']),
    );
  });

  it.each(restRefusals)('$method $url refuses $role', async ({ role, ...route }) => {
    const res = await app.inject({
      ...route,
      url: `${route.url}?l=en`,
      headers: { cookie: staffSessions[role]?.cookie ?? '' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'You are not allowed to do this' });
  });

  const trpcRefusals = staffOnlyProcedures().flatMap(([path, procedure]) => {
    const access = procedure._def.meta?.access;
    return access
      ? refusedRoles(access).map((role) => ({ path, type: procedure._def.type, role }))
      : [];
  });
  it('declares the access of every staff procedure', () => {
    expect(
      staffOnlyProcedures()
        .filter(([, procedure]) => !procedure._def.meta?.access)
        .map(([path]) => path),
    ).toEqual([]);
  });

  it.each(trpcRefusals)('tRPC $path refuses $role', async ({ path, type, role }) => {
    const headers = { cookie: staffSessions[role]?.cookie ?? '' };
    const res =
      type === 'query'
        ? await app.inject({
            method: 'GET',
            url: `/trpc/${path}?input=${encodeURIComponent('{}')}`,
            headers,
          })
        : await app.inject({ method: 'POST', url: `/trpc/${path}`, payload: {}, headers });
    expect(res.statusCode).toBe(403);
  });
});

function staffOnlyProcedures() {
  return procedures.filter(([path]) => !PUBLIC_PROCEDURES.has(path) && !USER_PROCEDURES.has(path));
}
