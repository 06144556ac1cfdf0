import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { AppDeps } from '../application/deps';
import { sandboxBank, type SandboxBankOptions } from '../bank/sandbox/sandbox-bank';
import { healthRoutes } from './health';
import { authentication } from './plugins/authentication';
import { errorHandling, frameworkErrorReply } from './plugins/error-handling';
import { requestLanguage } from './plugins/request-language';
import { storableInput } from './plugins/storable-input';
import { databaseGate } from './plugins/database-gate';
import { sameOrigin } from './plugins/same-origin';
import { securityHeaders } from './plugins/security-headers';
import { restApi } from './rest/rest-api';
import { loadPageRenderer, serverPages } from './pages';
import { staticClient } from './static-client';
import { searchEngineFiles } from '../site/search-engines';
import { trpcApi } from './trpc/trpc-api';
import { uploads } from './uploads';
import { answerHeaders, requestId } from './plugins/answer-headers';

export interface AppOptions {
  logger: FastifyBaseLogger;
  /** The built client to serve (client/dist, its pages rendered by client/dist-server), or null (API only). */
  clientDist: string | null;
  /** Mount the sandbox bank at /sandbox-bank (when no real gateway is configured). */
  sandboxBank?: Omit<SandboxBankOptions, 'sql'> | null;
  /** PAYMENT_GATEWAY_URL of a real bank (null or absent: the sandbox), for the CSP's form-action. */
  bankUrl?: string | null;
  /** TRUST_PROXY: the proxies whose X-Forwarded-For names the client (absent: none, the peer is the client). */
  trustProxy?: number | string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered (method and URL): the REST surface, for checks and documentation. */
    routeTable: { method: string; url: string }[];
  }
}

/** A number of proxies as the function Fastify takes (the nearest `n` hops are believed); addresses as they are. */
const trustedHops = (trust: number | string) =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;

/** Builds the HTTP app without listening: tests use `app.inject`, server.ts listens. */
export async function buildApp(deps: AppDeps, options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: options.logger,
    bodyLimit: 1024 * 1024,
    // A `__proto__` or `constructor` key is dropped like any unknown field, never followed: the
    // schemas allow extra fields, so refusing the body would refuse a request they accept.
    onProtoPoisoning: 'remove',
    onConstructorPoisoning: 'remove',
    // Let in-flight requests finish on close; new connections are refused meanwhile.
    return503OnClosing: true,
    // The caller's X-Request-Id only when it is a safe token (requestId): it is stored in events.
    requestIdHeader: false,
    genReqId: requestId,
    frameworkErrors: frameworkErrorReply,
    ...(options.trustProxy === undefined ? {} : { trustProxy: trustedHops(options.trustProxy) }),
  });
  const routeTable: { method: string; url: string }[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeTable.push({ method, url: route.url });
  });
  await app.register(requestLanguage);
  await app.register(answerHeaders);
  await app.register(errorHandling);
  await app.register(databaseGate, { deps });
  await app.register(storableInput);
  await app.register(securityHeaders, {
    publicUrl: deps.publicUrl,
    bankUrl: options.bankUrl ?? null,
  });
  await app.register(sameOrigin, { deps });
  await app.register(authentication, { deps });
  healthRoutes(app, deps);
  await app.register((api) => restApi(api, deps), { prefix: '/api' });
  await app.register(trpcApi, { prefix: '/trpc', deps });
  if (options.sandboxBank)
    await app.register(sandboxBank, {
      prefix: '/sandbox-bank',
      sql: deps.sql,
      ...options.sandboxBank,
    });
  await uploads(app, deps.uploadsDir);
  searchEngineFiles(app, deps);
  if (options.clientDist) {
    const render = await loadPageRenderer(options.clientDist);
    const policy = { publicUrl: deps.publicUrl, bankUrl: options.bankUrl ?? null };
    const pages =
      render &&
      serverPages(app, { render, changes: deps.changes, publicUrl: () => deps.publicUrl, policy });
    await staticClient(app, options.clientDist, pages);
  }
  return app;
}
