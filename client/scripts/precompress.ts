import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text the browser takes compressed; images other than SVG and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file of the build (public/ copies
 * included), so the server sends them as they are (services/src/http/static-client.ts): the
 * strongest settings cost seconds once here instead of CPU on every answer. A variant not smaller
 * than the file is not written; the server then sends the file itself.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'hotel:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      for (const file of await filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const source = await readFile(file);
        const variants: [string, Buffer][] = [
          ['.br', brotli(source)],
          ['.gz', gzipSync(source, { level: constants.Z_BEST_COMPRESSION })],
        ];
        for (const [extension, compressed] of variants) {
          if (compressed.length < source.length) await writeFile(file + extension, compressed);
        }
      }
    },
  };
}

/** A file's brotli variant, at the strongest setting. */
export function brotli(source: Buffer): Buffer {
  return brotliCompressSync(source, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  });
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return filesUnder(path);
      return entry.isFile() ? [path] : [];
    }),
  );
  return nested.flat();
}
