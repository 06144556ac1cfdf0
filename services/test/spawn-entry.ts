import { spawn, type ChildProcessByStdio } from 'node:child_process';
import type { Readable } from 'node:stream';

export interface SpawnedEntry {
  child: ChildProcessByStdio<null, Readable, Readable>;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** Its stdout and stderr so far, interleaved as they came. */
  output(): string;
}

/** Runs `node --import tsx <script> <args>` as an OS process with exactly this environment. */
export function spawnEntry(
  script: string,
  args: string[],
  env: Record<string, string | undefined>,
): SpawnedEntry {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return { child, exited, output: () => output };
}
