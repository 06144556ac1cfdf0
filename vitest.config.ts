import { defineConfig } from 'vitest/config';
import { isDriverTypeFetchFailure } from './services/src/db/driver-guard';

// One run for every workspace: unit, integration (a real embedded PostgreSQL started once in
// globalSetup, one database per test file) and end-to-end (Chromium against the built app).
export default defineConfig({
  test: {
    include: ['**/*.spec.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/dist/**', '**/dist-server/**', '.data/**'],
    globalSetup: ['test/global-setup.ts'],
    // The summary reporter counts failed tests, files and unhandled errors for test/verdict.ts.
    reporters: ['default', './test/summary-reporter.ts'],
    // The one unhandled rejection the servers also tolerate (a postgres.js bug, see driver-guard):
    // the fault-injection specs kill PostgreSQL while connections open. Any other still fails.
    onUnhandledError: (error) => !isDriverTypeFetchFailure(error),
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Two cores: integration files each own a database; more workers only thrash.
    maxWorkers: 2,
  },
});
