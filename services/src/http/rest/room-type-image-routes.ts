import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IMAGE_MAX_BYTES, IMAGE_MAX_MEGABYTES } from '@hotel/contracts';
import type { AppDeps } from '../../application/deps';
import { AppError } from '../../application/errors';
import { removeRoomTypeImage, uploadRoomTypeImage } from '../../catalog/images-commands';
import { localizeOutcome, requestContext } from '../request-context';
import { outcomeRoute } from './outcome-route';
import { restRoute } from './rest-route';

/** Bounds of the form besides the image's size: a few small fields, a few files (the others are skipped). */
const FORM_LIMITS = {
  fileSize: IMAGE_MAX_BYTES,
  files: 4,
  fields: 20,
  fieldSize: 1024,
  parts: 24,
  headerPairs: 100,
};

/**
 * The room type's images (staff only: restRoute checks role 2 before the body is read). The upload
 * alone takes a multipart form, so the parser is registered in its own scope: every other route
 * keeps taking JSON only. tRPC has no upload of its own: its calls are JSON, and an image in
 * base64 would grow by a third and need a body limit above the 1 MiB every other call keeps.
 */
export async function roomTypeImageRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: FORM_LIMITS });
    restRoute(scope, 'POST /api/room-types/upload-image', async (request) => {
      const { room_types_id: roomTypeId } = request.query;
      const bytes = await readImageField(request);
      return localizeOutcome(
        await uploadRoomTypeImage(deps, requestContext(request), roomTypeId, bytes),
        request.lang,
      );
    });
  });
  outcomeRoute(app, 'DELETE /api/room-types/delete-image', (request, context) =>
    removeRoomTypeImage(deps, context, request.query),
  );
}

/** The bytes of the form's first file named `image` (an empty one, as a form without a chosen file sends, is none). */
async function readImageField(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('unsupported', 'image.notMultipart');
  let image: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname === 'image' && image === null) image = await part.toBuffer();
      else part.file.resume();
    }
  } catch (error) {
    throw formRefusal(error);
  }
  if (!image || image.length === 0) throw new AppError('validation', 'image.missing');
  return image;
}

/** A form that broke a limit is too large (the image itself, with its own words); any other failure is a malformed form. */
function formRefusal(error: unknown): AppError {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : null;
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return new AppError('too_large', 'image.tooLarge', { max: IMAGE_MAX_MEGABYTES });
  if (typeof code === 'string' && /^FST_(PARTS|FILES|FIELDS)_LIMIT$/.test(code))
    return new AppError('too_large', 'error.bodyTooLarge');
  return new AppError('validation', 'image.badForm');
}
