import { existsSync, readFileSync } from 'node:fs';
import type { RunSummary } from './summary-reporter';

/**
 * The closing line of a test run and its verdict: 1 when any test, file (import or hook) or
 * unhandled error failed, when no test passed, or when the run left no summary at all; else 0.
 */
export function verdict(file: string, out: Pick<Console, 'log' | 'error'> = console): number {
  if (!existsSync(file)) {
    out.error(`vitest: no summary in ${file}: the run did not finish`);
    return 1;
  }
  const s = JSON.parse(readFileSync(file, 'utf8')) as RunSummary;
  for (const line of s.failures) out.error(`  failed: ${line}`);
  out.log(
    `vitest: ${s.passed} passed, ${s.failedTests} failed tests, ${s.failedFiles} failed files ` +
      `(${s.failedOutsideTests} failures outside a test), ${s.unhandledErrors} unhandled errors, ` +
      `${s.skipped} skipped, ${s.files} files`,
  );
  return s.failedTests + s.failedFiles + s.unhandledErrors > 0 || s.passed === 0 ? 1 : 0;
}
