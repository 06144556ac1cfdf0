import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { AuditEntryView, AuditView } from '@hotel/contracts';
import { at, day, stay } from '../../../../test/clock';
import { APPROVED_CARD, bookToBank, payAtBank, registerGuest } from '../../../test/guest';
import { closedRoomId, createTestApp } from '../../../test/test-app';

/*
 * Two staff members at work, a day apart, while a guest books and pays: every staff action must
 * show in the timeline, newest first, and nothing the guest or the system did.
 */
const site = await createTestApp();
const { app, db } = site;
const anna = await site.session(2, 'anna@example.com');
const berdi = await site.session(2, 'berdi@example.com');

async function act(
  who: { cookie: string },
  time: string,
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  contentType?: string,
) {
  site.setNow(time);
  const res = await app.inject({
    method,
    url,
    headers: { cookie: who.cookie, ...(contentType ? { 'content-type': contentType } : {}) },
    ...(payload ? { payload: payload as object } : {}),
  });
  if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json();
}

const room = await closedRoomId(site.deps);
const block = await act(anna, at(-1, '09:00'), 'POST', '/api/set-room-for-online', {
  room_id: room,
  ...stay(200, 3),
});
const [demoRoom] = await db.sql<
  { id: number; room_number: string; room_types_id: number; block_id: number }[]
>`
  select id, room_number, room_types_id, block_id from rooms where id <> ${room} order by id limit 1`;
if (!demoRoom) throw new Error('no room to edit');
await act(berdi, at(0, '09:00'), 'PUT', '/api/rooms', {
  ...demoRoom,
  room_number: `${demoRoom.room_number}A`,
});
const timeout = (
  await db.sql<{ payment_timeout: number }[]>`select payment_timeout from system_options`
)[0]?.payment_timeout;
await act(anna, at(0, '09:30'), 'PUT', '/api/system/options', {
  payment_timeout: timeout === 10 ? 11 : 10,
});
const image = await sharp({ create: { width: 40, height: 30, channels: 3, background: 'teal' } })
  .png()
  .toBuffer();
const form = new FormData();
form.append('image', new Blob([new Uint8Array(image)]), 'room.png');
const request = new Request('http://localhost/', { method: 'POST', body: form });
await act(
  berdi,
  at(0, '10:00'),
  'POST',
  '/api/room-types/upload-image?room_types_id=2',
  Buffer.from(await request.arrayBuffer()) as unknown as object,
  request.headers.get('content-type') ?? '',
);

site.setNow(at(0, '10:15'));
const guest = await registerGuest(site, 'audit-guest@example.com');
const formUrl = await bookToBank(site, guest, { id: 2, ...stay(19, 2) });
await payAtBank(formUrl, APPROVED_CARD);
const [booking] = await db.sql<{ id: string; book_number: number; room_id: number }[]>`
  select id::text, book_number, room_id from bookings where order_id = ${new URL(formUrl).searchParams.get('mdOrder')}`;
if (!booking) throw new Error('the booking was not projected');
await act(anna, at(0, '11:00'), 'PUT', `/api/bookings/${booking.id}/for-online/recep-status`);
await act(berdi, at(0, '11:30'), 'PUT', `/api/bookings/${booking.id}`, stay(20, 2));
await act(anna, at(0, '12:00'), 'DELETE', `/api/bookings/${block.data.id}/for-online`);

const timeline = async (query = '') => {
  const res = await app.inject({
    method: 'GET',
    url: `/api/audit?${query}`,
    headers: { cookie: anna.cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: AuditView }>().data;
};
const summary = (entries: AuditEntryView[]) =>
  entries.map((e) => [e.kind, e.action, e.actor.email]);

const ALL = [
  ['calendar_block', 'delete', 'anna@example.com'],
  ['booking_dates', 'update', 'berdi@example.com'],
  ['reception', 'update', 'anna@example.com'],
  ['room_type_image', 'create', 'berdi@example.com'],
  ['options', 'update', 'anna@example.com'],
  ['room', 'update', 'berdi@example.com'],
  ['calendar_block', 'create', 'anna@example.com'],
];

describe('GET /api/audit', () => {
  it("lists every staff action newest first, from events and the audit log alike, and nothing of the guest's or the system's", async () => {
    const view = await timeline();
    expect(summary(view.entries)).toEqual(ALL);
    expect(view.total).toBe(ALL.length);
    expect(view.entries[0]).toMatchObject({
      at: at(0, '12:00'),
      actor: { user_id: expect.any(Number), email: 'anna@example.com' },
    });
  });

  it('says what changed, before -> after, and about what', async () => {
    const byKind = new Map(
      (await timeline()).entries.map((entry) => [`${entry.kind}/${entry.action}`, entry]),
    );
    expect(byKind.get('booking_dates/update')).toMatchObject({
      subject: {
        id: Number(booking.id),
        room_id: booking.room_id,
        book_number: booking.book_number,
      },
      changes: [
        { field: 'checkin', before: day(19), after: day(20) },
        { field: 'checkout', before: day(21), after: day(22) },
      ],
    });
    expect(byKind.get('reception/update')?.changes).toEqual([
      { field: 'status', before: 0, after: 1 },
    ]);
    // The block's second row: its state before is the one its first row left.
    expect(byKind.get('calendar_block/delete')?.changes).toEqual([
      { field: 'payment_status', before: 'for_online', after: 'removed' },
    ]);
    const created = byKind.get('calendar_block/create');
    expect(created?.subject).toEqual({
      id: block.data.id,
      room_id: room,
      room_type_id: null,
      code: null,
      book_number: null,
    });
    expect(created?.changes).toHaveLength(3);
    expect(created?.changes).toEqual(
      expect.arrayContaining([
        { field: 'payment_status', before: null, after: 'for_online' },
        { field: 'checkin', before: null, after: day(200) },
        { field: 'checkout', before: null, after: day(203) },
      ]),
    );
    expect(byKind.get('room/update')).toMatchObject({
      subject: { id: demoRoom.id, room_id: demoRoom.id },
      changes: [
        { field: 'room_number', before: demoRoom.room_number, after: `${demoRoom.room_number}A` },
      ],
    });
    const [upload] = byKind.get('room_type_image/create')?.changes ?? [];
    expect(upload).toMatchObject({
      field: 'images',
      after: expect.arrayContaining([expect.stringMatching(/^\/uploads\/room-types\/2\//)]),
    });
    expect(byKind.get('options/update')?.changes.map((change) => change.field)).toEqual([
      'payment_timeout',
    ]);
  });

  it('filters by staff member, by kind and by hotel days', async () => {
    const berdiId = (await timeline()).staff.find(
      (member) => member.email === 'berdi@example.com',
    )?.user_id;
    expect(summary((await timeline(`staff=${berdiId}`)).entries)).toEqual(
      ALL.filter(([, , email]) => email === 'berdi@example.com'),
    );
    expect(summary((await timeline('kind=reception')).entries)).toEqual([
      ['reception', 'update', 'anna@example.com'],
    ]);
    expect(summary((await timeline(`from=${day(-1)}&to=${day(-1)}`)).entries)).toEqual([
      ['calendar_block', 'create', 'anna@example.com'],
    ]);
    expect((await timeline(`from=${day(1)}`)).entries).toEqual([]);
  });

  it('pages, with the total on every page', async () => {
    const second = await timeline('page=2&page_size=3');
    expect({ page: second.page, page_size: second.page_size, total: second.total }).toEqual({
      page: 2,
      page_size: 3,
      total: ALL.length,
    });
    expect(summary(second.entries)).toEqual(ALL.slice(3, 6));
    expect((await timeline('page=9&page_size=3')).entries).toEqual([]);
  });

  it('says on every page what it says on one page of all: a row takes its states from all its booking’s rows, on the page or not, staff’s or not', async () => {
    const all = (await timeline()).entries;
    expect(
      all
        .filter((entry) => entry.kind === 'booking_dates' || entry.kind === 'reception')
        .every((entry) => entry.changes.length > 0),
    ).toBe(true);
    for (let size = 1; size <= ALL.length; size++) {
      const pages = await Promise.all(
        Array.from({ length: Math.ceil(ALL.length / size) }, (_, i) =>
          timeline(`page=${i + 1}&page_size=${size}`),
        ),
      );
      expect(pages.flatMap((page) => page.entries)).toEqual(all);
    }
  });

  it('names the staff members for the filter', async () => {
    expect((await timeline()).staff.map((member) => member.email)).toEqual(
      expect.arrayContaining(['anna@example.com', 'berdi@example.com']),
    );
  });

  it('refuses a range that ends before it starts, an unknown kind and a page size over 200', async () => {
    const get = (query: string) =>
      app.inject({
        method: 'GET',
        url: `/api/audit?${query}&l=en`,
        headers: { cookie: anna.cookie },
      });
    expect((await get(`from=${day(0)}&to=${day(-1)}`)).json()).toEqual({
      error: 'The period must not end before it starts',
    });
    expect((await get('kind=everything')).statusCode).toBe(400);
    expect((await get('page_size=201')).json()).toEqual({
      error: 'Check the field "rows per page": from 1 to 200',
    });
  });

  it('is the same through tRPC (staffAudit.timeline)', async () => {
    const input = encodeURIComponent(JSON.stringify({ kind: 'booking_dates', page_size: 10 }));
    const res = await app.inject({
      method: 'GET',
      url: `/trpc/staffAudit.timeline?input=${input}`,
      headers: { cookie: berdi.cookie },
    });
    expect(res.json().result.data).toEqual(await timeline('kind=booking_dates&page_size=10'));
  });
});
