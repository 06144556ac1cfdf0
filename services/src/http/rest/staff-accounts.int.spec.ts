import { describe, expect, it } from 'vitest';
import type { AuditView, StaffAccountView } from '@hotel/contracts';
import { day, stay } from '../../../../test/clock';
import { changeStaffAccount } from '../../auth/staff-accounts';
import { mailedToken } from '../../../test/guest';
import { closedRoomId, createTestApp } from '../../../test/test-app';

/*
 * One account per staff member: the manager opens accounts with a role, each person logs in with
 * their own e-mail, the server checks the role on every call, a disabled account's sessions end
 * at once, and what a person does carries their name into the events and the audit.
 */
const site = await createTestApp();
const { app, db } = site;
const manager = await site.session(2, 'manager@example.com');
const PASSWORD = 'a passphrase long enough';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (who: { cookie: string } | null, method: Method, url: string, payload?: object) =>
  app.inject({
    method,
    url: `${url}${url.includes('?') ? '&' : '?'}l=en`,
    headers: who ? { cookie: who.cookie } : {},
    ...(payload ? { payload } : {}),
  });

async function openAccount(
  email: string,
  role: 'manager' | 'reception' | 'accountant',
): Promise<StaffAccountView> {
  const res = await call(manager, 'POST', '/api/staff', { email, role, password: PASSWORD });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: StaffAccountView }>().data;
}

async function logIn(email: string, password = PASSWORD) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/authentication?l=en',
    payload: { isLogin: true, email, password },
  });
  const cookie = res.cookies.find((c) => c.name === 'hotel_session');
  return { res, cookie: cookie ? `hotel_session=${cookie.value}` : '' };
}

const [managerRow] = await db.sql<
  { id: number }[]
>`select id from users where email = 'manager@example.com'`;
const managerId = managerRow?.id ?? 0;
const reception = await openAccount('Desk@Example.com', 'reception');
const accountant = await openAccount('books@example.com', 'accountant');
const desk = await logIn('desk@example.com');
const books = await logIn('books@example.com');

describe('staff accounts', () => {
  it('the manager mails a staff member a link to set a new password; it ends their sessions and is audited', async () => {
    const porter = await openAccount('porter@example.com', 'reception');
    const before = await logIn('porter@example.com');
    expect((await call(desk, 'POST', `/api/staff/${porter.id}/password-reset`)).statusCode).toBe(
      403,
    );
    expect((await call(manager, 'POST', '/api/staff/999999/password-reset')).statusCode).toBe(404);
    const sent = await call(manager, 'POST', `/api/staff/${porter.id}/password-reset`);
    expect(sent.json()).toEqual({
      message: 'A link to set a new password is sent to porter@example.com',
    });
    const token = await mailedToken(site, 'porter@example.com', 'passwordReset');
    const reset = await app.inject({
      method: 'POST',
      url: '/api/password-reset/confirm?l=en',
      payload: { token, password: 'the porter passphrase 9' },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().url).toBe('/a/bookings');
    expect((await call(before, 'GET', '/api/check-authorization')).json().authenticated).toBe(
      false,
    );
    expect((await logIn('porter@example.com', 'the porter passphrase 9')).res.statusCode).toBe(200);
    const [audit] = await db.sql<{ actor: { email: string }; after: object }[]>`
      select actor, after from audit_log where entity = 'staff' and entity_id = ${String(porter.id)} order by id desc limit 1`;
    expect(audit).toMatchObject({
      actor: { email: 'manager@example.com' },
      after: { passwordLink: 'sent' },
    });
  });

  it('the manager opens accounts with a role, and each person logs in with their own e-mail and first password', async () => {
    expect(reception).toMatchObject({
      email: 'desk@example.com',
      role: 'reception',
      disabled: false,
    });
    expect(desk.res.statusCode, desk.res.body).toBe(200);
    expect(desk.res.json()).toMatchObject({ url: '/a/bookings' });
    expect(books.res.json()).toMatchObject({ url: '/a/ledger' });
    const listed = await call(manager, 'GET', '/api/staff');
    expect(listed.json<{ data: StaffAccountView[] }>().data.map((a) => [a.email, a.role])).toEqual(
      expect.arrayContaining([
        ['manager@example.com', 'manager'],
        ['desk@example.com', 'reception'],
        ['books@example.com', 'accountant'],
      ]),
    );
  });

  it('refuses a first password the guests could not choose either, and an e-mail that has an account', async () => {
    const weak = await call(manager, 'POST', '/api/staff', {
      email: 'weak@example.com',
      role: 'reception',
      password: 'password',
    });
    expect(weak.statusCode).toBe(400);
    const taken = await call(manager, 'POST', '/api/staff', {
      email: 'desk@example.com',
      role: 'accountant',
      password: PASSWORD,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      error: 'The e-mail desk@example.com belongs to another account',
    });
  });

  it('refuses reception the ledger and the staff accounts (403)', async () => {
    for (const [method, url, body] of [
      ['GET', `/api/ledger?from=${day(-7)}&to=${day(0)}`],
      ['GET', `/api/ledger/reconciliation?from=${day(-7)}&to=${day(0)}`],
      ['GET', '/api/audit'],
      ['GET', '/api/staff'],
      ['POST', '/api/staff', { email: 'x@example.com', role: 'manager', password: PASSWORD }],
      ['PUT', `/api/staff/${reception.id}`, { role: 'manager' }],
    ] as [Method, string, object?][]) {
      const res = await call(desk, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    const trpc = await app.inject({
      method: 'GET',
      url: '/trpc/staffLedger.report?input=%7B%7D',
      headers: { cookie: desk.cookie },
    });
    expect(trpc.statusCode).toBe(403);
  });

  it('lets reception work the calendar and the bookings', async () => {
    expect((await call(desk, 'GET', '/api/bookings')).statusCode).toBe(200);
    expect((await call(desk, 'GET', '/api/protected')).statusCode).toBe(200);
  });

  it('lets the accountant read the bookings and the ledger, and refuses a change of a booking (403)', async () => {
    expect((await call(books, 'GET', '/api/bookings')).statusCode).toBe(200);
    expect((await call(books, 'GET', `/api/ledger?from=${day(-7)}&to=${day(0)}`)).statusCode).toBe(
      200,
    );
    expect((await call(books, 'GET', '/api/audit')).statusCode).toBe(200);
    const room = await closedRoomId(site.deps);
    expect((await call(books, 'PUT', '/api/bookings/1', stay(30, 2))).statusCode).toBe(403);
    expect(
      (await call(books, 'POST', '/api/set-room-for-online', { room_id: room, ...stay(30, 2) }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(books, 'PUT', '/api/system/options', { payment_timeout: 12 })).statusCode,
    ).toBe(403);
    const trpc = await app.inject({
      method: 'POST',
      url: '/trpc/staffBookings.setReception',
      payload: { id: 1, status: 1 },
      headers: { cookie: books.cookie },
    });
    expect(trpc.statusCode).toBe(403);
  });

  it("ends a disabled account's open sessions at once, refuses its login, and lets it in again once enabled", async () => {
    const temp = await openAccount('temp@example.com', 'reception');
    const session = await logIn('temp@example.com');
    expect((await call(session, 'GET', '/api/bookings')).statusCode).toBe(200);
    const disabled = await call(manager, 'PUT', `/api/staff/${temp.id}`, { disabled: true });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json()).toMatchObject({ data: { disabled: true } });
    expect((await call(session, 'GET', '/api/bookings')).statusCode).toBe(401);
    const again = await logIn('temp@example.com');
    expect(again.res.statusCode).toBe(401);
    expect(again.res.json()).toEqual({
      error: 'This account is disabled. Please ask the manager.',
    });
    await call(manager, 'PUT', `/api/staff/${temp.id}`, { disabled: false });
    const back = await logIn('temp@example.com');
    expect((await call(back, 'GET', '/api/bookings')).statusCode).toBe(200);
    // The session open when it was disabled stays ended.
    expect((await call(session, 'GET', '/api/bookings')).statusCode).toBe(401);
  });

  it("changes a role, and refuses a manager's change of their own role or access", async () => {
    const changed = await call(manager, 'PUT', `/api/staff/${accountant.id}`, { role: 'manager' });
    expect(changed.json()).toMatchObject({ data: { role: 'manager' } });
    await call(manager, 'PUT', `/api/staff/${accountant.id}`, { role: 'accountant' });
    const demoted = await call(manager, 'PUT', `/api/staff/${managerId}`, { role: 'reception' });
    expect(demoted.statusCode).toBe(409);
    expect(demoted.json()).toEqual({
      error: 'Another manager must change your own role or access',
    });
    expect(
      (await call(manager, 'PUT', `/api/staff/${managerId}`, { disabled: true })).statusCode,
    ).toBe(409);
    const guest = await site.session(1, 'a-guest@example.com');
    const [guestRow] = await db.sql<
      { id: number }[]
    >`select id from users where email = ${guest.email}`;
    expect(
      (await call(manager, 'PUT', `/api/staff/${guestRow?.id}`, { role: 'manager' })).statusCode,
    ).toBe(404);
  });

  it('never leaves the hotel without an enabled manager, whoever asks', async () => {
    const system = { actor: 'system' as const, requestId: 'test' };
    await expect(
      changeStaffAccount(site.deps, system, { id: managerId }, { disabled: true }),
    ).rejects.toThrow('staff.lastManager');
    await expect(
      changeStaffAccount(site.deps, system, { id: managerId }, { role: 'accountant' }),
    ).rejects.toThrow('staff.lastManager');
  });

  it('names the person who made a change in the event and in the audit, which filters by that person', async () => {
    const room = await closedRoomId(site.deps);
    const opened = await call(desk, 'POST', '/api/set-room-for-online', {
      room_id: room,
      ...stay(40, 3),
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const [event] = await db.sql<{ metadata: { actor: unknown } }[]>`
      select metadata from events where stream_id = ${`room-${room}`} and type = 'RoomOpenedForOnline' order by global_position desc limit 1`;
    expect(event?.metadata.actor).toEqual({
      userId: reception.id,
      email: 'desk@example.com',
      role: 3,
    });
    await expect
      .poll(async () => {
        const res = await call(books, 'GET', `/api/audit?staff=${reception.id}`);
        return res
          .json<{ data: AuditView }>()
          .data.entries.map((e) => [e.kind, e.action, e.actor.email]);
      })
      .toEqual([['calendar_block', 'create', 'desk@example.com']]);
    const audit = (await call(manager, 'GET', '/api/audit')).json<{ data: AuditView }>().data;
    expect(audit.staff.map((s) => s.email)).toEqual(
      expect.arrayContaining(['desk@example.com', 'books@example.com', 'manager@example.com']),
    );
    expect(audit.entries.filter((e) => e.kind === 'staff').map((e) => e.actor.email)).toContain(
      'manager@example.com',
    );
  });
});
