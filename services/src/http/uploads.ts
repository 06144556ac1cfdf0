import { mkdir } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** What is served: uploaded images and their variants by their content-hashed names, nothing else of the folder. */
const SERVED = /^\/room-types\/[1-9][0-9]*\/[0-9a-f]{20}(?:-[0-9]+x[0-9]+)?\.(?:jpg|png|webp)$/;

const PREFIX = '/uploads';

/**
 * Uploaded files at `/uploads/`, from `uploadsDir`. A name is the digest of its content, so a file
 * never changes under its URL: browsers and proxies keep it for a year without asking again.
 * Any other path under the prefix (`//etc/passwd`, `%2e%2e/…`) is not found before the file
 * server sees it: the address as sent must be a served name, nothing is decoded or resolved.
 */
export async function uploads(app: FastifyInstance, uploadsDir: string): Promise<void> {
  await mkdir(uploadsDir, { recursive: true });
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith(`${PREFIX}/`)) return;
    const [path = ''] = request.url.slice(PREFIX.length).split('?');
    if (!SERVED.test(path)) return reply.callNotFound();
  });
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    // The built client's registration decorates the reply; this one serves only.
    decorateReply: false,
    index: false,
    maxAge: '365d',
    immutable: true,
  });
}
