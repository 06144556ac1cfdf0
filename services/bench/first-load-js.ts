/**
 * What a guest's browser runs on the first load of a page, and what it is made of: every script
 * the page fetched until the network was quiet (the entry, its imports, the route's chunks the
 * router loads at hydration, the language's texts), each with its gzip size (default level, as
 * lighthouse.ts counts the budget), and the gzip bytes of each package shared out over the
 * modules that make a chunk (by their share of the minified bytes, read from source maps).
 *
 * The site's own build has no source maps (they would be served); this builds the browser's
 * bundle once more with hidden maps into a directory of its own and matches the files by name:
 * the same sources give the same hashed names. A file without its map counts as "(no map)".
 *
 *   node --import tsx services/bench/first-load-js.ts [site] [path ...]
 *
 * site defaults to http://localhost:3000, paths to `/`, `/rooms`, `/room?type=1`.
 * FIRST_LOAD_MAPS=<directory> reuses an analysis build already there.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const CLIENT_DIR = fileURLToPath(new URL('../../client', import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const [site = 'http://localhost:3000', ...givenPaths] = process.argv.slice(2);
const paths = givenPaths.length > 0 ? givenPaths : ['/', '/rooms', '/room?type=1'];

function analysisBuild(): string {
  const given = process.env.FIRST_LOAD_MAPS;
  if (given && existsSync(given)) return given;
  const outDir = given ?? join(tmpdir(), `first-load-maps-${process.pid}`);
  execFileSync(
    'npx',
    ['vite', 'build', '--sourcemap', 'hidden', '--outDir', outDir, '--emptyOutDir'],
    { cwd: CLIENT_DIR, stdio: 'ignore', env: { ...process.env, NODE_ENV: 'production' } },
  );
  return outDir;
}

/** The package a module belongs to: an npm package's name, else the workspace folder. */
function packageOf(source: string): string {
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (inModules?.[1]) return inModules[1];
  const own = /(client|contracts|services|projections)\/src\/((?:[^/]+\/)?)/.exec(source);
  if (!own) return source.startsWith('\0') || source === '' ? '(bundler)' : source;
  if (own[1] !== 'client') return `@hotel/${own[1]}`;
  const folder = own[2]?.replace(/\/$/, '');
  return folder && !folder.includes('.') ? `client/src/${folder}` : 'client/src (top)';
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/**
 * Where each mapped piece of a file starts and which source it came from: a source map's
 * `mappings` (lines split by `;`, segments by `,`, each Base64 VLQ numbers relative to the last:
 * column, source, original line, original column, name). Only the first two are needed here.
 */
function decodeMappings(mappings: string): { line: number; column: number; source: number }[] {
  const segments: { line: number; column: number; source: number }[] = [];
  let source = 0;
  mappings.split(';').forEach((line, lineIndex) => {
    let column = 0;
    for (const segment of line.split(',')) {
      if (segment === '') continue;
      const values: number[] = [];
      let value = 0;
      let shift = 0;
      for (const character of segment) {
        const digit = BASE64.indexOf(character);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          values.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += values[0] ?? 0;
      // A segment of one number maps to no source (-1): the bundler's own code.
      if (values.length < 4) {
        segments.push({ line: lineIndex, column, source: -1 });
        continue;
      }
      source += values[1] ?? 0;
      segments.push({ line: lineIndex, column, source });
    }
  });
  return segments;
}

/** Minified bytes of each package in a file, from its map; what no mapping covers is the bundler's. */
function bytesByPackage(code: string, mapFile: string): Map<string, number> {
  const shares = new Map<string, number>();
  if (!existsSync(mapFile)) return new Map([['(no map)', code.length]]);
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[]; mappings: string };
  const lines = code.split('\n');
  const segments = decodeMappings(map.mappings).map((segment) => ({
    ...segment,
    source: map.sources[segment.source] ?? '(bundler)',
  }));
  segments.sort((a, b) => a.line - b.line || a.column - b.column);
  let covered = 0;
  segments.forEach((segment, index) => {
    const next = segments[index + 1];
    const lineLength = lines[segment.line]?.length ?? 0;
    const end = next && next.line === segment.line ? next.column : lineLength;
    const length = Math.max(0, end - segment.column);
    covered += length;
    const name = packageOf(segment.source);
    shares.set(name, (shares.get(name) ?? 0) + length);
  });
  const rest = code.length - covered;
  if (rest > 0) shares.set('(bundler)', (shares.get('(bundler)') ?? 0) + rest);
  return shares;
}

interface Loaded {
  file: string;
  gzip: number;
  packages: Map<string, number>;
}

async function scriptsOf(path: string, maps: string): Promise<Loaded[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    const bodies: Promise<Loaded | undefined>[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (response.request().resourceType() !== 'script' || url.pathname === '/no-eval.js') return;
      bodies.push(
        response.text().then((code) => {
          const file = url.pathname.replace(/^\/assets\//, '');
          const gzip = gzipSync(code).length;
          const minified = bytesByPackage(code, join(maps, 'assets', `${file}.map`));
          const packages = new Map(
            [...minified].map(([name, bytes]) => [name, (gzip * bytes) / code.length]),
          );
          return { file, gzip, packages };
        }),
      );
    });
    await page.goto(new URL(path, site).href, { waitUntil: 'networkidle' });
    return (await Promise.all(bodies)).filter((loaded) => loaded !== undefined);
  } finally {
    await browser.close();
  }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function main(): Promise<void> {
  const maps = analysisBuild();
  for (const path of paths) {
    const loaded = await scriptsOf(path, maps);
    const total = loaded.reduce((sum, script) => sum + script.gzip, 0);
    console.log(`\n${path}: ${loaded.length} JS files, ${kb(total)} KB gzip`);
    const packages = new Map<string, number>();
    for (const script of loaded) {
      for (const [name, bytes] of script.packages)
        packages.set(name, (packages.get(name) ?? 0) + bytes);
    }
    console.log('| package | KB gzip |\n| --- | ---: |');
    for (const [name, bytes] of [...packages].sort((a, b) => b[1] - a[1]))
      console.log(`| ${name} | ${kb(bytes)} |`);
    console.log('\n| file | KB gzip | largest parts |\n| --- | ---: | --- |');
    for (const script of loaded.sort((a, b) => b.gzip - a.gzip)) {
      const parts = [...script.packages]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3)
        .map(([name, bytes]) => `${name} ${kb(bytes)}`)
        .join(', ');
      console.log(`| ${script.file} | ${kb(script.gzip)} | ${parts} |`);
    }
  }
}

await main();
