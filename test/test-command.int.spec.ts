import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { RunSummary } from './summary-reporter';
import { verdict } from './verdict';

/**
 * A test command that cannot fail proves nothing. This runs vitest with the project's real
 * configuration (its global setup starts the embedded PostgreSQL, whose package once forced
 * exit code 0) on specs in a temporary directory, and checks what it exits with and what the
 * summary counts.
 */
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const dirs: string[] = [];
/** The lines a verdict printed (checked, not printed: the inner runs' failures are planted). */
function recorded(): {
  lines: string[];
  log: (line: string) => void;
  error: (line: string) => void;
} {
  const lines: string[] = [];
  return { lines, log: (line) => lines.push(line), error: (line) => lines.push(line) };
}
/** CI's plain closing line: 'N passed, N failed' alone on a line, one word with a colon before it. */
const CLOSING = /^\w+: (\d+) passed, (\d+) failed(, \d+ skipped)?$/;
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

const PASSING =
  "import { it, expect } from 'vitest';\nit('passes', () => { expect(1).toBe(1); });\n";
// Both projects: the unit one (no database) and the integration one (its global setup).
const SPECS = {
  'passes.unit.spec.ts': PASSING,
  'fails.int.spec.ts':
    "import { it, expect } from 'vitest';\nit('fails', () => { expect(1).toBe(2); });\n",
  'hook.unit.spec.ts':
    "import { beforeAll, it } from 'vitest';\nbeforeAll(() => { throw new Error('hook broke'); });\nit('never runs', () => undefined);\n",
  'import.int.spec.ts': "throw new Error('import broke');\n",
  'unhandled.unit.spec.ts': `${PASSING}void Promise.reject(new Error('nobody caught this'));\n`,
};

async function runVitest(
  specs: Record<string, string>,
): Promise<{ code: number | null; summary: string; output: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'hotel-test-command-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(specs)) await writeFile(join(dir, name), text);
  const summary = join(dir, 'summary.json');
  // A clean environment: nothing of the outer vitest run leaks into the inner one.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) => !key.startsWith('VITEST') && key !== 'TEST_DATABASE_URL',
    ),
  );
  const child = spawn(
    process.execPath,
    [
      join(ROOT, 'node_modules/vitest/vitest.mjs'),
      'run',
      // The planted specs' directory as the root, the project's own configuration and projects.
      ...['--root', dir, '--config', join(ROOT, 'vitest.config.ts')],
    ],
    {
      cwd: ROOT,
      env: { ...env, VITEST_SUMMARY_FILE: summary, NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, summary, output };
}

describe('the test command', () => {
  it('exits non-zero, and the verdict counts every kind of failure, when specs fail', async () => {
    const run = await runVitest(SPECS);
    expect(run.code, run.output).not.toBe(0);
    const counted = JSON.parse(await readFile(run.summary, 'utf8')) as RunSummary;
    expect(counted).toMatchObject({
      passed: 2,
      failedTests: 1,
      failedFiles: 3,
      failedOutsideTests: 2,
      unhandledErrors: 1,
      files: 5,
    });
    const out = recorded();
    expect(verdict(run.summary, out)).toBe(1);
    // Every kind of failure counts in the closing line's "failed": 1 test, 2 outside a test, 1 unhandled;
    // the test that the broken hook kept from running is the skipped one.
    expect(out.lines.at(-1)).toMatch(CLOSING);
    expect(out.lines.at(-1)).toBe('tests: 2 passed, 4 failed, 1 skipped');
  }, 120_000);

  it('exits 0 with a verdict of 0 when every spec passes', async () => {
    const run = await runVitest({ 'passes.unit.spec.ts': PASSING, 'passes.int.spec.ts': PASSING });
    expect(run.code, run.output).toBe(0);
    const out = recorded();
    expect(verdict(run.summary, out)).toBe(0);
    expect(out.lines.at(-1)).toBe('tests: 2 passed, 0 failed, 0 skipped');
    expect(out.lines.at(-1)).toMatch(CLOSING);
  }, 120_000);

  it('judges a run that left no summary as failed', () => {
    const out = recorded();
    expect(verdict(join(tmpdir(), 'no-such-summary.json'), out)).toBe(1);
    expect(out.lines.at(-1)).toBe('tests: 0 passed, 1 failed, 0 skipped');
  });
});
