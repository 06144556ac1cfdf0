import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { toLanguage } from '@hotel/contracts';
import { describeError, errorBody } from '../describe-error';

/**
 * Fastify's `frameworkErrors`: failures found while routing (an over-long or malformed URL),
 * before any hook ran, so the language is read here from `?l=` or `x-lang`.
 */
export function frameworkErrorReply(
  error: Error,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const query = /[?&]l=([a-z]{2})\b/.exec(request.raw.url ?? '')?.[1];
  const described = describeError(error, toLanguage(query ?? request.headers['x-lang']));
  void reply.status(described.status).send(errorBody(described));
}

/** Every failure leaves as `{ error }` with a localized text and a fitting status; never a stack. */
export const errorHandling = fp(
  async (app) => {
    app.setErrorHandler(async (error, request, reply) => {
      const described = describeError(error, request.lang);
      if (described.expected) request.log.info({ err: error }, 'request refused');
      else request.log.error({ err: error }, 'request failed');
      return reply.status(described.status).send(errorBody(described));
    });
  },
  { name: 'error-handling', dependencies: ['request-language'] },
);
