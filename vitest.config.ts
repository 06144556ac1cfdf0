import { defineConfig } from 'vitest/config';

// One run for every workspace: unit, integration (a real embedded PostgreSQL started once in
// globalSetup, one database per test file) and end-to-end (Chromium against the built app).
export default defineConfig({
  test: {
    include: ['**/*.spec.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/dist/**', '.data/**'],
    globalSetup: ['test/global-setup.ts'],
    // The summary reporter counts failed tests, files and unhandled errors for test/verdict.ts.
    reporters: ['default', './test/summary-reporter.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Two cores: integration files each own a database; more workers only thrash.
    maxWorkers: 2,
  },
});
