import type { z } from 'zod';
import type { roomTypeImageRemoval } from '@hotel/contracts';
import { type RoomTypeImagesView } from '@hotel/contracts';
import type { AppDeps, RequestContext } from '../application/deps';
import { AppError } from '../application/errors';
import type { Outcome } from '../application/outcome';
import type { Tx } from '../db/connect';
import { recordAudit } from './audit';
import { encodeImage } from './images';
import { removeImageFiles, roomTypeImageUrl, storeImageFiles } from './images-storage';

/**
 * Staff add an image to a room type: the file is decoded and encoded again first (the costly part,
 * outside any lock), then, holding the room type's row, its files are written, the list grows by
 * its URL and the audit row is written in the same transaction. The same picture twice is one
 * entry: the second upload changes nothing and says so.
 */
export async function uploadRoomTypeImage(
  deps: AppDeps,
  context: RequestContext,
  roomTypeId: number,
  bytes: Buffer,
): Promise<Outcome<RoomTypeImagesView>> {
  const image = await encodeImage(bytes);
  const url = roomTypeImageUrl(roomTypeId, image);
  const outcome = await deps.sql.begin(async (tx): Promise<Outcome<RoomTypeImagesView>> => {
    const before = await lockImages(tx, roomTypeId);
    if (before.includes(url))
      return { message: { key: 'image.alreadyListed' }, data: { images: before } };
    await storeImageFiles(deps.uploadsDir, url, image);
    const images = [...before, url];
    await saveImages(deps, context, tx, roomTypeId, 'add_image', before, images);
    return { message: { key: 'image.uploaded' }, data: { images } };
  });
  // The trigger tells every process on commit; this one drops its copy at once (read your writes).
  deps.changes.changed('room_types');
  return outcome;
}

/**
 * Staff remove an image from a room type. Its files go while the row is still held, before the
 * commit: a concurrent upload of the same picture waits for the row and writes them anew, where
 * removing them after the commit could delete the files of that new entry. (A commit that fails
 * after the removal leaves the entry without files; removing it again then succeeds.)
 */
export async function removeRoomTypeImage(
  deps: AppDeps,
  context: RequestContext,
  { room_types_id: roomTypeId, img }: z.output<typeof roomTypeImageRemoval>,
): Promise<Outcome<RoomTypeImagesView>> {
  const outcome = await deps.sql.begin(async (tx): Promise<Outcome<RoomTypeImagesView>> => {
    const before = await lockImages(tx, roomTypeId);
    if (!before.includes(img)) throw new AppError('not_found', 'image.notFound');
    const images = before.filter((entry) => entry !== img);
    await saveImages(deps, context, tx, roomTypeId, 'remove_image', before, images);
    await removeImageFiles(deps.uploadsDir, img);
    return { message: { key: 'image.deleted' }, data: { images } };
  });
  deps.changes.changed('room_types');
  return outcome;
}

async function lockImages(tx: Tx, roomTypeId: number): Promise<string[]> {
  const [row] = await tx<
    { images: string[] }[]
  >`select images from room_types where id = ${roomTypeId} for update`;
  if (!row) throw new AppError('not_found', 'roomType.notFound');
  return row.images;
}

async function saveImages(
  deps: AppDeps,
  context: RequestContext,
  tx: Tx,
  roomTypeId: number,
  action: 'add_image' | 'remove_image',
  before: string[],
  after: string[],
): Promise<void> {
  const at = deps.now();
  await tx`update room_types set images = ${after}, updated_at = ${at} where id = ${roomTypeId}`;
  await recordAudit(
    tx,
    { actor: context.actor, at },
    'room_type',
    roomTypeId,
    action,
    { images: before },
    { images: after },
  );
}
