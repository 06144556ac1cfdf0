import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoFiles, ROOT } from './repo-files';

// ESLint's max-lines holds the TypeScript and JavaScript files (specs too) to 300 lines; these are
// the code files it does not read. Prose and data (Markdown, JSON, fixtures) are not held to it.
const NOT_LINTED = /\.(css|sql|sh|html)$/;
const MAX_LINES = 300;

const lineCount = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

describe('code files', () => {
  it(`hold at most ${MAX_LINES} lines each, styles, SQL, shell and HTML too`, () => {
    const long = repoFiles()
      .filter((file) => NOT_LINTED.test(file) && !file.includes('/fixtures/'))
      .map((file) => ({ file, lines: lineCount(readFileSync(join(ROOT, file), 'utf8')) }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(long).toEqual([]);
  });
});
