import { describe, expect, it } from 'vitest';
import { at, day, stay } from '../../../test/clock';
import { book, bookToBank, registerGuest, singleFreeRoom } from '../../test/guest';
import { historyOf } from '../../test/booking-history';
import { bookingIdOf, paidBookingId } from '../../test/booking-setup';
import { createTestApp } from '../../test/test-app';

const site = await createTestApp();
const { app, db } = site;
const admin = await site.session(2, 'reception@example.com');
const guest = await registerGuest(site, 'staff-view@example.com');

const paidId = await paidBookingId(site, guest, { id: 2, ...stay(14, 2) });
const pending = await bookToBank(site, guest, { id: 2, ...stay(29, 2) });
const pendingId = await bookingIdOf(site, pending);

let staffCookie = admin.cookie;
const staff = (method: 'GET' | 'PUT', url: string, payload?: object) =>
  app.inject({
    method,
    url: `${url}${url.includes('?') ? '&' : '?'}l=en`,
    headers: { cookie: staffCookie },
    ...(payload ? { payload } : {}),
  });

describe('staff booking lists', () => {
  it('lists active bookings with paid ones first, then by check-in descending', async () => {
    const list = (await staff('GET', '/api/bookings')).json().data as {
      id: number;
      payment_status: string;
      guests: unknown[];
    }[];
    const ids = list.map((b) => b.id);
    expect(ids.indexOf(paidId)).toBeLessThan(ids.indexOf(pendingId));
    expect(list.find((b) => b.id === paidId)).toMatchObject({
      payment_status: 'online',
      guests: [{ full_name: 'Aýna Berdiýewa', passport_serial_number: 'BN 123456' }],
      email: 'staff-view@example.com',
    });
  });

  it('toggles the reception status of a paid booking and lists it at reception', async () => {
    const toggled = await staff('PUT', `/api/bookings/${paidId}/for-online/recep-status`);
    expect(toggled.json()).toEqual({
      message: 'The reception status was changed',
      data: { status: 1 },
    });
    const reception = (await staff('GET', '/api/bookings/reception')).json().data as {
      id: number;
    }[];
    expect(reception.map((b) => b.id)).toContain(paidId);
    expect(
      (await staff('PUT', `/api/bookings/${pendingId}/for-online/recep-status`)).statusCode,
    ).toBe(409);
  });

  it('moves a booking to free dates and records who did it, before and after', async () => {
    const moved = await staff('PUT', `/api/bookings/${paidId}`, stay(17, 3));
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject({
      checkin: at(17, '14:00'),
      checkout: at(20, '12:00'),
    });
    const change = (await historyOf(db.sql, paidId)).find(
      (h) => h.event_type === 'BookingDatesChanged',
    );
    expect(change?.actor.email).toBe('reception@example.com');
    expect(change?.before).toMatchObject(stay(14, 2));
    expect(change?.after).toMatchObject(stay(17, 3));
  });

  it('accepts the edit dialog date-times and refuses dates outside the online windows or taken', async () => {
    const { typeId } = await singleFreeRoom(site, day(314), day(318));
    const a = await bookToBank(site, guest, { id: typeId, ...stay(314, 1) });
    // Another guest's: this one already holds the unpaid bookings one account may hold.
    const b = await book(site, await registerGuest(site, 'staff-view-other@example.com'), {
      id: typeId,
      ...stay(316, 1),
    });
    const aId = await bookingIdOf(site, a);
    expect(
      (
        await staff('PUT', `/api/bookings/${aId}`, {
          checkin: `${day(314)}T14:00`,
          checkout: `${day(316)}T12:00`,
        })
      ).statusCode,
    ).toBe(200);
    const overlap = await staff('PUT', `/api/bookings/${aId}`, stay(315, 2));
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json()).toEqual({ error: 'Another booking holds the room on these dates' });
    const outside = await staff('PUT', `/api/bookings/${aId}`, stay(314, 8));
    expect(outside.json()).toEqual({
      error: 'The room is not open for online booking on these dates',
    });
    expect(b.status).toBe(200);
  });

  it('saves the edit dialog unchanged as a success that changes nothing', async () => {
    const before = (await staff('GET', '/api/bookings')).json().data as {
      id: number;
      checkin: string;
      checkout: string;
    }[];
    const current = before.find((b) => b.id === paidId);
    const history = async () =>
      (await db.sql`select 1 from booking_history where booking_id = ${paidId}`).length;
    const entries = await history();
    const saved = await staff('PUT', `/api/bookings/${paidId}`, {
      checkin: current?.checkin.slice(0, 10),
      checkout: current?.checkout.slice(0, 10),
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      message: 'Nothing changed: the booking already has these dates',
    });
    expect(saved.json().data).toMatchObject({
      id: paidId,
      checkin: current?.checkin,
      checkout: current?.checkout,
    });
    expect(await history()).toBe(entries);
  });

  it('refuses a new check-in in the past as such, not as dates closed to online booking', async () => {
    const res = await staff('PUT', `/api/bookings/${paidId}`, stay(-2, 3));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'The check-in date cannot be in the past' });
  });

  it('refuses impossible dates with a 400 naming the field, and appends nothing', async () => {
    const events = async () => (await db.sql`select 1 from events`).length;
    const count = await events();
    const year = Number(day(400).slice(0, 4));
    for (const [checkin, checkout] of [
      [`${year}-01-11`, `${year}-01-32`],
      [`${year}-13-01`, `${year}-13-03`],
      [`${year}-02-30T14:00`, `${year}-03-02T12:00`],
      [`${year}-01-11T99:99:99Z`, `${year}-01-12`],
      [`${year}-01-11T14:00+25:00`, `${year}-01-12`],
    ]) {
      const res = await staff('PUT', `/api/bookings/${paidId}`, { checkin, checkout });
      expect(res.statusCode, `${checkin} ${checkout}`).toBe(400);
      expect(res.json().error).toMatch(/check-(in|out) date/);
    }
    expect(await events()).toBe(count);
  });

  it('lists cancelled and refunded bookings apart', async () => {
    await app.inject({
      method: 'GET',
      url: `/api/bookings/${pendingId}/reverse`,
      headers: { cookie: guest },
    });
    const canceled = (await staff('GET', '/api/bookings/canceled')).json().data as {
      id: number;
      booking_canceled: number;
    }[];
    expect(canceled.find((b) => b.id === pendingId)).toMatchObject({ booking_canceled: 1 });
    const active = (await staff('GET', '/api/bookings')).json().data as { id: number }[];
    expect(active.map((b) => b.id)).not.toContain(pendingId);
  });

  it('keeps a paid stay that ended in the archive', async () => {
    site.setNow(at(21, '13:00'));
    // Three weeks on, the morning's session has idled out: the next shift logs in.
    staffCookie = (await site.session(2, 'next-shift@example.com')).cookie;
    try {
      const archive = (await staff('GET', '/api/bookings/archive')).json().data as { id: number }[];
      expect(archive.map((b) => b.id)).toContain(paidId);
      const active = (await staff('GET', '/api/bookings')).json().data as { id: number }[];
      expect(active.map((b) => b.id)).not.toContain(paidId);
    } finally {
      site.setNow(at(0, '10:00'));
      staffCookie = admin.cookie;
    }
  });

  it('refuses to remove a for-online block that holds a booking', async () => {
    const [block] = await db.sql<{ id: string }[]>`
      select c.id::text from calendar_entries c join bookings b on b.room_id = c.room_id
      where b.id = ${paidId} and c.payment_status = 'for_online' and c.checkin <= b.checkin and c.checkout >= b.checkout`;
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/bookings/${block?.id}/for-online?l=en`,
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'A booking lies in this period: it cannot be removed' });
  });
});
