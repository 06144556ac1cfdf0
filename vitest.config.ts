import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { isDriverTypeFetchFailure } from './services/src/db/driver-guard';

// Absolute, so a run with another --root (test/test-command.int.spec.ts) still finds them.
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const EXCLUDE = ['**/node_modules/**', '**/dist/**', '**/dist-server/**', '.data/**'];

// One run for every workspace, in two projects. Unit specs touch no database or process: they run
// without PostgreSQL, in threads. Integration and end-to-end specs share one real embedded
// PostgreSQL started once in globalSetup (one database per test file) and Chromium against the
// built app.
export default defineConfig({
  test: {
    // The summary reporter counts failed tests, files and unhandled errors for test/verdict.ts.
    reporters: ['default', here('./test/summary-reporter.ts')],
    // The one unhandled rejection the servers also tolerate (a postgres.js bug, see driver-guard):
    // the fault-injection specs kill PostgreSQL while connections open. Any other still fails.
    onUnhandledError: (error) => !isDriverTypeFetchFailure(error),
    // The property specs fold thousands of random histories: on a loaded machine, seconds.
    testTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['**/*.unit.spec.{ts,tsx}'],
          exclude: EXCLUDE,
          pool: 'threads',
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['**/*.int.spec.ts', '**/*.e2e.spec.ts'],
          exclude: EXCLUDE,
          globalSetup: [here('./test/global-setup.ts')],
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
    ],
    // Two cores: integration files each own a database; more workers only thrash.
    maxWorkers: 2,
  },
});
