import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Dates in tests go stale: a literal stay that was in the future when written lies in the past
 * a few weeks later, and the server refuses it. Every test takes its dates from test/clock.ts
 * (relative to today in the hotel's time zone) or builds them from the current year.
 */
const ROOT = fileURLToPath(new URL('..', import.meta.url));
// A calendar date, or a card expiry (MM/YY) in quotes: both pass into the past one day.
const DATE_LITERAL =
  /\b(?:19|20)\d\d-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])\b|['"`](?:0[1-9]|1[0-2])\/\d\d['"`]/;

/** Spec files, test helpers and the event store's contract suite, as tracked by git. */
function testFiles(): string[] {
  const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  }).split('\n');
  return tracked.filter(
    (file) => /\.(spec|contract)\.tsx?$/.test(file) || /(^|\/)(test|e2e)\/.*\.tsx?$/.test(file),
  );
}

describe('test files', () => {
  it('hold no calendar date or card expiry literal', () => {
    const files = testFiles();
    expect(files.length).toBeGreaterThan(20);
    const found = files.flatMap((file) =>
      readFileSync(`${ROOT}/${file}`, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          DATE_LITERAL.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(found).toEqual([]);
  });
});
