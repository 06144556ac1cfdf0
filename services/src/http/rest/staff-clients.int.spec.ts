import { describe, expect, it } from 'vitest';
import { day } from '../../../../test/clock';
import { createTestApp } from '../../../test/test-app';

const { app, db, session } = await createTestApp({ seed: false });
const { cookie, email: adminEmail } = await session(2);

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
  (await app.inject({ method: 'GET', url: '/api/clients', headers: { cookie } })).json().data as {
    email: string;
    payment_status: string | null;
  }[];
const statusOf = async (email: string) => (await clients()).find((c) => c.email === email)?.payment_status;

describe('GET /api/clients', () => {
  it('lists users with role, registration and last login on the hotel clock', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/clients', headers: { cookie } });
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
    expect((await clients()).find((c) => c.email === 'quiet@example.com')).toMatchObject({ role_id: 1, last_login: null });
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
    const res = await app.inject({ method: 'GET', url: '/trpc/staff.clients', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.data).toEqual(await clients());
  });
});
