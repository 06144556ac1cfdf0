import { z } from 'zod';
import { wholeNumber } from '../form-input';
import { MAX_ID, storableText } from '../text';

export * from './image-variants';

/*
 * Room type images (specification: the room type's images sub-dialog; preview 350x200,
 * thumbnails 120x80). An upload is stored three times under content-hashed names: the image
 * itself (decoded and re-encoded, without its metadata), its preview and its thumbnail. The room
 * type's `images` lists the first; the other two are found from it (`imageVariantUrl`).
 */

/** The largest file taken: 5 MB (MiB, as file managers count). */
export const IMAGE_MAX_MEGABYTES = 5;
export const IMAGE_MAX_BYTES = IMAGE_MAX_MEGABYTES * 1024 * 1024;

/** The most pixels decoded (a small file can hold a huge picture: a decompression bomb). */
export const IMAGE_MAX_MEGAPIXELS = 40;

/** The formats taken, which are also the formats stored: what every browser shows. */
export const IMAGE_FORMATS = ['jpeg', 'png', 'webp'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

const roomTypesId = wholeNumber('number', 1, MAX_ID).describe('The room type');

/** `?room_types_id=` of POST /room-types/upload-image. */
export const roomTypeImageTarget = z.object({ room_types_id: roomTypesId });

/** `?room_types_id=&img=` of DELETE /room-types/delete-image, and the tRPC input of the same. */
export const roomTypeImageRemoval = z.object({
  room_types_id: roomTypesId,
  img: storableText()
    .min(1, 'required')
    .max(500, 'tooLong')
    .describe("An entry of the room type's images, as listed"),
});
export type RoomTypeImageRemoval = z.infer<typeof roomTypeImageRemoval>;

/**
 * The multipart form of an upload, for the published document: the route reads the parts as a
 * stream (the size is checked while reading) and trusts no declared type: the bytes decide.
 */
export const roomTypeImageForm = z.object({
  image: z
    .file()
    .max(IMAGE_MAX_BYTES)
    .describe(`A JPEG, PNG or WebP image of at most ${IMAGE_MAX_MEGABYTES} MB`),
});

/** The room type's images after an upload or a removal. */
export const roomTypeImagesView = z.object({ images: z.array(z.string()) });
export type RoomTypeImagesView = z.infer<typeof roomTypeImagesView>;
