import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { TestDatabase } from '../../test/database';
import { connect, type Sql } from '../src/db/connect';
import { freePort, startEmbeddedPostgres } from '../src/db/embedded-postgres';
import { migrateAll } from '../src/db/migrations';

const exec = promisify(execFile);

/** Whether a process of this machine is still there. */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * A migrated PostgreSQL cluster of a spec's own, for fault injection: the spec kills (-9) or
 * freezes (SIGSTOP) its processes and brings it back as an operator would.
 */
export async function startOutageCluster() {
  const dir = await mkdtemp(join(tmpdir(), 'hotel-outage-'));
  const dataDir = join(dir, 'pg');
  const port = await freePort();
  const pg = await startEmbeddedPostgres({ dir: dataDir, port });
  const sql = connect(pg.url, { max: 10 });
  await migrateAll(sql);
  const pools: Sql[] = [sql];
  const database: TestDatabase = {
    url: pg.url,
    sql,
    connectAgain(max = 10) {
      const pool = connect(pg.url, { max });
      pools.push(pool);
      return pool;
    },
  };

  /** Every process of the cluster: the postmaster and its children. */
  async function clusterPids(): Promise<number[]> {
    const master = Number((await readFile(join(dataDir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
    const { stdout } = await exec('ps', ['-o', 'pid=', '--ppid', String(master)]).catch(() => ({
      stdout: '',
    }));
    return [
      master,
      ...stdout
        .split('\n')
        .map((line) => Number(line.trim()))
        .filter((pid) => pid > 0),
    ];
  }

  /**
   * Brings the killed cluster back on its port, as an operator would with pg_ctl (the process that
   * owns the data directory keeps owning it; `stop()` stops this server too).
   */
  async function restart(): Promise<void> {
    const { pg_ctl: pgCtl } = (await import(
      `@embedded-postgres/${process.platform}-${process.arch}`
    )) as { pg_ctl: string };
    const id = async (flag: string) => Number((await exec('id', [flag, 'postgres'])).stdout.trim());
    const owner = process.getuid?.() === 0 ? { uid: await id('-u'), gid: await id('-g') } : {};
    // Where it listened before: 127.0.0.1 and the Unix socket its URL names.
    const socketDir = new URL(pg.url).searchParams.get('host') ?? "''";
    const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${socketDir} -c max_connections=200`;
    const log = join(dataDir, 'restart.log');
    await exec(
      pgCtl,
      ['start', '-D', dataDir, '-w', '-t', '60', '-l', log, '-o', options],
      owner,
    ).catch(async (error: unknown) => {
      const said = await readFile(log, 'utf8').catch(() => '');
      throw new Error(
        `pg_ctl start failed: ${String((error as { stderr?: string }).stderr)} ${said}`,
      );
    });
  }

  async function stop(): Promise<void> {
    await Promise.all(pools.map((pool) => pool.end({ timeout: 1 }).catch(() => undefined)));
    await pg.stop().catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
  }

  return { database, sql, clusterPids, restart, stop };
}
