import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageVariantUrl } from '@hotel/contracts';
import { createTestApp } from '../../test/test-app';

const { app, db, deps, session } = await createTestApp();
const admin = await session(2);
const { cookie } = admin;

const [published] = await db.sql<
  { id: number }[]
>`select id from room_types where status = 1 order by id desc limit 1`;
if (!published) throw new Error('the demo hotel has no published room type');
const typeId = published.id;

/** A multipart body as a browser's FormData sends it. */
async function form(parts: Record<string, Buffer | string>, filename = 'photo.jpg') {
  const data = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    if (typeof value === 'string') data.append(name, value);
    else data.append(name, new Blob([new Uint8Array(value)]), filename);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: data });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

async function upload(
  parts: Record<string, Buffer | string>,
  options: { id?: number; lang?: string; filename?: string } = {},
) {
  const { payload, contentType } = await form(parts, options.filename);
  return app.inject({
    method: 'POST',
    url: `/api/room-types/upload-image?room_types_id=${options.id ?? typeId}&l=${options.lang ?? 'en'}`,
    headers: { cookie, 'content-type': contentType },
    payload,
  });
}

const remove = (img: string, id = typeId) =>
  app.inject({
    method: 'DELETE',
    url: `/api/room-types/delete-image?room_types_id=${id}&img=${encodeURIComponent(img)}&l=en`,
    headers: { cookie },
  });

/** A photograph-like JPEG with camera metadata a guest must never see. */
function photo(colour: { r: number; g: number; b: number }, size = { width: 640, height: 480 }) {
  return sharp({ create: { ...size, channels: 3, background: colour } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Secret Camera Owner', ImageDescription: 'Taken at home' } })
    .toBuffer();
}

const imagesOf = async (id: number) =>
  (await db.sql<{ images: string[] }[]>`select images from room_types where id = ${id}`)[0]
    ?.images ?? [];
const fileOf = (url: string) => join(deps.uploadsDir, url.slice('/uploads/'.length));
const auditRows = async () =>
  (await db.sql<{ count: number }[]>`select count(*)::int as count from audit_log`)[0]?.count;
const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

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
