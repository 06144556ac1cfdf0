import { describe, expect, it } from 'vitest';
import { loadEnv } from '../env';
import { createTestApp } from '../../test/test-app';

// One registration an hour per address: the second from the same address is refused.
const limits = { registerPerIp: { max: 1, windowSeconds: 3600 } };
// The proxy's address as the api sees it: every guest's request arrives from it.
const PROXY = '172.18.0.5';

const register = (
  site: Awaited<ReturnType<typeof createTestApp>>,
  email: string,
  forwardedFor: string,
) =>
  site.app.inject({
    method: 'POST',
    url: '/api/authentication?l=en',
    payload: { isLogin: false, email, password: 'caspian-sea-2026' },
    remoteAddress: PROXY,
    headers: { 'x-forwarded-for': forwardedFor },
  });

describe('the client address behind a reverse proxy (TRUST_PROXY)', () => {
  it('with TRUST_PROXY=1, per-address limits count each guest the proxy names, not the proxy', async () => {
    const site = await createTestApp({ seed: false, limits, trustProxy: 1 });
    expect((await register(site, 'first@example.com', '198.51.100.1')).statusCode).toBe(200);
    expect((await register(site, 'second@example.com', '198.51.100.2')).statusCode).toBe(200);
    expect((await register(site, 'third@example.com', '198.51.100.1')).statusCode).toBe(429);
  });

  it('without it, X-Forwarded-For is not believed: a client cannot pick its address to escape the limit', async () => {
    const site = await createTestApp({ seed: false, limits });
    expect((await register(site, 'first@example.com', '198.51.100.1')).statusCode).toBe(200);
    expect((await register(site, 'second@example.com', '198.51.100.2')).statusCode).toBe(429);
  });

  it('reads a number of proxies or a list of addresses, and names the variable when it is neither', () => {
    expect(loadEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadEnv({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).TRUST_PROXY).toBe(
      '10.0.0.0/8, 127.0.0.1',
    );
    expect(loadEnv({}).TRUST_PROXY).toBeUndefined();
    expect(() => loadEnv({ TRUST_PROXY: 'everyone' })).toThrow(
      'TRUST_PROXY: must be a number of proxies',
    );
  });
});
