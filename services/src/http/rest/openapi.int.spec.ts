import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { REST_OPERATIONS } from './openapi';

const site = await createTestApp({ seed: false });
site.deps.paymentCallbackKey = 'k';
const { buildApp } = await import('../app');
const pino = (await import('pino')).default;
// Built with a callback key, so the optional callback route is registered too.
const app = await buildApp(site.deps, { logger: pino({ level: 'silent' }), clientDist: null });
await app.ready();

describe('GET /api/openapi.json', () => {
  it('documents every REST route the app registers, and nothing else', async () => {
    const registered = app.routeTable
      .filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD')
      .map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`);
    expect([...new Set(registered)].sort()).toEqual(Object.keys(REST_OPERATIONS).sort());
  });

  it('serves an OpenAPI 3.1 document with request schemas from the contracts', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc.openapi).toBe('3.1.0');
    const payment = doc.paths['/api/payment'].post;
    expect(payment.requestBody.content['application/json'].schema.properties.guests).toBeDefined();
    expect(payment.security).toEqual([{ session: [] }, { bearer: [] }]);
    expect(doc.paths['/api/clients'].get.responses['403']).toBeDefined();
  });
});

describe('GET /api/openapi.json without PAYMENT_CALLBACK_KEY', () => {
  it('leaves out the bank callback, which is then not mounted', async () => {
    const doc = (await site.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc.paths['/api/payment/callback']).toBeUndefined();
    expect(
      (await site.app.inject({ method: 'POST', url: '/api/payment/callback', payload: {} }))
        .statusCode,
    ).toBe(404);
    const registered = site.app.routeTable
      .filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD')
      .map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`);
    const documented = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.sort()).toEqual([...new Set(registered)].sort());
  });

  it('documents the callback when the key is set', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc.paths['/api/payment/callback'].post).toBeDefined();
  });
});
