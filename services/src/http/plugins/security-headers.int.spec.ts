import { createHash } from 'node:crypto';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { AppDeps } from '../../application/deps';
import { createTestApp } from '../../../test/test-app';
import { buildApp, type AppOptions } from '../app';

const { app, deps } = await createTestApp();

/** The CSP of an answer as directive name → sources. */
const policyOf = (header: unknown): Record<string, string[]> =>
  Object.fromEntries(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name = '', ...sources]) => [name, sources]),
  );

/** An app built apart from the test app, to try configurations (answers by inject only). */
async function headersOf(overrides: Partial<AppDeps>, options: Partial<AppOptions> = {}) {
  const other = await buildApp(
    { ...deps, ...overrides },
    { logger: pino({ level: 'silent' }), clientDist: null, ...options },
  );
  try {
    return (await other.inject({ method: 'GET', url: '/api/room-types' })).headers;
  } finally {
    await other.close();
  }
}

describe('security headers of the site', () => {
  it('allow only our own scripts, styles, images and connections, and nothing inline', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/room-types' });
    const policy = policyOf(res.headers['content-security-policy']);
    expect(policy).toMatchObject({
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'"],
      'img-src': ["'self'"],
      'connect-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
    });
    expect(JSON.stringify(policy)).not.toContain('unsafe');
  });

  it('let frames come from us and the map provider only, and let no site frame ours', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/room-types' });
    const policy = policyOf(res.headers['content-security-policy']);
    expect(policy['frame-src']).toEqual(["'self'", 'https://www.openstreetmap.org']);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('let forms post to us only', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/room-types' });
    expect(policyOf(res.headers['content-security-policy'])['form-action']).toEqual(["'self'"]);
  });

  it('let forms post to the real bank too when one is configured', async () => {
    const headers = await headersOf({}, { bankUrl: 'https://pay.bank.example/payment/rest/' });
    expect(policyOf(headers['content-security-policy'])['form-action']).toEqual([
      "'self'",
      'https://pay.bank.example',
    ]);
  });

  it('forbid sniffing and send only the origin to other sites', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['content-security-policy']).toBeDefined();
  });

  it('send no HSTS while the public address is http', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/room-types' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(policyOf(res.headers['content-security-policy'])).not.toHaveProperty(
      'upgrade-insecure-requests',
    );
  });

  it('send HSTS and upgrade insecure requests when the public address is https', async () => {
    const headers = await headersOf({ publicUrl: 'https://hotel.example' });
    expect(headers['strict-transport-security']).toBe('max-age=31536000');
    expect(policyOf(headers['content-security-policy'])).toHaveProperty(
      'upgrade-insecure-requests',
    );
  });
});

describe("the sandbox bank's pages", () => {
  const styleHash = (html: string) => {
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    return `'sha256-${createHash('sha256').update(style, 'utf8').digest('base64')}'`;
  };

  it('allow their own inline style by its hash, no scripts and no framing', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/sandbox-bank/payments/merchants/hotel/payment.html?mdOrder=unknown',
    });
    expect(res.statusCode).toBe(404);
    const policy = policyOf(res.headers['content-security-policy']);
    expect(policy['default-src']).toEqual(["'none'"]);
    expect(policy['style-src']).toEqual([styleHash(res.body)]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('give their error pages the same policy', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/sandbox-bank/payments/merchants/hotel/pay',
      headers: { 'content-type': 'application/xml' },
      payload: '<card/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.headers['content-type']).toContain('text/html');
    expect(policyOf(res.headers['content-security-policy'])['style-src']).toEqual([
      styleHash(res.body),
    ]);
  });
});
