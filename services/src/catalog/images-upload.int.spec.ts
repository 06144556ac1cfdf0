import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageVariantUrl } from '@hotel/contracts';
import { imagesSite, photo } from './images-setup';

const { app, db, admin, cookie, typeId, upload, imagesOf, fileOf, auditRows } = await imagesSite();

/** A PNG claiming a picture of `width` x `height`, with no pixel data: a few dozen bytes. */
function emptyPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const sizes = Buffer.alloc(8);
    sizes.writeUInt32BE(data.length, 0);
    sizes.writeUInt32BE(crc32(body), 4);
    return Buffer.concat([sizes.subarray(0, 4), body, sizes.subarray(4)]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(0))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('POST /api/room-types/upload-image', () => {
  it('stores the image re-encoded without its metadata, with a 350x200 preview and a 120x80 thumbnail', async () => {
    const res = await upload({ image: await photo({ r: 200, g: 120, b: 40 }) });
    expect(res.statusCode).toBe(200);
    const { message, data } = res.json<{ message: string; data: { images: string[] } }>();
    expect(message).toBe('The image was uploaded');
    const url = data.images.at(-1) ?? '';
    expect(url).toMatch(new RegExp(`^/uploads/room-types/${typeId}/[0-9a-f]{20}\\.jpg$`));
    expect(await imagesOf(typeId)).toEqual(data.images);

    const stored = await sharp(fileOf(url)).metadata();
    expect({
      format: stored.format,
      width: stored.width,
      height: stored.height,
      exif: stored.exif,
    }).toEqual({ format: 'jpeg', width: 640, height: 480, exif: undefined });
    const preview = await sharp(fileOf(imageVariantUrl(url, 'preview'))).metadata();
    const thumbnail = await sharp(fileOf(imageVariantUrl(url, 'thumbnail'))).metadata();
    expect([preview.width, preview.height, thumbnail.width, thumbnail.height]).toEqual([
      350, 200, 120, 80,
    ]);
  });

  it('turns a picture upright by its EXIF orientation before dropping it', async () => {
    const sideways = await sharp({
      create: { width: 60, height: 20, channels: 3, background: { r: 10, g: 200, b: 10 } },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const res = await upload({ image: sideways });
    const stored = await sharp(fileOf(res.json().data.images.at(-1))).metadata();
    expect({ width: stored.width, height: stored.height, orientation: stored.orientation }).toEqual(
      { width: 20, height: 60, orientation: undefined },
    );
  });

  it('serves the image and its variants for a year, as immutable', async () => {
    const res = await upload({ image: await photo({ r: 20, g: 40, b: 220 }) });
    const url: string = res.json().data.images.at(-1);
    for (const served of [
      url,
      imageVariantUrl(url, 'preview'),
      imageVariantUrl(url, 'thumbnail'),
    ]) {
      const file = await app.inject({ method: 'GET', url: served });
      expect(file.statusCode, served).toBe(200);
      expect(file.headers['content-type']).toBe('image/jpeg');
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('shows the upload in the public room types at once', async () => {
    const before = (await app.inject({ method: 'GET', url: '/api/room-types' })).json().data as {
      id: number;
      images: string[];
    }[];
    expect(before.some((type) => type.id === typeId)).toBe(true);
    const url: string = (await upload({ image: await photo({ r: 90, g: 90, b: 10 }) }))
      .json()
      .data.images.at(-1);
    const after = (await app.inject({ method: 'GET', url: '/api/room-types' })).json().data as {
      id: number;
      images: string[];
    }[];
    expect(after.find((type) => type.id === typeId)?.images).toContain(url);
  });

  it('audits the upload with the staff member, and the images before and after', async () => {
    const before = await imagesOf(typeId);
    const res = await upload({ image: await photo({ r: 1, g: 2, b: 3 }) });
    const [row] = await db.sql<
      { actor: { email: string }; action: string; before: unknown; after: unknown }[]
    >`
      select actor, action, before, after from audit_log where entity = 'room_type' and entity_id = ${String(typeId)} order by id desc limit 1`;
    expect(row).toEqual({
      actor: expect.objectContaining({ email: admin.email }),
      action: 'add_image',
      before: { images: before },
      after: { images: res.json().data.images },
    });
  });

  it('keeps one entry for the same picture sent twice, and audits nothing the second time', async () => {
    const image = await photo({ r: 77, g: 77, b: 77 });
    const first = (await upload({ image })).json().data.images as string[];
    const audited = await auditRows();
    const again = await upload({ image }, { filename: 'copy.jpg' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      message: 'This image is already in the list',
      data: { images: first },
    });
    expect(await auditRows()).toBe(audited);
  });

  it('takes PNG and WebP, and stores them in their own format', async () => {
    const base = sharp({
      create: {
        width: 400,
        height: 300,
        channels: 4,
        background: { r: 0, g: 0, b: 0, alpha: 0.5 },
      },
    });
    for (const [image, extension] of [
      [await base.clone().png().toBuffer(), 'png'],
      [await base.clone().webp().toBuffer(), 'webp'],
    ] as const) {
      const url: string = (await upload({ image }, { filename: `x.${extension}` }))
        .json()
        .data.images.at(-1);
      expect(url.endsWith(`.${extension}`)).toBe(true);
      expect((await sharp(fileOf(url)).metadata()).hasAlpha).toBe(true);
    }
  });

  it('refuses a file that is not an image, in the asked language, and stores nothing', async () => {
    const before = await imagesOf(typeId);
    const text = await upload({ image: Buffer.from('<script>alert(1)</script>') }, { lang: 'ru' });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({
      error: 'Файл не является изображением: нужен JPEG, PNG или WebP',
    });
    const truncated = (await photo({ r: 5, g: 5, b: 5 })).subarray(0, 400);
    expect((await upload({ image: truncated })).statusCode).toBe(400);
    expect(await imagesOf(typeId)).toEqual(before);
  });

  it('refuses images of other formats with 415, SVG included', async () => {
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: 'red' } })
      .gif()
      .toBuffer();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    for (const image of [gif, svg]) {
      const res = await upload({ image });
      expect(res.statusCode).toBe(415);
      expect(res.json().error).toMatch(/format is not accepted: a JPEG, PNG or WebP is needed$/);
    }
  });

  it('refuses a file over 5 MB with 413 and says the limit', async () => {
    const res = await upload({ image: Buffer.alloc(5 * 1024 * 1024 + 1, 0xff) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'The file is larger than 5 MB: choose a smaller image' });
  });

  it('refuses a small file that claims too many pixels, before decoding it', async () => {
    const res = await upload({ image: emptyPng(10_000, 10_000) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'The image is too large: at most 40 megapixels' });
  });

  it('refuses a form without the image field, an empty file, and a body that is not a form', async () => {
    expect((await upload({ picture: await photo({ r: 3, g: 3, b: 3 }) })).json()).toEqual({
      error: 'Choose an image file (field "image")',
    });
    expect((await upload({ image: Buffer.alloc(0) })).statusCode).toBe(400);
    const json = await app.inject({
      method: 'POST',
      url: `/api/room-types/upload-image?room_types_id=${typeId}&l=en`,
      headers: { cookie },
      payload: { image: 'x' },
    });
    expect(json.statusCode).toBe(415);
    const broken = await app.inject({
      method: 'POST',
      url: `/api/room-types/upload-image?room_types_id=${typeId}&l=en`,
      headers: { cookie, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\n\r\nabc',
    });
    expect(broken.statusCode).toBe(400);
  });

  it('answers 404 for a room type that does not exist, and 400 for an id that is not one', async () => {
    expect(
      (await upload({ image: await photo({ r: 4, g: 4, b: 4 }) }, { id: 999_999 })).statusCode,
    ).toBe(404);
    const bad = await app.inject({
      method: 'POST',
      url: '/api/room-types/upload-image?room_types_id=abc&l=en',
      headers: { cookie, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '',
    });
    expect(bad.statusCode).toBe(400);
  });
});
