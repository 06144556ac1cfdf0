import { describe, expect, it } from 'vitest';
import { at, day, dotted } from '../../../test/clock';
import { createTestApp } from '../../test/test-app';
import { trpcMutation } from '../../test/trpc-requests';

/*
 * Rooms, room types and the options, read by two staff: the save from what was read before the
 * other's save is refused, naming who saved and when, and the other's values stay.
 */
const site = await createTestApp();
const { app } = site;
const anna = await site.session(2, 'anna.catalog@example.com');
const boris = await site.session(2, 'boris.catalog@example.com');

const call = (who: { cookie: string }, method: 'GET' | 'PUT', url: string, payload?: object) =>
  app.inject({
    method,
    url: `${url}?l=en`,
    headers: { cookie: who.cookie },
    ...(payload ? { payload } : {}),
  });

const trpc = (who: { cookie: string }, path: string, input: object) =>
  trpcMutation(site, who.cookie, path, input);

const changedBy = (email: string, time: string) =>
  new RegExp(`${email.replaceAll('.', '\\.')}.*${dotted(day(0)).replaceAll('.', '\\.')} ${time}`);

describe('a stale catalog save', () => {
  it('is refused for a room, and the first save stays', async () => {
    const [room] = (await call(boris, 'GET', '/api/rooms')).json().data as {
      id: number;
      room_number: string;
      room_types_id: number;
      block_id: number;
      version: number;
    }[];
    if (!room) throw new Error('no room');
    expect(room.version).toEqual(expect.any(Number));
    site.setNow(at(0, '10:20'));
    const saved = await call(anna, 'PUT', '/api/rooms', {
      ...room,
      type_bed: 'twin',
      version: room.version,
    });
    expect(saved.statusCode).toBe(200);
    const stale = await trpc(boris, 'staff.saveRoom', {
      ...room,
      type_bed: 'double',
      status: 0,
      version: room.version,
    });
    expect(stale.statusCode).toBe(412);
    expect(stale.json().error.message).toMatch(changedBy('anna.catalog@example.com', '10:20'));
    const now = (
      (await call(boris, 'GET', '/api/rooms')).json().data as {
        id: number;
        type_bed: string;
        status: number;
      }[]
    ).find((r) => r.id === room.id);
    expect(now).toMatchObject({ type_bed: 'twin', status: 1 });
    // Without a version the spec's client saves as before.
    expect(
      (await call(boris, 'PUT', '/api/rooms', { ...room, type_bed: 'double', version: undefined }))
        .statusCode,
    ).toBe(200);
    site.setNow(at(0, '10:00'));
  });

  it('is refused for a room type', async () => {
    const [type] = (await call(boris, 'GET', '/api/a/room-types')).json().data as {
      id: number;
      name: object;
      capacity: number;
      version: number;
    }[];
    if (!type) throw new Error('no room type');
    site.setNow(at(0, '10:40'));
    expect(
      (
        await call(anna, 'PUT', '/api/a/room-types', {
          id: type.id,
          name: type.name,
          capacity: 3,
          version: type.version,
        })
      ).statusCode,
    ).toBe(200);
    const stale = await call(boris, 'PUT', '/api/a/room-types', {
      id: type.id,
      name: type.name,
      capacity: 1,
      version: type.version,
    });
    expect(stale.statusCode).toBe(412);
    expect(stale.json().error).toMatch(changedBy('anna.catalog@example.com', '10:40'));
    const now = (
      (await call(boris, 'GET', '/api/a/room-types')).json().data as {
        id: number;
        capacity: number;
      }[]
    ).find((t) => t.id === type.id);
    expect(now?.capacity).toBe(3);
    site.setNow(at(0, '10:00'));
  });

  it('is refused for the options', async () => {
    const read = (await call(boris, 'GET', '/api/system/options')).json().data as {
      payment_timeout: number;
      version: number;
    };
    site.setNow(at(0, '11:05'));
    expect(
      (
        await call(anna, 'PUT', '/api/system/options', {
          payment_timeout: 11,
          version: read.version,
        })
      ).statusCode,
    ).toBe(200);
    const stale = await call(boris, 'PUT', '/api/system/options', {
      payment_timeout: 19,
      version: read.version,
    });
    expect(stale.statusCode).toBe(412);
    expect(stale.json().error).toMatch(changedBy('anna.catalog@example.com', '11:05'));
    expect(
      ((await call(boris, 'GET', '/api/system/options')).json().data as { payment_timeout: number })
        .payment_timeout,
    ).toBe(11);
    site.setNow(at(0, '10:00'));
  });
});
