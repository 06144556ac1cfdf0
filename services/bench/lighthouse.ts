/**
 * The first visit of a guest on a phone: Lighthouse's mobile run (its default simulated
 * throttling: a slow 4G network and a 4x slower CPU) against the pages the whole app renders
 * (setup.ts), on `/`, `/rooms`, a room's page (`/room?type=1`, and `/room#1` as links of before
 * had it), RUNS times each, each in a fresh Chromium (an
 * empty cache, as on a first visit). Prints the performance score, LCP, CLS and TBT as
 * min / median / max, TBT also from CPU time (cpuBlockingMs), and the JS and CSS files `/`
 * loads with their gzip size.
 *
 * Goals (docs/performance.md): performance at least 0.97, LCP at most 1.8 s, CLS at most 0.02,
 * TBT at most 100 ms on each page; first-load JS of `/` as small as React allows. Numbers only,
 * never pass/fail.
 *
 * `BENCH_ONLY=lighthouse npm run bench` runs this step alone. The client is built first when
 * client/dist-server has none. BENCH_LIGHTHOUSE_BASELINE_URL=<a running site's address> measures
 * that site too, run by run beside this one (e.g. another checkout's `npm start`, to see what a
 * change did).
 * BENCH_LIGHTHOUSE_PATHS=<paths, comma-separated> measures those pages instead of the four.
 * BENCH_LIGHTHOUSE_REPORTS=<directory> keeps every run's full report there (JSON, for the viewer)
 * and its trace (`.trace.json`, for DevTools' performance panel).
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { runWhenMain, startBenchApp } from './setup';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const PATHS = process.env.BENCH_LIGHTHOUSE_PATHS?.split(',') ?? [
  '/',
  '/rooms',
  '/room?type=1',
  '/room#1',
];
const CHROMIUM = process.env.BENCH_CHROMIUM ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
];
const CLIENT_DIR = fileURLToPath(new URL('../../client', import.meta.url));
const CLIENT_DIST = `${CLIENT_DIR}/dist`;
const REPORTS = process.env.BENCH_LIGHTHOUSE_REPORTS;

interface PageRun {
  score: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Blocking time from the CPU time of the page's tasks (cpuBlockingMs). */
  cpuTbtMs: number;
  /** The scripts and style sheets the page loaded, by URL. */
  files: { url: string; type: 'Script' | 'Stylesheet' }[];
}

interface NetworkRequest {
  url: string;
  resourceType?: string;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  /** The event's thread (CPU) time, µs. */
  tdur?: number;
}

/**
 * Blocking time as Lighthouse's simulated phone would count it, from CPU time: every top-level
 * task of the page's main thread after the first contentful paint, its thread time ×4 (the
 * simulated CPU slowdown) minus 50 ms, summed. Lighthouse's own TBT starts from the tasks' wall
 * time, which on a loaded machine includes the time other processes held the CPU: in one run on
 * the shared 2-core machine one build's TBT on `/` went from 486 to 991 ms, this figure from 184
 * to 222. A heavy load still lengthens CPU time too (shared cores and caches): compare builds
 * within one run of this bench, and read the score on a quiet machine.
 */
function cpuBlockingMs(events: TraceEvent[]): number {
  const fcp = events.find((event) => event.name === 'firstContentfulPaint');
  if (!fcp) return Number.NaN;
  return events
    .filter(
      (event) =>
        event.name === 'RunTask' &&
        event.ph === 'X' &&
        event.pid === fcp.pid &&
        event.tid === fcp.tid &&
        event.ts >= fcp.ts,
    )
    .reduce((sum, task) => sum + Math.max(0, (4 * (task.tdur ?? 0)) / 1000 - 50), 0);
}

/** Lighthouse asks to be run again when Chromium's trace came out broken (NO_NAVSTART and the like): up to ATTEMPTS times. */
const ATTEMPTS = 3;

async function measure(url: string, attempt = 1): Promise<PageRun> {
  try {
    return await measureOnce(url);
  } catch (error) {
    if (attempt >= ATTEMPTS) throw error;
    console.error(`${String(error)}; running Lighthouse again`);
    return measure(url, attempt + 1);
  }
}

async function measureOnce(url: string): Promise<PageRun> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr, artifacts } = result;
    if (REPORTS) {
      await mkdir(REPORTS, { recursive: true });
      const name = `${REPORTS}/${new URL(url).port}${new URL(url).pathname.replaceAll('/', '_')}-${Date.now()}`;
      await writeFile(`${name}.json`, JSON.stringify(lhr));
      // The trace beside it: what ran in a long task, for DevTools' performance panel.
      await writeFile(`${name}.trace.json`, JSON.stringify(artifacts.Trace));
    }
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const requests =
      (lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)
        ?.items ?? [];
    return {
      score: lhr.categories.performance?.score ?? Number.NaN,
      lcpMs: audit('largest-contentful-paint'),
      cls: audit('cumulative-layout-shift'),
      tbtMs: audit('total-blocking-time'),
      cpuTbtMs: cpuBlockingMs(artifacts.Trace.traceEvents as TraceEvent[]),
      files: requests.flatMap((r) =>
        r.resourceType === 'Script' || r.resourceType === 'Stylesheet'
          ? [{ url: r.url, type: r.resourceType }]
          : [],
      ),
    };
  } finally {
    chrome.kill();
  }
}

/** The files' sizes as gzip (default level) would send them: the unit of the budget, whatever the server sends. */
async function gzipBytes(
  files: PageRun['files'],
): Promise<{ js: number; css: number; jsFiles: number; cssFiles: number }> {
  const sizes = await Promise.all(
    files.map(async (file) => {
      const body = Buffer.from(
        await (await fetch(file.url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer(),
      );
      return { type: file.type, bytes: gzipSync(body).length };
    }),
  );
  const of = (type: string) => sizes.filter((s) => s.type === type);
  const sum = (list: { bytes: number }[]) => list.reduce((total, s) => total + s.bytes, 0);
  return {
    js: sum(of('Script')),
    css: sum(of('Stylesheet')),
    jsFiles: of('Script').length,
    cssFiles: of('Stylesheet').length,
  };
}

function spread(values: number[], digits: number): string {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (i: number) => (sorted[i] ?? Number.NaN).toFixed(digits);
  return `${at(0)} / ${at(Math.floor(sorted.length / 2))} / ${at(sorted.length - 1)}`;
}

async function main(): Promise<void> {
  if (!existsSync(`${CLIENT_DIR}/dist-server/entry-server.js`)) {
    console.log('client/dist-server is missing: building the client');
    await promisify(execFile)('npm', ['run', 'build'], { cwd: CLIENT_DIR });
  }
  const bench = await startBenchApp({ clientDist: CLIENT_DIST });
  const baseline = process.env.BENCH_LIGHTHOUSE_BASELINE_URL;
  try {
    const builds = [{ name: 'this checkout', base: bench.base }];
    if (baseline) builds.push({ name: `baseline ${baseline}`, base: baseline.replace(/\/$/, '') });
    const results: {
      build: string;
      path: string;
      runs: PageRun[];
      bytes: Awaited<ReturnType<typeof gzipBytes>>;
    }[] = [];
    for (const path of PATHS) {
      // The builds take turns run by run, so a slower moment of the machine weighs on both alike.
      const runs = new Map(builds.map((b) => [b.name, [] as PageRun[]]));
      for (let run = 0; run < RUNS; run++) {
        for (const build of builds)
          runs.get(build.name)?.push(await measure(`${build.base}${path}`));
      }
      for (const build of builds) {
        const pageRuns = runs.get(build.name) ?? [];
        results.push({
          build: build.name,
          path,
          runs: pageRuns,
          bytes: await gzipBytes(pageRuns[0]?.files ?? []),
        });
      }
    }

    console.log(
      `\nLighthouse mobile (default throttling), ${RUNS} runs per page, min / median / max (${new Date().toISOString()})`,
    );
    for (const { build, path, runs, bytes } of results) {
      console.log(`  ${build}  ${path}`);
      console.log(
        `    performance  ${spread(
          runs.map((r) => r.score),
          2,
        )}`,
      );
      console.log(
        `    LCP s        ${spread(
          runs.map((r) => r.lcpMs / 1000),
          2,
        )}`,
      );
      console.log(
        `    CLS          ${spread(
          runs.map((r) => r.cls),
          3,
        )}`,
      );
      console.log(
        `    TBT ms       ${spread(
          runs.map((r) => r.tbtMs),
          0,
        )}`,
      );
      console.log(
        `    TBT CPU ms   ${spread(
          runs.map((r) => r.cpuTbtMs),
          0,
        )}`,
      );
      console.log(
        `    first load   ${bytes.jsFiles} JS (${(bytes.js / 1024).toFixed(1)} KB gzip), ${bytes.cssFiles} CSS (${(bytes.css / 1024).toFixed(1)} KB gzip)`,
      );
    }
    console.log(
      JSON.stringify({
        lighthouse: results.map(({ runs, ...rest }) => ({
          ...rest,
          runs: runs.map(({ files: _files, ...numbers }) => numbers),
        })),
      }),
    );
  } finally {
    await bench.close();
  }
}

runWhenMain(import.meta.url, main);
