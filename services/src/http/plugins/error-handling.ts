import fp from 'fastify-plugin';
import { describeError } from '../describe-error';

/** Every failure leaves as `{ error }` with a localized text and a fitting status; never a stack. */
export const errorHandling = fp(
  async (app) => {
    app.setErrorHandler(async (error, request, reply) => {
      const described = describeError(error, request.lang);
      if (described.expected) request.log.info({ err: error }, 'request refused');
      else request.log.error({ err: error }, 'request failed');
      return reply.status(described.status).send({ error: described.message });
    });
  },
  { name: 'error-handling', dependencies: ['request-language'] },
);
