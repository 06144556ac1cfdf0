import type { Language } from '@hotel/contracts';

/** Every leaf of a texts tree by its dotted key (array items by their index). */
function leaves(tree: unknown, prefix = ''): Map<string, unknown> {
  const found = new Map<string, unknown>();
  if (tree === null || typeof tree !== 'object') return found.set(prefix, tree);
  for (const [key, value] of Object.entries(tree)) {
    for (const [path, leaf] of leaves(value, prefix ? `${prefix}.${key}` : key))
      found.set(path, leaf);
  }
  return found;
}

/**
 * For the specs of a namespace's texts: the keys some language has and `language` lacks or leaves
 * without words. The types already make the trees one shape; this reads what the bundle really
 * holds, where a cast or a spread could have let a key slip.
 */
export function missingIn(texts: Record<Language, unknown>, language: Language): string[] {
  const all = new Set(Object.values(texts).flatMap((tree) => [...leaves(tree).keys()]));
  const own = leaves(texts[language]);
  return [...all].filter((key) => {
    const text = own.get(key);
    return typeof text !== 'string' || text.trim() === '';
  });
}
