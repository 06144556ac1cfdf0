import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CREDENTIALS_FILE } from '../bank/sandbox/credentials';
import { EnvError, loadEnv } from '../env';
import { bankSetup } from './bank-setup';

const root = await mkdtemp(join(tmpdir(), 'bank-setup-'));
afterAll(() => rm(root, { recursive: true, force: true }));
const envIn = (dir: string, more: Record<string, string> = {}) =>
  loadEnv({ DATA_DIR: join(root, dir), PORT: '3100', ...more });

describe('the bank a server talks to', () => {
  it('is the sandbox over loopback, with credentials generated for the data directory and shared by both sides', async () => {
    const setup = await bankSetup(envIn('a', { PUBLIC_URL: 'https://hotel.example' }));
    expect(setup.gateway.baseUrl).toBe('http://127.0.0.1:3100/sandbox-bank/');
    expect(setup.sandbox).toEqual({
      credentials: { userName: setup.gateway.userName, password: setup.gateway.password },
      publicUrl: 'https://hotel.example',
    });
    expect(setup.gateway.password).not.toBe('sandbox-password');
  });

  it('has other credentials in another data directory and the same ones after a restart', async () => {
    const first = await bankSetup(envIn('b'));
    const other = await bankSetup(envIn('c'));
    const again = await bankSetup(envIn('b'));
    expect(other.gateway.password).not.toBe(first.gateway.password);
    expect(again.gateway).toEqual(first.gateway);
  });

  it('reaches an IPv6-only server over ::1', async () => {
    expect((await bankSetup(envIn('d', { HOST: '::' }))).gateway.baseUrl).toBe(
      'http://[::1]:3100/sandbox-bank/',
    );
  });

  it('follows the port the server really bound (PORT=0)', async () => {
    const setup = await bankSetup(envIn('e', { PORT: '0' }));
    expect(setup.gatewayOn(40_123).baseUrl).toBe('http://127.0.0.1:40123/sandbox-bank/');
  });

  it('refuses a HOST loopback does not reach, naming it, since the sandbox answers only loopback', async () => {
    await expect(bankSetup(envIn('f', { HOST: '10.1.2.3' }))).rejects.toThrow(EnvError);
    await expect(bankSetup(envIn('f', { HOST: '10.1.2.3' }))).rejects.toThrow(
      /HOST: .*PAYMENT_GATEWAY_URL/,
    );
  });

  it('is the real gateway with its own credentials when PAYMENT_GATEWAY_URL is set, and no sandbox is mounted', async () => {
    const setup = await bankSetup(
      envIn('g', {
        PAYMENT_GATEWAY_URL: 'https://mpi.bank.example/payment/rest/',
        PAYMENT_GATEWAY_USER: 'hotel',
        PAYMENT_GATEWAY_PASSWORD: 'from-the-bank',
      }),
    );
    expect(setup.gateway).toMatchObject({
      baseUrl: 'https://mpi.bank.example/payment/rest/',
      userName: 'hotel',
      password: 'from-the-bank',
    });
    expect(setup.sandbox).toBeNull();
    expect(existsSync(join(root, 'g', CREDENTIALS_FILE))).toBe(false);
  });
});
