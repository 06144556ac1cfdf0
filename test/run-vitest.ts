import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { SUMMARY_FILE } from './summary-reporter.ts';
import { verdict } from './verdict.ts';

/**
 * `npm test`'s last step: `vitest run` (arguments passed on), then the verdict of the summary its
 * reporter wrote. The exit code is non-zero when either says so: a run whose tests failed never
 * exits 0, even if something in the process overrode vitest's own exit code.
 */
const vitest = join(
  dirname(createRequire(import.meta.url).resolve('vitest/package.json')),
  'vitest.mjs',
);
const run = spawnSync(process.execPath, [vitest, 'run', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
if (run.status !== 0) console.error(`vitest exited with ${run.status ?? run.signal}`);
// The verdict prints last: its closing line is the one CI reads.
const judged = verdict(SUMMARY_FILE);
process.exit(run.status !== 0 ? (run.status ?? 1) : judged);
