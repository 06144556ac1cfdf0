import fp from 'fastify-plugin';
import { toLanguage, type Language } from '@hotel/contracts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Language of messages: `?l=` (REST), else the `x-lang` header (tRPC client); default tm. */
    lang: Language;
  }
}

export const requestLanguage = fp(
  async (app) => {
    app.decorateRequest('lang', 'tm');
    app.addHook('onRequest', async (request) => {
      const query = request.query as Record<string, unknown> | undefined;
      request.lang = toLanguage(query?.l ?? request.headers['x-lang']);
    });
  },
  { name: 'request-language' },
);
