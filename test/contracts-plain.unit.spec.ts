import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SOURCE = fileURLToPath(new URL('../contracts/src', import.meta.url));

/** The modules a module imports at run time (type-only imports are erased), following relative paths. */
function reachable(file: string, seen = new Map<string, string[]>()): Map<string, string[]> {
  if (seen.has(file)) return seen;
  const text = readFileSync(file, 'utf8');
  const specifiers = [
    ...text.matchAll(/^(?:import|export)\s+(?!type\s)(?:[^'"]*?from\s+)?'([^']+)'/gm),
  ].map((m) => m[1] ?? '');
  seen.set(file, specifiers);
  for (const specifier of specifiers) {
    if (specifier.startsWith('.')) reachable(join(dirname(file), `${specifier}.ts`), seen);
  }
  return seen;
}

describe('@hotel/contracts/plain', () => {
  it('reaches no zod and no package at all, however deep', () => {
    const graph = reachable(join(SOURCE, 'plain.ts'));
    const packages = [...graph].flatMap(([file, specifiers]) =>
      specifiers
        .filter((s) => !s.startsWith('.'))
        .map((s) => `${file.slice(SOURCE.length + 1)} imports ${s}`),
    );
    expect(packages).toEqual([]);
    expect(graph.size).toBeGreaterThan(10);
  });

  it('is what the package exports as ./plain, and the root exports it too', async () => {
    const pkg = JSON.parse(readFileSync(join(SOURCE, '..', 'package.json'), 'utf8')) as {
      exports: Record<string, string>;
    };
    expect(pkg.exports['./plain']).toBe('./src/plain.ts');
    const [plain, root] = await Promise.all([
      import('../contracts/src/plain'),
      import('../contracts/src/index'),
    ]);
    for (const [name, value] of Object.entries(plain))
      expect(root[name as keyof typeof root], name).toBe(value);
  });
});
