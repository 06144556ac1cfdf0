import { describe, expect, it } from 'vitest';
import { tmtToTenge, type FolioView } from '@hotel/contracts';
import { at, day } from '../../../test/clock';
import { trpcCall, trpcMutation } from '../../test/trpc-requests';
import { stayMovesSite } from './stay-moves-setup';

/**
 * The price difference the move dialog offers is what the move then changes in the folio: the
 * nights moved at the other type's prices in force now, less what the folio charges for them (the
 * prices they were sold at), even when the booked type's prices changed since.
 */
const { app, cookie, moveTo, call, query, first, otherType, placed } = await stayMovesSite();

/** A manager's tRPC mutation (the desk session is the manager's); it must be taken. */
async function managerDoes(path: string, input: object): Promise<void> {
  const res = await trpcMutation({ app }, cookie(), path, input);
  expect(res.statusCode, res.body).toBe(200);
}

/** The booked type's nightly price raised through the staff's room type form. */
async function raiseBookedPrice(byTmt: number): Promise<void> {
  const answer = await trpcCall({ app }, 'GET', 'staff.roomTypes', { cookie: cookie() });
  const types = answer.body.result?.data as {
    id: number;
    version: number;
    name: object;
    room_price: number;
  }[];
  const type = types.find((t) => t.id === first.room_types_id);
  if (!type) throw new Error('the booked type is not listed');
  await managerDoes('staff.saveRoomType', {
    id: type.id,
    version: type.version,
    name: type.name,
    room_price: type.room_price + byTmt,
  });
}

const folioTotal = async (id: number): Promise<number> => {
  const res = await app.inject({
    method: 'GET',
    url: `/api/bookings/${id}/folio`,
    headers: { cookie: cookie() },
  });
  expect(res.statusCode, res.body).toBe(200);
  const total = tmtToTenge(res.json<{ data: FolioView }>().data.total);
  if (total === null) throw new Error('the folio total is no amount');
  return total;
};

/** The difference offered for the other type's room, and what moving there changed in the folio. */
async function offeredAndCharged(id: number): Promise<{ offered: number; charged: number }> {
  const options = (await query('moveOptions', { id })) as {
    rooms: { roomId: number; priceDifferenceTenge: number }[];
  };
  const offered = options.rooms.find((r) => r.roomId === otherType.id)?.priceDifferenceTenge;
  if (offered === undefined) throw new Error(`room ${otherType.room_number} is not offered`);
  const before = await folioTotal(id);
  const res = await call('move', { id, roomId: otherType.id });
  expect(res.statusCode, res.body).toBe(200);
  return { offered, charged: (await folioTotal(id)) - before };
}

describe('the price difference a move offers', () => {
  it("is what the folio then charges, when the booked type's price rose after the booking", async () => {
    const { id } = await placed(first.id, 20, 3);
    await raiseBookedPrice(400);
    const { offered, charged } = await offeredAndCharged(id);
    expect(offered).toBe(charged);
    expect(charged).not.toBe(0);
  });

  it("is what the folio then charges for a checked-in guest's rest of the stay, under a season set after the booking", async () => {
    const { id } = await placed(first.id, 1, 3);
    await managerDoes('staffRates.set', {
      room_types_id: first.room_types_id,
      from: day(1),
      to: day(4),
      price: 2500,
    });
    await moveTo(at(1, '15:00'));
    expect((await call('checkIn', { id })).statusCode).toBe(200);
    await moveTo(at(2, '12:00'));
    const { offered, charged } = await offeredAndCharged(id);
    expect(offered).toBe(charged);
    expect(charged).not.toBe(0);
  });
});
