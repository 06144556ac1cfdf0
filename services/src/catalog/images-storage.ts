import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  IMAGE_VARIANTS,
  imageVariantUrl,
  ROOM_TYPE_IMAGES_PATH,
  type ImageVariant,
} from '@hotel/contracts';
import type { EncodedImage } from './images';

/*
 * Uploaded room type images on disk: `<uploadsDir>/room-types/<room type id>/<hash>.<ext>` and its
 * variants beside it, served at `/uploads/room-types/...` (http/uploads.ts). Each room type has a
 * folder of its own, so the row lock of one room type serializes every write of its files.
 */

const EXTENSIONS = { jpeg: 'jpg', png: 'png', webp: 'webp' } as const;

/** The URL of an encoded image once stored for the room type (the entry of its `images`). */
export function roomTypeImageUrl(roomTypeId: number, image: EncodedImage): string {
  return `${ROOM_TYPE_IMAGES_PATH}${roomTypeId}/${image.hash}.${EXTENSIONS[image.format]}`;
}

/** An entry of `images` that names files of ours (the demo's drawings belong to the client). */
const UPLOADED = new RegExp(
  `^${ROOM_TYPE_IMAGES_PATH}([1-9][0-9]*)/([0-9a-f]{20})\\.(jpg|png|webp)$`,
);

/** The files on disk of an uploaded image and its variants, or none for another entry. */
function filesOf(uploadsDir: string, url: string): string[] {
  if (!UPLOADED.test(url)) return [];
  const variants = (Object.keys(IMAGE_VARIANTS) as ImageVariant[]).map((variant) =>
    imageVariantUrl(url, variant),
  );
  return [url, ...variants].map((entry) => join(uploadsDir, entry.slice('/uploads/'.length)));
}

/**
 * Writes the image and its variants under the names `url` gives. Each file is written aside and
 * renamed into place, so a reader never gets half a file; rewriting a name writes the same bytes.
 */
export async function storeImageFiles(
  uploadsDir: string,
  url: string,
  image: EncodedImage,
): Promise<void> {
  const [original, preview, thumbnail] = filesOf(uploadsDir, url);
  if (!original || !preview || !thumbnail) throw new Error(`not an upload URL: ${url}`);
  await mkdir(join(original, '..'), { recursive: true });
  await Promise.all([
    writeAtomically(original, image.original),
    writeAtomically(preview, image.variants.preview),
    writeAtomically(thumbnail, image.variants.thumbnail),
  ]);
}

async function writeAtomically(path: string, bytes: Buffer): Promise<void> {
  const aside = `${path}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(aside, bytes);
  await rename(aside, path);
}

/** Removes the files of an uploaded image and its variants (those already gone too). */
export async function removeImageFiles(uploadsDir: string, url: string): Promise<void> {
  await Promise.all(filesOf(uploadsDir, url).map((path) => rm(path, { force: true })));
}
