import fp from 'fastify-plugin';
import { translate } from '@hotel/contracts';
import { currentRequestScope } from '../../application/request-scope';

/**
 * An answer whose read models did not catch up within the read-your-writes wait carries an
 * `x-read-models: lagging` header and, for a successful JSON answer of /api, a notice in the
 * caller's language.
 */
export const readModelsNotice = fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (!currentRequestScope()?.readModelsLagging) return payload;
      void reply.header('x-read-models', 'lagging');
      const json =
        typeof payload === 'string' &&
        String(reply.getHeader('content-type') ?? '').startsWith('application/json');
      if (!json || reply.statusCode >= 300 || !request.url.startsWith('/api/')) return payload;
      try {
        const body = JSON.parse(payload) as Record<string, unknown>;
        return JSON.stringify({ ...body, notice: translate(request.lang, 'readModels.lagging') });
      } catch {
        return payload;
      }
    });
  },
  { name: 'read-models-notice', dependencies: ['request-language'] },
);
