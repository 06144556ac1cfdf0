import fp from 'fastify-plugin';
import { holdsUnstorableText } from '@hotel/contracts';
import { AppError } from '../../application/errors';

/**
 * Refuses, before any handler runs, a request whose body, query or path holds text that cannot
 * be stored (NUL, a lone surrogate): a 400 in the caller's language, instead of a database error.
 * The schemas of `contracts` refuse such text too; this is the one place that covers every route.
 */
export const storableInput = fp(
  async (app) => {
    app.addHook('preHandler', async (request) => {
      if (
        holdsUnstorableText(request.body) ||
        holdsUnstorableText(request.query) ||
        holdsUnstorableText(request.params)
      ) {
        throw new AppError('validation', 'error.unstorableText');
      }
    });
  },
  { name: 'storable-input' },
);
