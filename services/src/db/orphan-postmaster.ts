import { execFile, type ExecFileOptions } from 'node:child_process';
import { readFile, readlink, realpath } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

const exec = promisify(execFile);

/**
 * A postmaster still running on `dir` while we hold the directory was left by an owner that died
 * (kill -9, a crash): stop it, so that this start runs its own server with today's settings, and
 * stops it at the end. The pid in postmaster.pid counts only when that process is a postgres
 * serving `dir` (after a reboot the pid may belong to anything, even another cluster).
 */
export async function stopOrphan(
  dir: string,
  pgCtl: string,
  asOwner: ExecFileOptions,
  log: (line: string) => void,
): Promise<void> {
  const lines = (await readFile(join(dir, 'postmaster.pid'), 'utf8').catch(() => '')).split('\n');
  const pid = Number(lines[0]);
  if (!(await isPostmasterOf(pid, dir))) return;
  log(
    `PostgreSQL (pid ${pid}, port ${lines[3] ?? '?'}) was left running on ${dir} by a process that is gone: stopping it`,
  );
  await exec(pgCtl, ['stop', '-D', dir, '-m', 'fast', '-w', '-t', '60'], asOwner).catch(() =>
    exec(pgCtl, ['stop', '-D', dir, '-m', 'immediate', '-w', '-t', '60'], asOwner),
  );
}

/**
 * Whether process `pid` is a PostgreSQL serving `dir`. On Linux by its working directory (a
 * postmaster works in its data directory, however `-D` was spelled); elsewhere by `-D` in `ps`.
 */
async function isPostmasterOf(pid: number, dir: string): Promise<boolean> {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  if (process.platform === 'linux') {
    const [name, cwd, real] = await Promise.all([
      readFile(`/proc/${pid}/comm`, 'utf8').catch(() => ''),
      readlink(`/proc/${pid}/cwd`).catch(() => null),
      realpath(dir).catch(() => dir),
    ]);
    return name.trim() === 'postgres' && cwd === real;
  }
  const { stdout } = await exec('ps', ['-o', 'args=', '-p', String(pid)]).catch(() => ({
    stdout: '',
  }));
  const args = stdout.trim().split(/\s+/);
  const at = args.indexOf('-D');
  return at >= 0 && args[at + 1] === dir;
}
