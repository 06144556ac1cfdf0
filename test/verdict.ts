import { existsSync, readFileSync } from 'node:fs';
import type { RunSummary } from './summary-reporter';

/**
 * The closing lines of a test run and its verdict: 1 when any test, file (import or hook) or
 * unhandled error failed, when no test passed, or when the run left no summary at all; else 0.
 *
 * The very last line is the plain `tests: N passed, N failed, N skipped` that CI reads when it
 * does not know the runner (vitest is not among those it reads): its "failed" counts failed tests,
 * failures outside a test (a file's import or hook) and unhandled errors, so a run that failed
 * anywhere never closes on "0 failed".
 */
export function verdict(file: string, out: Pick<Console, 'log' | 'error'> = console): number {
  if (!existsSync(file)) {
    out.error(`vitest: no summary in ${file}: the run did not finish`);
    out.log(closingLine(0, 1, 0));
    return 1;
  }
  const s = JSON.parse(readFileSync(file, 'utf8')) as RunSummary;
  for (const line of s.failures) out.error(`  failed: ${line}`);
  out.log(
    `vitest: ${s.passed} passed, ${s.failedTests} failed tests, ${s.failedFiles} failed files ` +
      `(${s.failedOutsideTests} failures outside a test), ${s.unhandledErrors} unhandled errors, ` +
      `${s.skipped} skipped, ${s.files} files`,
  );
  out.log(
    closingLine(s.passed, s.failedTests + s.failedOutsideTests + s.unhandledErrors, s.skipped),
  );
  return s.failedTests + s.failedFiles + s.unhandledErrors > 0 || s.passed === 0 ? 1 : 0;
}

/** The plain closing line, alone on its line: "tests: 799 passed, 0 failed, 0 skipped". */
export function closingLine(passed: number, failed: number, skipped: number): string {
  return `tests: ${passed} passed, ${failed} failed, ${skipped} skipped`;
}
