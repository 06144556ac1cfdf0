import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE_ACCOUNTANT, ROLE_HOUSEKEEPING } from '@hotel/contracts';
import { deskStaff, placeByPhone } from '../../test/booking-setup';
import { at } from '../../../test/clock';
import { createTestApp } from '../../test/test-app';
import { trpcMutation } from '../../test/trpc-requests';

const site = await createTestApp();
const { app, db } = site;
const DESK = 'profiles-desk@example.com';
const { cookie, mutation } = await deskStaff(site, DESK);

const rooms = await db.sql<{ id: number }[]>`select id from rooms order by id`;
const [first, second] = rooms;
if (!first || !second) throw new Error('the demo hotel needs two rooms');
await db.sql`update room_types set capacity = 4`;

const AYNA = { full_name: 'Aýna Ňurjahanowa', passport_serial: 'AS', passport_number: '204060' };
const MERDAN = { full_name: 'Merdan Öwezow', passport_serial: 'MR', passport_number: '998877' };
let led: number;
let accompanied: number;

const get = (url: string, headers: Record<string, string> = { cookie: cookie() }) =>
  app.inject({ method: 'GET', url, headers });
const postNote = (passport: string, payload: unknown, who = cookie()) =>
  app.inject({
    method: 'POST',
    url: `/api/guests/${passport}/notes?l=ru`,
    headers: { cookie: who },
    payload: payload as object,
  });
const trpcQuery = async (path: string, input: unknown) => {
  const res = await get(`/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.data;
};

beforeAll(async () => {
  // Aýna leads one stay, and comes along on Merdan's later one (spelt in another case).
  ({ bookingId: led } = await placeByPhone(mutation, {
    room: first.id,
    from: 2,
    nights: 2,
    email: 'ayna@example.com',
    guests: [AYNA],
  }));
  ({ bookingId: accompanied } = await placeByPhone(mutation, {
    room: second.id,
    from: 6,
    nights: 3,
    email: 'merdan@example.com',
    guests: [MERDAN, { ...AYNA, full_name: 'AÝNA ŇURJAHANOWA' }],
  }));
});

describe('GET /api/guests/{passport}', () => {
  it('refuses an anonymous caller with 401, a client and housekeeping with 403', async () => {
    expect((await get('/api/guests/AS204060', {})).statusCode).toBe(401);
    for (const role of [1, ROLE_HOUSEKEEPING]) {
      const { cookie: other } = await site.session(role);
      expect((await get('/api/guests/AS204060', { cookie: other })).statusCode).toBe(403);
    }
  });

  it('refuses a malformed passport with a localized 400, an unknown one with 404', async () => {
    for (const passport of ['XX204060', 'AS2040', 'AS2040601', '204060']) {
      const res = await get(`/api/guests/${passport}?l=ru`);
      expect(res.statusCode, passport).toBe(400);
      expect(res.json().error).toMatch(/паспорт.*AS123456/);
    }
    const res = await get('/api/guests/BN000001?l=en');
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toContain('BN000001');
  });

  it('gathers the stays the passport led or came along on, with the ledger’s spend', async () => {
    const res = await get('/api/guests/as204060');
    expect(res.statusCode, res.body).toBe(200);
    const profile = res.json().data;
    expect(profile.passport).toBe('AS204060');
    expect(profile.names).toEqual(['AÝNA ŇURJAHANOWA', 'Aýna Ňurjahanowa']);
    expect(profile.emails).toEqual(['merdan@example.com', 'ayna@example.com']);
    expect(profile.account).toBeNull();
    expect(
      profile.stays.map((stay: { booking_id: number; lead: boolean }) => [
        stay.booking_id,
        stay.lead,
      ]),
    ).toEqual([
      [accompanied, false],
      [led, true],
    ]);
    const [ledger] = await db.sql<{ spent: string }[]>`
      select coalesce(sum(case kind when 'payment' then amount_tenge
                                    when 'refund' then -amount_tenge else 0 end), 0)::text as spent
      from ledger where booking_id in (${led}, ${accompanied})`;
    expect(Number(ledger?.spent)).toBeGreaterThan(0);
    expect(profile.spent_tenge).toBe(Number(ledger?.spent));
    // Merdan's own profile holds only his stay.
    const merdan = (await get('/api/guests/MR998877')).json().data;
    expect(merdan.stays.map((stay: { booking_id: number }) => stay.booking_id)).toEqual([
      accompanied,
    ]);
  });
});

describe('POST /api/guests/{passport}/notes', () => {
  it('keeps a note naming its author, the newest first in the profile', async () => {
    const res = await postNote('AS204060', { text: '  Prefers a sea view.  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ text: 'Prefers a sea view.', written_by: DESK });
    const viaTrpc = await trpcMutation(site, cookie(), 'staffGuests.addNote', {
      passport: 'AS204060',
      text: 'Allergic to feathers',
    });
    expect(viaTrpc.statusCode, viaTrpc.body).toBe(200);
    const { notes } = (await get('/api/guests/AS204060')).json().data;
    expect(notes.map((note: { text: string }) => note.text)).toEqual([
      'Allergic to feathers',
      'Prefers a sea view.',
    ]);
    expect(notes[0].written_by).toBe(DESK);
  });

  it('refuses staff without the desk, an unknown guest and a bad note', async () => {
    const { cookie: accountant } = await site.session(ROLE_ACCOUNTANT);
    expect((await postNote('AS204060', { text: 'x' }, accountant)).statusCode).toBe(403);
    expect((await postNote('BN000001', { text: 'x' })).statusCode).toBe(404);
    for (const text of ['   ', 'x'.repeat(1001), 'a\u0007b', 'a\u202eb', 42]) {
      const res = await postNote('AS204060', { text });
      expect(res.statusCode, String(text)).toBe(400);
      expect(res.json().error).toMatch(/[а-яё]/i);
    }
  });
});

describe('staffGuests.recognise', () => {
  it('tells a returning guest’s paid stays, last check-in and notes; null for a new one', async () => {
    const seen = await trpcQuery('staffGuests.recognise', { passport: 'AS 204060' });
    const [newest] = await db.sql<{ checkin: string }[]>`
      select checkin::text from bookings where id = ${accompanied}`;
    expect(seen).toMatchObject({
      passport: 'AS204060',
      name: 'AÝNA ŇURJAHANOWA',
      stays: 2,
      last_checkin: newest?.checkin,
    });
    expect(seen.notes[0]).toBe('Allergic to feathers');
    expect(await trpcQuery('staffGuests.recognise', { passport: 'LB123123' })).toBeNull();
  });
});

describe('the guest stream', () => {
  it('takes only notes on its own passport', async () => {
    const note = (passport: string, type = 'GuestNoteAdded') => ({
      type,
      data: { passport, noteId: crypto.randomUUID(), text: 'Quiet room' },
      metadata: {
        actor: 'system',
        at: at(0, '10:00'),
        correlationId: 'c',
        causationId: null,
      },
    });
    const append = (streamId: string, event: ReturnType<typeof note>) =>
      site.deps.store.appendToStream(streamId, [event], 'any');
    await expect(append('guest-MR998877', note('AS204060'))).rejects.toThrow(/passport/);
    await expect(append('guest-MR998877', note('MR998877', 'GuestCheckedOut'))).rejects.toThrow();
    await expect(append('guest-MR998877', note('MR998877'))).resolves.toBeDefined();
  });
});
