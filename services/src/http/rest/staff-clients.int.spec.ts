import { describe, expect, it } from 'vitest';
import { day } from '../../../../test/clock';
import { restRequester } from '../../../test/rest-requests';
import { createTestApp } from '../../../test/test-app';
import { trpcMutation } from '../../../test/trpc-requests';

const { app, db, session } = await createTestApp({ seed: false });
const { cookie, email: adminEmail } = await session(2);
const send = restRequester({ app });

let bookingIds = 0;
/** A row of the bookings read model, as the projector writes it for this user and state. */
async function givenBooking(email: string, state: string): Promise<void> {
  const [user] = await db.sql<{ id: number }[]>`select id from users where email = ${email}`;
  const id = ++bookingIds;
  await db.sql`
    insert into bookings (id, room_id, room_type_id, user_id, email, book_number, checkin, checkout, state, amount_tenge,
      room_part_tenge, booking_fee_tenge, price, guests, payment_deadline, created_at, updated_at)
    values (${id}, 1, 1, ${user?.id ?? 0}, ${email}, ${1000 + id}, ${day(10)}, ${day(12)}, ${state}, 5000, 0, 5000,
      '{}'::jsonb, '[]'::jsonb, now(), now(), now())`;
}

const clients = async () =>
  (await send('GET', '/api/clients', cookie)).json().data as {
    email: string;
    payment_status: string | null;
  }[];
const statusOf = async (email: string) =>
  (await clients()).find((c) => c.email === email)?.payment_status;

describe('GET /api/clients', () => {
  it('lists users with role, registration and last login on the hotel clock', async () => {
    const res = await send('GET', '/api/clients', cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toContainEqual({
      id: expect.any(Number),
      email: adminEmail,
      role_id: 2,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:00$/),
      last_login: expect.stringMatching(/\+05:00$/),
      payment_status: null,
    });
  });

  it('gives null for a client who never logged in', async () => {
    await db.sql`insert into users (email, password_hash) values ('quiet@example.com', 'x')`;
    expect((await clients()).find((c) => c.email === 'quiet@example.com')).toMatchObject({
      role_id: 1,
      last_login: null,
    });
  });

  it('marks a client with a booking awaiting payment as pending, even with a paid one', async () => {
    const { email } = await session(1);
    await givenBooking(email, 'online');
    await givenBooking(email, 'pending');
    expect(await statusOf(email)).toBe('pending');
  });

  it('marks a client whose bookings are paid as online', async () => {
    const { email } = await session(1);
    await givenBooking(email, 'online');
    await givenBooking(email, 'cancelled');
    expect(await statusOf(email)).toBe('online');
  });

  it('gives null for a client with only cancelled or expired bookings', async () => {
    const { email } = await session(1);
    await givenBooking(email, 'expired');
    await givenBooking(email, 'cancelled');
    expect(await statusOf(email)).toBeNull();
  });

  it('lists the same clients through tRPC staff.clients', async () => {
    const res = await send('GET', '/trpc/staff.clients', cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().result.data).toEqual(await clients());
  });
});

const idOf = async (email: string) => {
  const [user] = await db.sql<{ id: number }[]>`select id from users where email = ${email}`;
  if (!user) throw new Error(`no user ${email}`);
  return user.id;
};
const putEmail = (body: unknown, headers: Record<string, string> = { cookie }, lang = 'en') =>
  app.inject({ method: 'PUT', url: `/api/a/clients?l=${lang}`, headers, payload: body as object });

describe('PUT /api/a/clients', () => {
  it('refuses an anonymous caller with 401 and a client with 403', async () => {
    const guest = await session(1);
    const body = { id: await idOf(guest.email), email: 'stolen@example.com' };
    expect((await putEmail(body, {})).statusCode).toBe(401);
    expect((await putEmail(body, { cookie: guest.cookie })).statusCode).toBe(403);
    expect(await idOf(guest.email)).toBe(body.id);
  });

  it('answers 404 for an unknown user id', async () => {
    const res = await putEmail({ id: 99_999, email: 'nobody@example.com' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'User not found' });
  });

  it("refuses another account's e-mail with 409 naming it, in any letter case, and leaves no audit row", async () => {
    const guest = await session(1);
    const [before] = await db.sql<{ n: number }[]>`select count(*)::int as n from audit_log`;
    const res = await putEmail(
      { id: await idOf(guest.email), email: ` ${adminEmail.toUpperCase()} ` },
      { cookie },
      'ru',
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: `E-mail ${adminEmail} уже принадлежит другой учётной записи`,
    });
    const [after] = await db.sql<{ n: number }[]>`select count(*)::int as n from audit_log`;
    expect(after?.n).toBe(before?.n);
  });

  it('saves the e-mail trimmed and lowercased, the user logs in with it, and the change is audited', async () => {
    const guest = await session(1);
    const id = await idOf(guest.email);
    const res = await putEmail({ id, email: '  Renamed.Guest@Example.com ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'The e-mail renamed.guest@example.com was saved',
      data: expect.objectContaining({ id, email: 'renamed.guest@example.com', role_id: 1 }),
    });
    expect((await clients()).find((c) => c.email === 'renamed.guest@example.com')).toBeDefined();
    const login = await send('POST', '/api/authentication', undefined, {
      isLogin: true,
      email: 'renamed.guest@example.com',
      password: 'correct horse battery',
    });
    expect(login.statusCode).toBe(200);
    const rows =
      await db.sql`select actor, action, before, after from audit_log where entity = 'client' and entity_id = ${String(id)}`;
    expect(rows).toEqual([
      {
        actor: expect.objectContaining({ email: adminEmail, role: 2 }),
        action: 'update',
        before: { email: guest.email },
        after: { email: 'renamed.guest@example.com' },
      },
    ]);
    const timeline = await send('GET', '/api/audit?kind=client', cookie);
    expect(timeline.json().data.entries).toContainEqual(
      expect.objectContaining({
        kind: 'client',
        action: 'update',
        subject: { id, room_id: null, book_number: null, room_type_id: null, code: null },
        changes: [
          expect.objectContaining({ before: guest.email, after: 'renamed.guest@example.com' }),
        ],
      }),
    );
  });

  it('changes the e-mail through tRPC staff.saveClientEmail and refuses a taken one with CONFLICT', async () => {
    const guest = await session(1);
    const id = await idOf(guest.email);
    const save = (email: string) =>
      trpcMutation({ app }, cookie, 'staff.saveClientEmail', { id, email });
    const first = await save('trpc.guest@example.com');
    expect(first.statusCode).toBe(200);
    expect(first.json().result.data).toMatchObject({
      message: 'The e-mail trpc.guest@example.com was saved',
      data: { id },
    });
    const second = await save(adminEmail);
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe(`The e-mail ${adminEmail} belongs to another account`);
  });
});
