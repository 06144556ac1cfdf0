import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { vi } from 'vitest';
import { freePort } from '../src/db/embedded-postgres';

/** An entry point of services/src/main, as `node --import tsx <entry>` runs it. */
export type Entry = 'api' | 'projector' | 'relay' | 'sandbox-bank' | 'all-in-one';

export interface RunningProcess {
  entry: Entry;
  /** http://127.0.0.1:<port> */
  base: string;
  child: ChildProcess;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  output(): string;
  /** The JSON of /health/ready (any status code). */
  ready(): Promise<{
    status: string;
    role?: string;
    projections?: { name: string; lag: number }[];
  }>;
}

/** The environment without settings of the runner's own that would change what a process does. */
const clean = (env: NodeJS.ProcessEnv) =>
  Object.fromEntries(
    Object.entries(env).filter(
      ([name]) =>
        !name.startsWith('PAYMENT_GATEWAY') &&
        !['SANDBOX_BANK', 'DATABASE_URL', 'PORT', 'PUBLIC_URL'].includes(name),
    ),
  );

/**
 * Starts one entry point as an OS process on a free loopback port (PUBLIC_URL: that address) and
 * waits until its /health/live answers (`until: 'ready'`: until /health/ready says 200).
 */
export async function startProcess(
  entry: Entry,
  env: Record<string, string>,
  until: 'live' | 'ready' = 'ready',
): Promise<RunningProcess> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const script = fileURLToPath(new URL(`../src/main/${entry}.ts`, import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: {
      ...clean(process.env),
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: base,
      SERVE_CLIENT: '0',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  const path = until === 'live' ? '/health/live' : '/health/ready';
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${entry} exited early:\n${output}`);
    if (
      await fetch(`${base}${path}`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 100)); // polling for start-up
  }
  return {
    entry,
    base,
    child,
    exited,
    output: () => output,
    ready: () =>
      fetch(`${base}/health/ready`).then((r) => r.json() as ReturnType<RunningProcess['ready']>),
  };
}

/** SIGTERM and the exit code (a graceful stop exits 0). */
export async function stopProcess(running: RunningProcess): Promise<number | null> {
  if (running.child.exitCode !== null || running.child.signalCode !== null)
    return running.child.exitCode;
  running.child.kill('SIGTERM');
  return running.exited;
}

/** Polls `check` every 100 ms until it holds (the caller's test timeout bounds the wait). */
export async function eventually(check: () => Promise<boolean>): Promise<void> {
  await vi.waitFor(
    async () => {
      if (!(await check())) throw new Error('not yet');
    },
    { timeout: 3_600_000, interval: 100 },
  );
}

/** The processes one test file starts: `killAll` (its afterAll) kills -9 those still running. */
export function processGroup() {
  const started: RunningProcess[] = [];
  return {
    async start(...args: Parameters<typeof startProcess>): Promise<RunningProcess> {
      const running = await startProcess(...args);
      started.push(running);
      return running;
    },
    async killAll(): Promise<void> {
      for (const running of started) running.child.kill('SIGKILL');
      await Promise.all(started.map((p) => p.exited));
    },
  };
}
