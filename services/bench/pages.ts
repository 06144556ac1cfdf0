/**
 * The pages the server renders (src/http/pages.ts): GET /rooms as a browser asks for it (HTML,
 * brotli), kept in memory after its first render, beside GET /api/room-types (the same room
 * types as JSON) in the same round; then the render itself, uncached, timed call by call on the
 * same app (every page of the site in turn, each in a language the cache has not seen, through a
 * fresh path). `BENCH_ONLY=pages npm run bench` runs this step alone; the client is built first
 * when client/dist-server has none.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { BENCH_ROUNDS, BENCH_SECONDS, cannon, runWhenMain, startBenchApp } from './setup';

const CLIENT_DIR = fileURLToPath(new URL('../../client', import.meta.url));
const PAGE_HEADERS = { accept: 'text/html', 'accept-encoding': 'br', 'accept-language': 'ru' };
const UNCACHED_RENDERS = 200;

const spread = (values: number[], digits = 0) => {
  const sorted = [...values].sort((a, b) => a - b);
  return [sorted[0], sorted[Math.floor(sorted.length / 2)], sorted.at(-1)]
    .map((v) => (v ?? 0).toFixed(digits))
    .join(' / ');
};

async function main(): Promise<void> {
  if (!existsSync(`${CLIENT_DIR}/dist-server/entry-server.js`)) {
    console.log('client/dist-server is missing: building the client');
    await promisify(execFile)('npm', ['run', 'build'], { cwd: CLIENT_DIR });
  }
  const bench = await startBenchApp({ clientDist: `${CLIENT_DIR}/dist` });
  try {
    const { base } = bench;
    const first = await fetch(`${base}/rooms`, { headers: PAGE_HEADERS });
    if (first.status !== 200) throw new Error(`GET /rooms answered ${first.status}`);
    const reads = (url: string, headers: Record<string, string>) => ({
      url,
      method: 'GET' as const,
      headers,
      connections: 50,
      seconds: BENCH_SECONDS,
    });
    await cannon({ ...reads(`${base}/rooms`, PAGE_HEADERS), seconds: 2 });
    const page: number[] = [];
    const json: number[] = [];
    const pageP99: number[] = [];
    for (let round = 1; round <= BENCH_ROUNDS; round++) {
      const rendered = await cannon(reads(`${base}/rooms`, PAGE_HEADERS));
      const api = await cannon(reads(`${base}/api/room-types`, { 'accept-encoding': 'br' }));
      if (rendered.failures > 0) throw new Error(`GET /rooms: ${rendered.failures} failures`);
      page.push(rendered.perSecond);
      pageP99.push(rendered.p99ms);
      json.push(api.perSecond);
      console.log(
        `  round ${round}: GET /rooms (page) ${rendered.perSecond.toFixed(0)}/s p99 ${rendered.p99ms} ms; GET /api/room-types ${api.perSecond.toFixed(0)}/s`,
      );
    }

    const paths = [
      '/',
      '/rooms',
      '/room?type=1',
      '/restaurantbar',
      '/services',
      '/termssettle',
      '/gallery',
      '/login',
    ];
    const renderMs: number[] = [];
    for (let i = 0; i < UNCACHED_RENDERS; i++) {
      const started = performance.now();
      const answer = await fetch(`${base}${paths[i % paths.length]}?render=${i}`, {
        headers: PAGE_HEADERS,
      });
      await answer.arrayBuffer();
      renderMs.push(performance.now() - started);
    }

    console.log(
      `\nServer-rendered pages, ${BENCH_ROUNDS} rounds of ${BENCH_SECONDS} s, 50 connections, min / median / max`,
    );
    console.log(`  GET /rooms (kept page, brotli) per second   ${spread(page)}`);
    console.log(`  GET /rooms p99 ms                           ${spread(pageP99)}`);
    console.log(`  GET /api/room-types per second              ${spread(json)}`);
    console.log(
      `  page / JSON                                 ${spread(
        page.map((p, i) => p / (json[i] ?? 1)),
        2,
      )}`,
    );
    console.log(`  a render not kept, ms (${UNCACHED_RENDERS} calls)       ${spread(renderMs, 1)}`);
    console.log(JSON.stringify({ pages: { page, pageP99, json, renderMs: spread(renderMs, 1) } }));
  } finally {
    await bench.close();
  }
}

runWhenMain(import.meta.url, main);
