import {
  fastifyRequestHandler,
  fastifyTRPCPlugin,
  type FastifyTRPCPluginOptions,
} from '@trpc/server/adapters/fastify';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../application/deps';
import { AppError } from '../../application/errors';
import { sendTrpcRefusal } from './refusal';
import { appRouter, type AppRouter } from './root';
import { createContextFactory } from './trpc';

/**
 * The most calls one batched request may carry: more than a staff screen sends at once (a resync
 * refetches every query it shows, about fifteen), few enough that one request cannot make the
 * server run hundreds of reads.
 */
export const MAX_TRPC_BATCH = 40;

/** `application/json`, whatever its case and parameters (`; charset=utf-8`). */
function isJson(contentType: string | undefined): boolean {
  return contentType?.split(';', 1)[0]?.trim().toLowerCase() === 'application/json';
}

/**
 * tRPC, mounted with a prefix (`/trpc`). Every call with a body takes JSON only: a form post
 * (multipart, urlencoded) or text/plain is what a page of any site may send without a CORS
 * preflight, and tRPC itself would read a multipart form as a mutation's input.
 */
export async function trpcApi(app: FastifyInstance, options: { deps: AppDeps }): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    if (
      request.method === 'GET' ||
      request.method === 'HEAD' ||
      isJson(request.headers['content-type'])
    )
      return;
    return sendTrpcRefusal(
      request,
      reply,
      new AppError('unsupported', 'error.unsupportedMediaType'),
    );
  });
  const trpcOptions = { router: appRouter, createContext: createContextFactory(options.deps) };
  await app.register(fastifyTRPCPlugin, {
    trpcOptions,
  } satisfies FastifyTRPCPluginOptions<AppRouter>);
  // A batch names its calls in one path segment (`a.b,c.d,...`), which passes the router's limit
  // for a parameter (100 characters) at five or six calls: the plugin's `/:path` then answered
  // 414, the client retried a second later, and a live screen lagged by that second. The router
  // tries this wildcard when the parameter is too long; a path of more segments stays unknown.
  app.all<{ Params: { '*': string } }>('/*', async (request, reply) => {
    const path = request.params['*'];
    if (path.includes('/')) return reply.callNotFound();
    if (path.split(',').length > MAX_TRPC_BATCH)
      return sendTrpcRefusal(request, reply, new AppError('validation', 'error.uriTooLong'));
    await fastifyRequestHandler({ ...trpcOptions, req: request, res: reply, path });
  });
}
