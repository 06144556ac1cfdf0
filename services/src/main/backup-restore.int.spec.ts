import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { processGroup, stopProcess } from '../../test/processes';

const exec = promisify(execFile);
const BACKUP = fileURLToPath(new URL('./backup.ts', import.meta.url));
const RESTORE = fileURLToPath(new URL('./restore.ts', import.meta.url));

const work = await mkdtemp(join(tmpdir(), 'hotel-backup-cli-'));
await chmod(work, 0o755); // PostgreSQL runs as its own user and must reach its directories
const processes = processGroup();
afterAll(async () => {
  await processes.killAll();
  await rm(work, { recursive: true, force: true });
});

const ADMIN = { ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: 'caspian-admin-2026' };

/** Runs `npm run backup` / `npm run restore` as the operator does: exit code and output. */
async function command(script: string, args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await exec(process.execPath, ['--import', 'tsx', script, ...args], {
      env: { ...process.env, DATABASE_URL: '', EVENT_STORE: 'postgres', LOG_LEVEL: 'info', ...env },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

/** The room types and the admin's session answer the same on a site as on the one it was restored from. */
async function siteFacts(base: string) {
  const login = await fetch(`${base}/api/authentication`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({
      isLogin: true,
      email: ADMIN.ADMIN_EMAIL,
      password: ADMIN.ADMIN_PASSWORD,
    }),
  });
  const roomTypes = await fetch(`${base}/api/room-types`).then((r) => r.json());
  return { login: login.status, roomTypes };
}

describe('npm run backup and npm run restore on the default setup (embedded PostgreSQL)', () => {
  it('back up a running site and restore it into an empty DATA_DIR, where the site starts with the same data', async () => {
    const source = join(work, 'source');
    const site = await processes.start('all-in-one', {
      DATA_DIR: source,
      DEMO_DATA: '1',
      ...ADMIN,
    });
    const before = await siteFacts(site.base);
    expect(before.login).toBe(200);

    const file = join(work, 'site.backup');
    const backup = await command(BACKUP, [file], { DATA_DIR: source });
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toMatch(/Backed up .* events/);
    expect(await site.ready()).toMatchObject({ status: 'ok' }); // the site went on serving
    expect(await stopProcess(site)).toBe(0);

    const target = join(work, 'target');
    const restore = await command(RESTORE, [file], { DATA_DIR: target });
    expect(restore.code, restore.output).toBe(0);
    expect(restore.output).toMatch(/Restored .* read models rebuilt/);

    const restored = await processes.start('all-in-one', {
      DATA_DIR: target,
      DEMO_DATA: '1',
      ...ADMIN,
    });
    expect(await siteFacts(restored.base)).toEqual(before);
    expect(await stopProcess(restored)).toBe(0);

    // The same archive never lands on a DATA_DIR that holds a database.
    const again = await command(RESTORE, [file], { DATA_DIR: target });
    expect(again.code).not.toBe(0);
    expect(again.output).toContain('already holds a database');
  }, 240_000);

  it('refuse a DATA_DIR with no database, a file that exists, and a damaged or cut archive, creating nothing', async () => {
    const empty = join(work, 'empty');
    const noDatabase = await command(BACKUP, [join(work, 'none.backup')], { DATA_DIR: empty });
    expect(noDatabase.code).not.toBe(0);
    expect(noDatabase.output).toContain('holds no database');
    expect(existsSync(join(empty, 'pg'))).toBe(false);
    expect(existsSync(join(work, 'none.backup'))).toBe(false);

    const taken = join(work, 'taken.backup');
    await writeFile(taken, 'something else');
    const overwrite = await command(BACKUP, [taken], { DATA_DIR: join(work, 'source') });
    expect(overwrite.code).not.toBe(0);
    expect(overwrite.output).toContain('already exists');
    expect(await readFile(taken, 'utf8')).toBe('something else');

    const good = gunzipSync(await readFile(join(work, 'site.backup'))).toString();
    const damaged = join(work, 'damaged.backup');
    await writeFile(damaged, gzipSync(good.replace('"room_number":"101"', '"room_number":"999"')));
    const cut = join(work, 'cut.backup');
    await writeFile(cut, gzipSync(good.slice(0, good.lastIndexOf('@sha256'))));
    for (const [file, reason] of [
      [damaged, 'does not match its checksum'],
      [cut, 'ends before its checksum'],
      [taken, 'is not a backup archive'],
    ] as const) {
      const dir = join(work, `restore-${reason.length}`);
      const refused = await command(RESTORE, [file], { DATA_DIR: dir });
      expect(refused.code, refused.output).not.toBe(0);
      expect(refused.output).toContain(reason);
      expect(existsSync(join(dir, 'pg'))).toBe(false);
    }
  }, 120_000);
});
