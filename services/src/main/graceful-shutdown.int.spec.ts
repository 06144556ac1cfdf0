import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const MODULE = fileURLToPath(new URL('./graceful-shutdown.ts', import.meta.url));

/** A process whose stop never finishes (a database that does not answer), stopped with SIGTERM. */
async function stopHangingProcess(): Promise<{ code: number | null; ms: number; output: string }> {
  const script = `
    import { onShutdownSignals } from ${JSON.stringify(MODULE)};
    onShutdownSignals({ info: (m) => console.log(m), warn: (m) => console.log(m), error: (_o, m) => console.log(m ?? _o) }, () => new Promise(() => {}), 500);
    console.log('ready');
    setInterval(() => {}, 1000);
  `;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve) =>
    child.stdout.on('data', () => output.includes('ready') && resolve()),
  );
  const started = performance.now();
  child.kill('SIGTERM');
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, ms: performance.now() - started, output };
}

describe('graceful shutdown', () => {
  it('is bounded: a stop that hangs ends at the deadline with exit code 1', async () => {
    const stopped = await stopHangingProcess();
    expect(stopped.code, stopped.output).toBe(1);
    expect(stopped.ms).toBeLessThan(10_000);
    expect(stopped.output).toContain('shutdown did not finish within 0.5 s');
  }, 30_000);
});
