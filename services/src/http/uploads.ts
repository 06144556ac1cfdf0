import { mkdir } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** What is served: uploaded images and their variants by their content-hashed names, nothing else of the folder. */
const SERVED = /^\/room-types\/[1-9][0-9]*\/[0-9a-f]{20}(?:-[0-9]+x[0-9]+)?\.(?:jpg|png|webp)$/;

/**
 * Uploaded files at `/uploads/`, from `uploadsDir`. A name is the digest of its content, so a file
 * never changes under its URL: browsers and proxies keep it for a year without asking again.
 */
export async function uploads(app: FastifyInstance, uploadsDir: string): Promise<void> {
  await mkdir(uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    // The built client's registration decorates the reply; this one serves only.
    decorateReply: false,
    index: false,
    maxAge: '365d',
    immutable: true,
    allowedPath: (pathName) => SERVED.test(pathName),
  });
}
