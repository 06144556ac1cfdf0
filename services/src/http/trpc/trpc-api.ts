import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../application/deps';
import { AppError } from '../../application/errors';
import { sendTrpcRefusal } from './refusal';
import { appRouter, type AppRouter } from './root';
import { createContextFactory } from './trpc';

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
  await app.register(fastifyTRPCPlugin, {
    trpcOptions: { router: appRouter, createContext: createContextFactory(options.deps) },
  } satisfies FastifyTRPCPluginOptions<AppRouter>);
}
