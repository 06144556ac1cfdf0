import { beforeAll, describe, expect, it } from 'vitest';
import { deskBookingInput, deskStaff } from '../../test/booking-setup';
import { createTestApp } from '../../test/test-app';

const site = await createTestApp();
const { app, db } = site;
const { cookie, mutation, query } = await deskStaff(site, 'search-desk@example.com');

const rooms = await db.sql<{ id: number; room_number: string }[]>`
  select id, room_number from rooms order by id`;
const [first, second] = rooms;
if (!first || !second) throw new Error('the demo hotel needs two rooms');
// Two guests in one room: what a second guest's name is found by.
await db.sql`update room_types set capacity = 4`;

/** Places a phone booking staff take; its id and book number. */
async function place(booking: {
  room: number;
  from: number;
  email: string;
  phone: string;
  guests: object[];
}) {
  const res = await mutation('create', {
    ...deskBookingInput({ ...booking, nights: 2, channel: 'phone' }),
    phone: booking.phone,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.data.data as { bookingId: number; bookNumber: number };
}

const search = (q: string, headers: Record<string, string> = { cookie: cookie() }) =>
  app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}&l=ru`, headers });

/** The ids of the bookings GET /api/search finds for `q`. */
async function found(q: string): Promise<number[]> {
  const res = await search(q);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { booking_id: number }[]).map((hit) => hit.booking_id);
}

/** Each of `queries` finds `booking` and no other. */
async function expectFinds(booking: { bookingId: number }, ...queries: string[]) {
  for (const q of queries) expect(await found(q), q).toEqual([booking.bookingId]);
}

let ivan: { bookingId: number; bookNumber: number };
let merdan: { bookingId: number; bookNumber: number };

beforeAll(async () => {
  ivan = await place({
    room: first.id,
    from: 1,
    email: 'Ivan.Petrov@Example.com',
    phone: '+993 61 77-78-88',
    guests: [
      { full_name: 'Иван Петров', passport_serial: 'AS', passport_number: '204060' },
      { full_name: 'Aýna Ňurjahanowa', passport_serial: 'BN', passport_number: '112233' },
    ],
  });
  merdan = await place({
    room: second.id,
    from: 3,
    email: 'merdan@example.com',
    phone: '+993 65 123456',
    guests: [{ full_name: 'Merdan Öwezow', passport_serial: 'MR', passport_number: '998877' }],
  });
});

describe('GET /api/search', () => {
  it('refuses an anonymous caller with 401 and a client with 403', async () => {
    const guest = await site.session(1);
    expect((await search('Ivan', {})).statusCode).toBe(401);
    expect((await search('Ivan', { cookie: guest.cookie })).statusCode).toBe(403);
  });

  it('refuses a missing, blank or too long query with a localized 400', async () => {
    for (const url of [
      '/api/search?l=ru',
      '/api/search?q=%20%20&l=ru',
      `/api/search?q=${'a'.repeat(101)}&l=ru`,
    ]) {
      const res = await app.inject({ method: 'GET', url, headers: { cookie: cookie() } });
      expect(res.statusCode, url).toBe(400);
      expect(res.body, url).toMatch(/[а-яё]/i);
    }
  });

  it('finds a guest by a Cyrillic surname in another case, and by its Latin spelling', async () => {
    await expectFinds(ivan, 'ПЕТРОВ', 'петр', 'Petrov');
    // Two letters, too short for a trigram: found walking the stays.
    await expectFinds(ivan, 'ОВ');
  });

  it('finds the second guest by name with or without Turkmen letters', async () => {
    await expectFinds(ivan, 'ňurjahan', 'NURJAHANOWA');
    await expectFinds(merdan, 'öwez', 'owez');
  });

  it('finds by passport, e-mail and phone, however they are spaced', async () => {
    await expectFinds(ivan, 'AS 204060', 'ivan.petrov@example', '61 777 888');
    await expectFinds(merdan, 'mr998877');
  });

  it('finds by book number and by room number, whole', async () => {
    await expectFinds(
      merdan,
      String(merdan.bookNumber),
      `№ ${merdan.bookNumber}`,
      second.room_number,
    );
  });

  it('answers each booking with its room, dates and state, the newest stay first', async () => {
    const res = await search('example.com');
    expect(res.statusCode).toBe(200);
    const hits = res.json().data as {
      booking_id: number;
      room_number: string;
      guests: string[];
      state: string;
    }[];
    expect(hits.map((hit) => hit.booking_id)).toEqual([merdan.bookingId, ivan.bookingId]);
    expect(hits[1]).toMatchObject({
      room_number: first.room_number,
      guests: ['Иван Петров', 'Aýna Ňurjahanowa'],
      state: 'paid',
    });
  });

  it("gives each guest the passport key their profile's address takes", async () => {
    const res = await search('petrov');
    const [hit] = res.json().data as {
      guest_profiles: { full_name: string; passport: string }[];
    }[];
    expect(hit?.guest_profiles).toEqual([
      { full_name: 'Иван Петров', passport: 'AS204060' },
      { full_name: 'Aýna Ňurjahanowa', passport: 'BN112233' },
    ]);
    // The key opens the companion's profile as it is.
    const profile = await app.inject({
      method: 'GET',
      url: `/api/guests/${hit?.guest_profiles[1]?.passport ?? ''}`,
      headers: { cookie: cookie() },
    });
    expect(profile.statusCode, profile.body).toBe(200);
  });

  it('finds nothing for a string no booking holds', async () => {
    expect(await found('Сидоров')).toEqual([]);
    expect(await found('---')).toEqual([]);
  });

  it('is the same search over tRPC', async () => {
    const hits = (await query('search', { q: 'петров' })) as { booking_id: number }[];
    expect(hits.map((hit) => hit.booking_id)).toEqual([ivan.bookingId]);
  });
});
