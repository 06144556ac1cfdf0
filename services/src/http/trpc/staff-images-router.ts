import { roomTypeImageRemoval } from '@hotel/contracts';
import { removeRoomTypeImage } from '../../catalog/images-commands';
import { outcomeResolver, router, staffProcedure } from './trpc';

/**
 * A room type's images (the list itself is `staff.roomTypes`' `images`). Uploads go through
 * `POST /api/room-types/upload-image` as a multipart form: tRPC takes JSON only, and an image
 * in base64 would grow by a third and need a body limit far above the 1 MiB of every other call.
 */
export const staffImagesRouter = router({
  /** Remove an image from a room type (an uploaded one's files too); NOT_FOUND when not listed. */
  remove: staffProcedure('manager')
    .input(roomTypeImageRemoval)
    .mutation(outcomeResolver(removeRoomTypeImage)),
});
