/**
 * Where the time of a live staff screen goes in the browser: the desk's calendar and a
 * housekeeper's phone (390 px) open side by side in Chromium against the whole app (setup.ts);
 * the phone marks one room MARKS times (dirty, clean, dirty...), and each mark is timed in the
 * pages themselves, on one clock (performance.timeOrigin + now, the epoch in both):
 *
 * - tap → request: the phone's click to the start of its mark request;
 * - mark round trip: that request's start to its answer's end;
 * - mark start → event: to the `change` event of `room_housekeeping` in the desk's EventSource
 *   (the server's share, with its coalescing);
 * - event → refetch start, refetch: the desk's request of the calendar's rows (`staff.roomRows`);
 * - refetch end → DOM: to the row header's label changing (a MutationObserver);
 * - tap → DOM: the whole.
 *
 * Prints min / median / max of each leg, and which requests the desk sent per event. Numbers only,
 * never pass/fail: `node --import tsx e2e/live-screens-profile.ts` (BENCH_LIVE_MARKS=10). The
 * client must be built (`npm run build`).
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { STAFF_ROLE_IDS } from '@hotel/contracts';
import { openSession } from '../services/src/auth/sessions';
import { hashPassword } from '../services/src/auth/passwords';
import { runWhenMain, startBenchApp, type BenchApp } from '../services/bench/setup';

const MARKS = Number(process.env.BENCH_LIVE_MARKS ?? 10);
const CHROMIUM = process.env.BENCH_CHROMIUM ?? '/usr/bin/chromium';
const CLIENT_DIST = fileURLToPath(new URL('../client/dist', import.meta.url));

/** What each page records, on `window.liveTrace`, from before its first script runs. */
interface Trace {
  clicks: number[];
  events: { topic: string; at: number }[];
  requests: { name: string; start: number; end: number }[];
  labelChanged: number | null;
}

/** Runs in each page before the app: the EventSource, the requests and the clicks, timed. */
function instrument() {
  const now = () => performance.timeOrigin + performance.now();
  const trace: Trace = { clicks: [], events: [], requests: [], labelChanged: null };
  Object.assign(window, { liveTrace: trace });
  const Native = window.EventSource;
  window.EventSource = class extends Native {
    constructor(url: string | URL, init?: EventSourceInit) {
      super(url, init);
      this.addEventListener('change', (event) => {
        const data = JSON.parse((event as MessageEvent<string>).data) as { topic: string };
        trace.events.push({ topic: data.topic, at: now() });
      });
    }
  };
  performance.setResourceTimingBufferSize(100_000);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceResourceTiming[])
      trace.requests.push({
        name: entry.name,
        start: performance.timeOrigin + entry.startTime,
        end: performance.timeOrigin + entry.responseEnd,
      });
  }).observe({ type: 'resource', buffered: true });
  document.addEventListener('click', () => trace.clicks.push(now()), { capture: true });
}

/** In the desk's page: records when the room's row header says (or stops saying) it is dirty. */
function watchRow([room, dirty]: [string, boolean]) {
  const trace = (window as unknown as { liveTrace: Trace }).liveTrace;
  trace.labelChanged = null;
  const shows = () =>
    Array.from(document.querySelectorAll('th[scope="row"]')).some((row) => {
      const label = row.getAttribute('aria-label') ?? '';
      return label.startsWith(`${room},`) && label.includes('Housekeeping') === dirty;
    });
  const observer = new MutationObserver(() => {
    if (!shows()) return;
    trace.labelChanged = performance.timeOrigin + performance.now();
    observer.disconnect();
  });
  observer.observe(document.body, { subtree: true, childList: true, attributes: true });
}

const traceOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { liveTrace: Trace }).liveTrace);

async function staffPage(
  browser: Browser,
  app: BenchApp,
  token: string,
  viewport: { width: number; height: number },
): Promise<Page> {
  const context = await browser.newContext({
    viewport,
    hasTouch: viewport.width < 600,
    locale: 'en-US',
  });
  await context.addInitScript(() => localStorage.setItem('preferredLanguage', 'en'));
  await context.addCookies([{ name: 'hotel_session', value: token, url: app.base }]);
  const page = await context.newPage();
  // tsx names the functions it compiles with a helper of its own, absent from the page.
  await page.addInitScript({ content: 'window.__name = (f) => f;' });
  await page.addInitScript(instrument);
  return page;
}

async function staffToken(app: BenchApp, role: number, email: string): Promise<string> {
  const [user] = await app.deps.sql<{ id: number }[]>`
    insert into users (email, password_hash, role_id)
    values (${email}, ${await hashPassword('bench-password-live')}, ${role}) returning id`;
  if (!user) throw new Error('no user');
  return openSession(app.deps.sql, user.id, new Date(), {});
}

interface Legs {
  tapToRequest: number;
  markRoundTrip: number;
  markToEvent: number;
  eventToRefetch: number;
  refetch: number;
  refetchToDom: number;
  tapToDom: number;
}

async function measureMark(desk: Page, phone: Page, room: string, dirty: boolean) {
  const [deskBefore, phoneBefore] = [await traceOf(desk), await traceOf(phone)];
  await desk.evaluate(watchRow, [room, dirty] as [string, boolean]);
  const action = dirty ? 'Needs cleaning' : 'Cleaned';
  await phone.getByRole('button', { name: `Room ${room}: ${action}` }).tap();
  await desk.waitForFunction(
    () => (window as unknown as { liveTrace: Trace }).liveTrace.labelChanged !== null,
    undefined,
    { timeout: 15_000 },
  );
  await phone
    .getByRole('button', { name: `Room ${room}: ${dirty ? 'Cleaned' : 'Needs cleaning'}` })
    .waitFor({ timeout: 15_000 });
  // Quiet between marks: the phone's own refetches and the desk's re-render are over.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const [deskTrace, phoneTrace] = [await traceOf(desk), await traceOf(phone)];
  const tap = phoneTrace.clicks.at(-1) ?? NaN;
  const mark = phoneTrace.requests
    .slice(phoneBefore.requests.length)
    .find((request) => request.name.includes('housekeeping.mark'));
  const event = deskTrace.events
    .slice(deskBefore.events.length)
    .find((change) => change.topic === 'room_housekeeping');
  const sent = deskTrace.requests
    .slice(deskBefore.requests.length)
    .filter((request) => event && request.start >= event.at);
  const dom = deskTrace.labelChanged ?? NaN;
  // The request whose answer the row shows: the last of the rows' requests before it changed.
  const attempts = sent.filter(
    (request) => request.name.includes('staff.roomRows') && request.start <= dom,
  );
  const refetch = attempts.at(-1);
  if (!mark || !event || !refetch) throw new Error(`a leg is missing: ${JSON.stringify(sent)}`);
  const legs: Legs = {
    tapToRequest: mark.start - tap,
    markRoundTrip: mark.end - mark.start,
    markToEvent: event.at - mark.start,
    eventToRefetch: refetch.start - event.at,
    refetch: refetch.end - refetch.start,
    refetchToDom: dom - refetch.end,
    tapToDom: dom - tap,
  };
  const requests = sent.map((request) => new URL(request.name).pathname.replace('/trpc/', ''));
  return { legs, requests, attempts: attempts.length };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? NaN;
  return sorted.length % 2 ? upper : ((sorted[middle - 1] ?? NaN) + upper) / 2;
};

async function main(): Promise<void> {
  if (!existsSync(`${CLIENT_DIST}/.vite/manifest.json`))
    throw new Error('client/dist is missing: run `npm run build` first');
  const app = await startBenchApp({ clientDist: CLIENT_DIST });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const [first] = await app.deps.sql<{ room_number: string }[]>`
      select room_number from rooms where status = 1 order by id limit 1`;
    if (!first) throw new Error('no room');
    const room = first.room_number;
    const reception = await staffToken(app, STAFF_ROLE_IDS.reception, 'live-desk@example.com');
    const maid = await staffToken(app, STAFF_ROLE_IDS.housekeeping, 'live-maid@example.com');
    const desk = await staffPage(browser, app, reception, { width: 1440, height: 900 });
    await desk.goto(`${app.base}/a/rooms/online`);
    await desk.locator('th[scope="row"]').first().waitFor();
    // As at a desk in the morning: a booking looked up (the header's search stays open, and is
    // refetched with the calendar on each change).
    await desk.getByRole('combobox', { name: 'Find a booking' }).fill('АННАЕВ');
    await desk
      .getByRole('listbox', { name: 'Bookings found' })
      .waitFor({ state: 'attached' })
      .catch(() => undefined);
    const phone = await staffPage(browser, app, maid, { width: 390, height: 844 });
    await phone.goto(`${app.base}/a/housekeeping`);
    await phone.getByRole('heading', { level: 1, name: 'Housekeeping' }).waitFor();
    const visibility = await Promise.all(
      [desk, phone].map((p) => p.evaluate(() => document.visibilityState)),
    );
    console.log(`room ${room}; desk and phone visibility: ${visibility.join(', ')}`);
    const runs: Legs[] = [];
    for (let n = 0; n < MARKS; n += 1) {
      const { legs, requests, attempts } = await measureMark(desk, phone, room, n % 2 === 0);
      runs.push(legs);
      console.log(
        `mark ${n + 1}: ${Object.entries(legs)
          .map(([leg, ms]) => `${leg} ${ms.toFixed(0)}`)
          .join(', ')}; rows fetched ${attempts}x; desk sent ${requests.join(' ')}`,
      );
    }
    console.log('\n| leg | min / median / max ms |\n| --- | --- |');
    for (const leg of Object.keys(runs[0] ?? {}) as (keyof Legs)[]) {
      const values = runs.map((run) => run[leg]);
      const [min, mid, max] = [Math.min(...values), median(values), Math.max(...values)];
      console.log(`| ${leg} | ${min.toFixed(0)} / ${mid.toFixed(0)} / ${max.toFixed(0)} |`);
    }
  } finally {
    await browser.close();
    await app.close();
  }
}

runWhenMain(import.meta.url, main);
