import { describe, expect, it } from 'vitest';
import { imageVariantUrl } from '@hotel/contracts';
import { exists, imagesSite, photo } from './images-setup';

const { app, db, cookie, typeId, upload, remove, imagesOf, fileOf } = await imagesSite();

describe('DELETE /api/room-types/delete-image', () => {
  it('removes the entry and its files, audited; the URL then answers 404', async () => {
    const url: string = (await upload({ image: await photo({ r: 150, g: 0, b: 150 }) }))
      .json()
      .data.images.at(-1);
    const res = await remove(url);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'The image was deleted',
      data: { images: await imagesOf(typeId) },
    });
    expect(await imagesOf(typeId)).not.toContain(url);
    for (const file of [url, imageVariantUrl(url, 'preview'), imageVariantUrl(url, 'thumbnail')])
      expect(await exists(fileOf(file))).toBe(false);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    const [row] = await db.sql<
      { action: string }[]
    >`select action from audit_log where entity = 'room_type' order by id desc limit 1`;
    expect(row?.action).toBe('remove_image');
  });

  it("removes one of the demo's drawings from the list, which has no files of ours", async () => {
    const [demo] = (await imagesOf(1)).filter((entry) => entry.startsWith('/images/'));
    if (!demo) throw new Error('room type 1 has no demo drawing');
    expect((await remove(demo, 1)).statusCode).toBe(200);
    expect(await imagesOf(1)).not.toContain(demo);
  });

  it('answers 404 for an image the room type does not list, and for an unknown room type', async () => {
    const other = await remove(`/uploads/room-types/${typeId}/00000000000000000000.jpg`);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ error: 'This room type has no such image' });
    expect((await remove('/images/rooms/1-1.svg', 999_999)).statusCode).toBe(404);
  });

  it('is the same through tRPC (staffImages.remove)', async () => {
    const url: string = (await upload({ image: await photo({ r: 9, g: 99, b: 199 }) }))
      .json()
      .data.images.at(-1);
    const res = await app.inject({
      method: 'POST',
      url: '/trpc/staffImages.remove',
      headers: { cookie, 'x-lang': 'en' },
      payload: { room_types_id: typeId, img: url },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.data).toEqual({
      message: 'The image was deleted',
      data: { images: await imagesOf(typeId) },
    });
    expect(await exists(fileOf(url))).toBe(false);
  });
});

describe('/uploads/', () => {
  it('serves nothing but uploaded images by their names', async () => {
    const url: string = (await upload({ image: await photo({ r: 33, g: 66, b: 99 }) }))
      .json()
      .data.images.at(-1);
    const folder = url.slice(0, url.lastIndexOf('/') + 1);
    for (const path of [folder, `${url}.tmp`, '/uploads/../package.json', '/uploads/room-types/']) {
      expect((await app.inject({ method: 'GET', url: path })).statusCode, path).toBe(404);
    }
  });
});
