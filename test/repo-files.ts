import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repo's root folder. */
export const ROOT = fileURLToPath(new URL('..', import.meta.url));

// What installs, builds and runs leave behind: not the repo's own files.
const SKIPPED = new Set([
  'node_modules',
  'dist',
  'dist-server',
  '.data',
  '.git',
  '.turbo',
  '.tanstack',
]);

/** Every file of the repo below `dir` (relative to the root), as paths from the root. */
export function repoFiles(dir = ''): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : repoFiles(path);
    return [path];
  });
}
