import { describe, expect, it } from 'vitest';
import { at, day, dotted, stay } from '../../../test/clock';
import { registerGuest, singleFreeRoom } from '../../test/guest';
import { paidBookingId } from '../../test/booking-setup';
import { createTestApp } from '../../test/test-app';
import { trpcMutation } from '../../test/trpc-requests';

/*
 * Two staff read the same booking; the one who saves second from what they read is refused with
 * who changed it and when, and the first one's change stays.
 */
const site = await createTestApp();
const { app, db } = site;
const anna = await site.session(2, 'anna@example.com');
const boris = await site.session(2, 'boris@example.com');
const guest = await registerGuest(site, 'stale-writes@example.com');

const paidBooking = (first: number, nights: number, typeId = 2) =>
  paidBookingId(site, guest, { id: typeId, ...stay(first, nights) });

const rest = (
  who: { cookie: string },
  method: 'GET' | 'PUT',
  url: string,
  options: { payload?: object; headers?: Record<string, string> } = {},
) =>
  app.inject({
    method,
    url: `${url}?l=en`,
    headers: { cookie: who.cookie, ...options.headers },
    ...(options.payload ? { payload: options.payload } : {}),
  });

const trpc = (who: { cookie: string }, path: string, input: object) =>
  trpcMutation(site, who.cookie, path, input);

const trpcQuery = async (who: { cookie: string }, path: string, input: object) =>
  (
    await app.inject({
      method: 'GET',
      url: `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`,
      headers: { cookie: who.cookie },
    })
  ).json().result.data;

/** The refusal names the person and the hotel time of the change that made the read stale. */
const changedBy = (email: string, time: string) =>
  new RegExp(`${email.replace('.', '\\.')}.*${dotted(day(0)).replaceAll('.', '\\.')} ${time}`);

describe('a booking read by two staff', () => {
  it('answers the staff view with an ETag, and a stale If-Match gets 412 naming who changed it and when', async () => {
    const id = await paidBooking(40, 2);
    const annaRead = await rest(anna, 'GET', `/api/bookings/${id}`);
    const borisRead = await rest(boris, 'GET', `/api/bookings/${id}`);
    expect(annaRead.statusCode).toBe(200);
    const etag = annaRead.headers.etag;
    expect(etag).toMatch(/^".+"$/);
    expect(borisRead.headers.etag).toBe(etag);
    expect(annaRead.json().data).toMatchObject({
      id,
      checkin: at(40, '14:00'),
      guests: [expect.objectContaining({ full_name: 'Aýna Berdiýewa' })],
    });
    expect(annaRead.json().data.history).toEqual(
      expect.arrayContaining([expect.objectContaining({ event: 'BookingPlaced' })]),
    );

    site.setNow(at(0, '10:05'));
    const extended = await rest(anna, 'PUT', `/api/bookings/${id}`, {
      payload: stay(40, 3),
      headers: { 'if-match': String(etag) },
    });
    expect(extended.statusCode).toBe(200);
    expect(extended.headers.etag).not.toBe(etag);

    site.setNow(at(0, '10:07'));
    const stale = await rest(boris, 'PUT', `/api/bookings/${id}`, {
      payload: stay(41, 1),
      headers: { 'if-match': String(etag) },
    });
    expect(stale.statusCode).toBe(412);
    expect(stale.json().error).toMatch(changedBy('anna@example.com', '10:05'));
    const now = await rest(boris, 'GET', `/api/bookings/${id}`);
    expect(now.json().data).toMatchObject({ checkin: at(40, '14:00'), checkout: at(43, '12:00') });
    expect(now.headers.etag).toBe(extended.headers.etag);

    // With the fresh tag the same change goes through.
    const fresh = await rest(boris, 'PUT', `/api/bookings/${id}`, {
      payload: stay(41, 1),
      headers: { 'if-match': String(now.headers.etag) },
    });
    expect(fresh.statusCode).toBe(200);
    site.setNow(at(0, '10:00'));
  });

  it('without If-Match saves as the spec says, whatever changed meanwhile', async () => {
    const id = await paidBooking(50, 2);
    expect(
      (await rest(anna, 'PUT', `/api/bookings/${id}`, { payload: stay(50, 3) })).statusCode,
    ).toBe(200);
    const blind = await rest(boris, 'PUT', `/api/bookings/${id}`, { payload: stay(50, 1) });
    expect(blind.statusCode).toBe(200);
    expect(blind.json().data).toMatchObject({
      checkin: at(50, '14:00'),
      checkout: at(51, '12:00'),
    });
  });

  it('does not refuse a change to another booking of the same room', async () => {
    const { typeId } = await singleFreeRoom(site, day(360), day(366));
    const first = await paidBooking(360, 1, typeId);
    const second = await paidBooking(362, 1, typeId);
    const [rooms] = await db.sql<
      { same: boolean }[]
    >`select count(distinct room_id) = 1 as same from bookings where id in (${first}, ${second})`;
    expect(rooms?.same).toBe(true);
    const read = await rest(boris, 'GET', `/api/bookings/${second}`);
    expect(
      (await rest(anna, 'PUT', `/api/bookings/${first}`, { payload: stay(360, 2) })).statusCode,
    ).toBe(200);
    const saved = await rest(boris, 'PUT', `/api/bookings/${second}`, {
      payload: stay(363, 2),
      headers: { 'if-match': String(read.headers.etag) },
    });
    expect(saved.statusCode).toBe(200);
  });

  it('refuses a stale tRPC date change with the version it was read at', async () => {
    const id = await paidBooking(70, 2);
    const [view] = (
      (await trpcQuery(boris, 'staffBookings.list', { list: 'active' })) as {
        id: number;
        version: string;
      }[]
    ).filter((b) => b.id === id);
    const version = view?.version ?? '';
    expect(version).not.toBe('');
    site.setNow(at(0, '11:30'));
    expect(
      (await trpc(anna, 'staffBookings.changeDates', { id, ...stay(70, 3), version })).statusCode,
    ).toBe(200);
    site.setNow(at(0, '11:40'));
    const stale = await trpc(boris, 'staffBookings.changeDates', { id, ...stay(71, 1), version });
    expect(stale.statusCode).toBe(412);
    expect(stale.json().error.message).toMatch(changedBy('anna@example.com', '11:30'));
    site.setNow(at(0, '10:00'));
  });

  it('refuses a stale tRPC change of the guests, naming who changed the booking', async () => {
    const id = await paidBooking(74, 1);
    const read = (await trpcQuery(boris, 'staffBookings.get', { id })) as {
      version: string;
      guest_records: object[];
    };
    const merdan = { full_name: 'Merdan Orazow', passport_serial: 'AS', passport_number: '654321' };
    site.setNow(at(0, '11:50'));
    const added = await trpc(anna, 'staffBookings.changeGuests', {
      id,
      guests: [...read.guest_records, merdan],
      version: read.version,
    });
    expect(added.statusCode, added.body).toBe(200);
    const stale = await trpc(boris, 'staffBookings.changeGuests', {
      id,
      guests: [merdan],
      version: read.version,
    });
    expect(stale.statusCode).toBe(412);
    expect(stale.json().error.message).toMatch(changedBy('anna@example.com', '11:50'));
    // A guest change moves the version on for the other edits too.
    const dates = await trpc(boris, 'staffBookings.changeDates', {
      id,
      ...stay(74, 2),
      version: read.version,
    });
    expect(dates.statusCode).toBe(412);
    expect(
      ((await trpcQuery(boris, 'staffBookings.get', { id })) as { guests: object[] }).guests,
    ).toHaveLength(2);
    site.setNow(at(0, '10:00'));
  });

  it("sets the reception mark explicitly: a stale menu cannot flip another's mark back off", async () => {
    const id = await paidBooking(0, 2);
    const read = (await trpcQuery(boris, 'staffBookings.get', { id })) as {
      version: string;
      status: number;
    };
    expect(read.status).toBe(0);
    site.setNow(at(0, '12:15'));
    const marked = await trpc(anna, 'staffBookings.setReception', {
      id,
      status: 1,
      version: read.version,
    });
    expect(marked.statusCode).toBe(200);
    expect(marked.json().result.data.data.status).toBe(1);
    // Boris's menu still says "not at reception": he asks for the same mark, from the old version.
    const stale = await trpc(boris, 'staffBookings.setReception', {
      id,
      status: 1,
      version: read.version,
    });
    expect(stale.statusCode).toBe(412);
    expect(stale.json().error.message).toMatch(changedBy('anna@example.com', '12:15'));
    const unmark = await trpc(boris, 'staffBookings.setReception', {
      id,
      status: 0,
      version: read.version,
    });
    expect(unmark.statusCode).toBe(412);
    expect(
      ((await trpcQuery(boris, 'staffBookings.get', { id })) as { status: number }).status,
    ).toBe(1);
    // Setting what is already set changes nothing, even without a version.
    const again = await trpc(boris, 'staffBookings.setReception', { id, status: 1 });
    expect(again.statusCode).toBe(200);
    expect(again.json().result.data.data.status).toBe(1);
    site.setNow(at(0, '10:00'));
  });

  it('takes an explicit status and If-Match on the REST reception route, and still toggles without them', async () => {
    const id = await paidBooking(0, 1);
    const read = await rest(boris, 'GET', `/api/bookings/${id}`);
    const set = await rest(anna, 'PUT', `/api/bookings/${id}/for-online/recep-status`, {
      payload: { status: 1 },
    });
    expect(set.json()).toMatchObject({ data: { status: 1 } });
    const stale = await rest(boris, 'PUT', `/api/bookings/${id}/for-online/recep-status`, {
      payload: { status: 0 },
      headers: { 'if-match': String(read.headers.etag) },
    });
    expect(stale.statusCode).toBe(412);
    const toggled = await rest(boris, 'PUT', `/api/bookings/${id}/for-online/recep-status`);
    expect(toggled.json()).toMatchObject({ data: { status: 0 } });
  });

  it('gives every calendar cell of a booking its version', async () => {
    const id = await paidBooking(80, 1);
    const cells = (await rest(anna, 'GET', '/api/bookings')).json().data as {
      id: number;
      version: string;
    }[];
    const listed = cells.find((b) => b.id === id)?.version;
    const calendar = await app.inject({
      method: 'POST',
      url: '/api/bookings?l=en',
      headers: { cookie: anna.cookie },
      payload: { start_date: day(79), end_date: day(82) },
    });
    const cell = (calendar.json().data as { id: number; version?: string | null }[]).find(
      (c) => c.id === id,
    );
    expect(cell?.version).toBe(listed);
    site.setNow(at(0, '13:20'));
    expect(
      (
        await trpc(anna, 'staffBookings.changeDates', {
          id,
          ...stay(80, 2),
          version: cell?.version,
        })
      ).statusCode,
    ).toBe(200);
    const stale = await trpc(boris, 'staffBookings.changeDates', {
      id,
      ...stay(80, 3),
      version: cell?.version,
    });
    expect(stale.statusCode).toBe(412);
    expect(stale.json().error.message).toMatch(changedBy('anna@example.com', '13:20'));
    site.setNow(at(0, '10:00'));
  });
});
