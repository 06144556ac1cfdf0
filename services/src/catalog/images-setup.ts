import { access } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { createTestApp } from '../../test/test-app';
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

/** A photograph-like JPEG with camera metadata a guest must never see. */
export function photo(
  colour: { r: number; g: number; b: number },
  size = { width: 640, height: 480 },
) {
  return sharp({ create: { ...size, channels: 3, background: colour } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Secret Camera Owner', ImageDescription: 'Taken at home' } })
    .toBuffer();
}

export const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/**
 * A site of its own for a room type images spec: an admin's uploads and removals on the last
 * published room type, and reads of its images, files and audit. Each spec calls it once at its
 * top, so each gets its own database and uploads folder.
 */
export async function imagesSite() {
  const { app, db, deps, session } = await createTestApp();
  const admin = await session(2);
  const { cookie } = admin;

  const [published] = await db.sql<
    { id: number }[]
  >`select id from room_types where status = 1 order by id desc limit 1`;
  if (!published) throw new Error('the demo hotel has no published room type');
  const typeId = published.id;

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

  const imagesOf = async (id: number) =>
    (await db.sql<{ images: string[] }[]>`select images from room_types where id = ${id}`)[0]
      ?.images ?? [];
  const fileOf = (url: string) => join(deps.uploadsDir, url.slice('/uploads/'.length));
  const auditRows = async () =>
    (await db.sql<{ count: number }[]>`select count(*)::int as count from audit_log`)[0]?.count;
  return { app, db, admin, cookie, typeId, upload, remove, imagesOf, fileOf, auditRows };
}
