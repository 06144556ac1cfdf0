import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The browser's own checks (`required`, `type="email"`, `min`) stop a form with a bubble in the
 * browser's language, not the page's: every form turns them off, and its fields say their rules
 * in the page's language (the server's refusal by the field it names, or the form's own check).
 */
const SOURCE = fileURLToPath(new URL('.', import.meta.url));

const components = (): string[] =>
  readdirSync(SOURCE, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.tsx') && !file.includes('.spec.'),
  );

/** Each `<form …>` opening tag of a component: up to its `>` outside any `{…}` expression. */
function formTags(source: string): string[] {
  return [...source.matchAll(/<form\b/g)].map(({ index }) => {
    let depth = 0;
    let end = index;
    while (end < source.length && !(source[end] === '>' && depth === 0)) {
      if (source[end] === '{') depth += 1;
      if (source[end] === '}') depth -= 1;
      end += 1;
    }
    return source.slice(index, end + 1);
  });
}

describe('the forms of the site and the staff area', () => {
  it('leave no rule to the browser: every <form> is noValidate', () => {
    const files = components();
    expect(files.length).toBeGreaterThan(50);
    const validating = files.flatMap((file) =>
      formTags(readFileSync(`${SOURCE}/${file}`, 'utf8'))
        .filter((tag) => !/\bnoValidate\b/.test(tag))
        .map((tag) => `${file}: ${tag.replace(/\s+/g, ' ').slice(0, 80)}`),
    );
    expect(validating).toEqual([]);
  });
});
