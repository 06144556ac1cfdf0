/* Where a room type image's preview and thumbnail are (zod-free: @hotel/contracts/plain). */

export const IMAGE_VARIANTS = {
  preview: { width: 350, height: 200 },
  thumbnail: { width: 120, height: 80 },
} as const;
export type ImageVariant = keyof typeof IMAGE_VARIANTS;

/** Where uploaded room type images are served: `/uploads/room-types/<room type id>/<hash>.<ext>`. */
export const ROOM_TYPE_IMAGES_PATH = '/uploads/room-types/';

/**
 * The preview or thumbnail of an image of a room type: `<hash>-350x200.<ext>` beside an upload.
 * An image that was not uploaded here (the demo's drawings) has no variants: its own URL.
 */
export function imageVariantUrl(url: string, variant: ImageVariant): string {
  if (!url.startsWith(ROOM_TYPE_IMAGES_PATH)) return url;
  const { width, height } = IMAGE_VARIANTS[variant];
  return url.replace(/(\.[a-z]+)$/, `-${width}x${height}$1`);
}
