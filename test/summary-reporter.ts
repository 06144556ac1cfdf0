import { rmSync, writeFileSync } from 'node:fs';
import type { Reporter, SerializedError, TestModule } from 'vitest/node';

/**
 * What a run really did, counted from every module, suite and test, and written to a file that
 * `test/verdict.ts` judges after vitest has exited, whatever exit code vitest reported.
 * `numFailedTests` alone misses a file that failed on import or in a hook, and unhandled errors.
 */
export interface RunSummary {
  passed: number;
  failedTests: number;
  /** Files whose state is failed: a failed test, a failed hook, a failed import. */
  failedFiles: number;
  /** Files and suites that failed outside any test (import, beforeAll/afterAll). */
  failedOutsideTests: number;
  unhandledErrors: number;
  skipped: number;
  files: number;
  /** One line per failure, for the closing summary. */
  failures: string[];
}

export const SUMMARY_FILE = process.env.VITEST_SUMMARY_FILE ?? '.vitest-summary.json';

export function summarize(
  modules: ReadonlyArray<TestModule>,
  unhandled: ReadonlyArray<SerializedError>,
): RunSummary {
  const summary: RunSummary = {
    passed: 0,
    failedTests: 0,
    failedFiles: 0,
    failedOutsideTests: 0,
    unhandledErrors: unhandled.length,
    skipped: 0,
    files: modules.length,
    failures: [],
  };
  for (const module of modules) {
    if (module.state() === 'failed') summary.failedFiles++;
    for (const owner of [module, ...module.children.allSuites()]) {
      const errors = owner.errors();
      if (errors.length === 0) continue;
      summary.failedOutsideTests++;
      const where =
        owner.type === 'module'
          ? module.relativeModuleId
          : `${module.relativeModuleId} > ${owner.fullName}`;
      summary.failures.push(`${where}: ${errors[0]?.message ?? 'failed'}`);
    }
    for (const test of module.children.allTests()) {
      const state = test.result().state;
      if (state === 'passed') summary.passed++;
      else if (state === 'failed') {
        summary.failedTests++;
        summary.failures.push(`${module.relativeModuleId} > ${test.fullName}`);
      } else summary.skipped++;
    }
  }
  for (const error of unhandled) summary.failures.push(`unhandled: ${error.message}`);
  return summary;
}

export default class SummaryReporter implements Reporter {
  onInit(): void {
    rmSync(SUMMARY_FILE, { force: true }); // a stale summary must never judge this run
  }

  onTestRunEnd(
    modules: ReadonlyArray<TestModule>,
    unhandledErrors: ReadonlyArray<SerializedError>,
  ): void {
    writeFileSync(SUMMARY_FILE, JSON.stringify(summarize(modules, unhandledErrors), null, 2));
  }
}
