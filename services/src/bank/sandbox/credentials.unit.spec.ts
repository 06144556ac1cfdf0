import { mkdtemp, rm, stat, writeFile, chmod } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CREDENTIALS_FILE, sandboxCredentials } from './credentials';

const dirs: string[] = [];
const freshDir = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'sandbox-credentials-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

describe('sandbox bank credentials', () => {
  it('are generated at random, so two data directories get different ones', async () => {
    const [a, b] = await Promise.all([freshDir(), freshDir()]);
    const first = await sandboxCredentials(a);
    const second = await sandboxCredentials(b);
    expect(first.password).not.toBe(second.password);
    expect(first.password.length).toBeGreaterThanOrEqual(32);
    for (const { userName, password } of [first, second]) {
      expect([userName, password]).not.toContain('hotel-api');
      expect(password).not.toBe('sandbox-password');
    }
  });

  it('are kept in the data directory and reused by the next start', async () => {
    const dir = await freshDir();
    const first = await sandboxCredentials(dir);
    expect(await sandboxCredentials(dir)).toEqual(first);
  });

  it('are the same for processes starting at the same moment on one data directory', async () => {
    const dir = await freshDir();
    const all = await Promise.all(Array.from({ length: 8 }, () => sandboxCredentials(dir)));
    for (const credentials of all) expect(credentials).toEqual(all[0]);
  });

  it('are readable by their owner only (mode 0600), in a directory created when missing', async () => {
    const dir = join(await freshDir(), 'not-yet');
    await sandboxCredentials(dir);
    expect((await stat(join(dir, CREDENTIALS_FILE))).mode & 0o777).toBe(0o600);
  });

  it('take back a file others could read, and keep its credentials', async () => {
    const dir = await freshDir();
    const first = await sandboxCredentials(dir);
    await chmod(join(dir, CREDENTIALS_FILE), 0o644);
    expect(await sandboxCredentials(dir)).toEqual(first);
    expect((await stat(join(dir, CREDENTIALS_FILE))).mode & 0o777).toBe(0o600);
  });

  it('refuse a damaged file rather than serve made-up credentials', async () => {
    const dir = await freshDir();
    await writeFile(join(dir, CREDENTIALS_FILE), '{"userName":', { mode: 0o600 });
    await expect(sandboxCredentials(dir)).rejects.toThrow(CREDENTIALS_FILE);
  });
});
