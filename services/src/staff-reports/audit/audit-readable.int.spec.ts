import { describe, expect, it, vi } from 'vitest';
import { at } from '../../../../test/clock';
import { deskBookingInput } from '../../../test/booking-setup';
import { createTestApp } from '../../../test/test-app';
import { auditTimeline } from './audit-fixtures';

/*
 * The audit as staff read it: a booking staff took is "created", a move is shown under its
 * booking with the rooms' numbers (not their ids), and a check-in's time is on the hotel's clock.
 */
const site = await createTestApp();
const { app, db } = site;
const desk = await site.session(3, 'desk-audit@example.com');

const mutate = async (path: string, input: object) => {
  const res = await app.inject({
    method: 'POST',
    url: `/trpc/staffBookings.${path}`,
    headers: { cookie: desk.cookie, 'x-lang': 'en' },
    payload: input,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.data;
};

const rooms = await db.sql<
  { id: number; room_number: string; room_types_id: number }[]
>`select id, room_number, room_types_id from rooms order by id`;
const first = rooms[0];
const sameType = rooms.find((r) => r !== first && r.room_types_id === first?.room_types_id);
if (!first || !sameType) throw new Error('the demo hotel needs two rooms of a type');

site.setNow(at(0, '09:00'));
const placed = await mutate(
  'create',
  deskBookingInput({
    room: first.id,
    from: 0,
    nights: 2,
    email: 'audit-phone@example.com',
    channel: 'phone',
  }),
);
const { bookingId, bookNumber } = placed.data as { bookingId: number; bookNumber: number };
site.setNow(at(0, '09:30'));
await mutate('move', { id: bookingId, roomId: sameType.id });
site.setNow(at(0, '15:00'));
await mutate('checkIn', { id: bookingId });

const manager = await site.session(2, 'manager-audit@example.com');
const { entriesOf } = auditTimeline(site, manager);
const entries = () => entriesOf('l=en');
// The booking's trail is a read model: wait until its last step (placed, paid, moved, checked in) shows.
await vi.waitFor(async () => expect(await entries()).toHaveLength(4));

describe('the readable audit', () => {
  it('shows a booking staff took as created, under its booking number', async () => {
    const created = (await entries()).find(
      (entry) => entry.kind === 'booking' && entry.action === 'create',
    );
    expect(created).toMatchObject({
      subject: { id: bookingId, book_number: bookNumber },
      actor: { email: 'desk-audit@example.com' },
    });
    expect(created?.changes).toEqual(
      expect.arrayContaining([{ field: 'room', before: null, after: first.room_number }]),
    );
  });

  it('shows a move under its booking, from room number to room number', async () => {
    const move = (await entries()).find((entry) => entry.kind === 'room_move');
    expect(move).toMatchObject({
      action: 'update',
      subject: { id: bookingId, book_number: bookNumber },
    });
    expect(move?.changes).toEqual([
      { field: 'room', before: first.room_number, after: sameType.room_number },
    ]);
  });

  it("gives a check-in's time on the hotel's clock", async () => {
    const checkIn = (await entries()).find((entry) =>
      entry.changes.some((change) => change.field === 'checked_in_at'),
    );
    expect(checkIn?.changes).toEqual(
      expect.arrayContaining([{ field: 'checked_in_at', before: null, after: at(0, '15:00') }]),
    );
  });
});
