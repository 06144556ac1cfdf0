import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REST_OPERATIONS } from './operations';

/** The operations table of docs/rest-contract.md, as rows of trimmed cells. */
function documentedRows(): string[][] {
  const doc = readFileSync(new URL('../../../../docs/rest-contract.md', import.meta.url), 'utf8');
  const table = doc.slice(doc.indexOf('## 4. The operations'));
  return table
    .split('\n')
    .filter((line) => /^\| (GET|POST|PUT|PATCH|DELETE) /.test(line))
    .map((line) =>
      line
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim()),
    );
}

describe('the REST contract document', () => {
  it('lists every declared operation, in order, with its access and summary', () => {
    const declared = Object.entries(REST_OPERATIONS).map(([key, operation]) => {
      const [method = '', path = ''] = key.split(' ');
      return [method, `\`${path}\``, operation.access, operation.summary.replaceAll('|', '\\|')];
    });
    // A difference here: run `npx tsx scripts/rest-table.ts` and paste its table (then prettier).
    expect(documentedRows()).toEqual(declared);
  });
});
