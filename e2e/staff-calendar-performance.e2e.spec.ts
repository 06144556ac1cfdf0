import { describe, expect, it } from 'vitest';
import { eventually, hidden } from './ui';
import { site, browser, staff, page, openCalendar } from './staff-calendar-setup';

/** min, median and max of the rounds, for the note. */
function spread(rounds: number[]): string {
  const sorted = [...rounds].sort((a, b) => a - b);
  const ms = (value: number | undefined) => (value ?? Number.NaN).toFixed(0);
  return `${ms(sorted[0])}/${ms(sorted[Math.floor(sorted.length / 2)])}/${ms(sorted[sorted.length - 1])}`;
}

type Action = 'mount' | 'language' | 'arrow';

/**
 * Runs the action in the page and waits for the frame after the grid shows it. Returns the wall
 * time the page saw and the CPU time of its main thread (from Chromium's trace): on a shared
 * machine the wall time mostly measures the others' load, the thread time the page's own work.
 */
async function measure(action: Action): Promise<{ wall: number; cpu: number }> {
  await browser.startTracing(page, { categories: ['toplevel'] });
  const wall = await page.evaluate(async (kind) => {
    const rows = () => document.querySelectorAll('.calendar__grid tbody tr').length;
    const firstHeader = () => document.querySelector('.calendar__weekday')?.textContent ?? '';
    const before = firstHeader();
    const focusedRow = () => document.activeElement?.closest('tr')?.sectionRowIndex;
    const started = performance.now();
    if (kind === 'mount') document.querySelector<HTMLElement>('a[href="/a/rooms/online"]')?.click();
    if (kind === 'language')
      document
        .querySelector<HTMLElement>('.language-switcher button:not([aria-pressed="true"])')
        ?.click();
    if (kind === 'arrow')
      document.activeElement?.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }),
      );
    const ready = () =>
      kind === 'mount'
        ? rows() === 200
        : kind === 'language'
          ? firstHeader() !== before
          : focusedRow() === 1;
    await new Promise<void>((resolve) => {
      const check = () =>
        ready() ? requestAnimationFrame(() => setTimeout(resolve)) : requestAnimationFrame(check);
      check();
    });
    return performance.now() - started;
  }, action);
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as {
    traceEvents: {
      ph: string;
      name: string;
      pid: number;
      tid: number;
      tdur?: number;
      args?: { name?: string };
    }[];
  };
  // The browser's other renderers idle meanwhile: the busiest main thread is the page's.
  const mains = traceEvents.filter(
    (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  const cpu = mains.map((main) =>
    traceEvents
      .filter(
        (event) =>
          event.pid === main.pid &&
          event.tid === main.tid &&
          event.ph === 'X' &&
          event.name.endsWith('RunTask'),
      )
      .reduce((sum, event) => sum + (event.tdur ?? 0) / 1000, 0),
  );
  return { wall, cpu: Math.max(0, ...cpu) };
}

describe('the calendar of a 200-room hotel', () => {
  it(
    'renders every room and day, and prints how long that takes',
    { timeout: 120_000 },
    async () => {
      const [count] = await site.db.sql<{ n: number }[]>`select count(*)::int as n from rooms`;
      for (let n = count?.n ?? 0; n < 200; n++) {
        const res = await site.app.inject({
          method: 'PUT',
          url: '/api/rooms',
          headers: { cookie: staff.cookie },
          payload: {
            room_number: `9${String(n).padStart(3, '0')}`,
            room_types_id: 1 + (n % 6),
            block_id: 1,
          },
        });
        expect(res.statusCode).toBe(200);
      }
      await openCalendar('en');
      await eventually(() => page.locator('.calendar__grid tbody tr').count()).toBe(200);
      expect(await page.getByRole('gridcell').count()).toBe(200 * 20);

      const rounds: Record<Action, { wall: number; cpu: number }[]> = {
        mount: [],
        language: [],
        arrow: [],
      };
      for (let round = 0; round < 3; round++) {
        // Away to another screen and back inside the app: the chunk and the answers are cached, so
        // the time is React's mount of the screen and the browser's style, layout and paint.
        await page.locator('a[href="/a/bookings"]').click();
        await hidden(page.locator('.calendar__grid'));
        rounds.mount.push(await measure('mount'));
        // Every row again, in another language.
        rounds.language.push(await measure('language'));
        // The tab stop moves: two rows again.
        await page.getByRole('gridcell').first().focus();
        rounds.arrow.push(await measure('arrow'));
      }
      const line = (action: Action) =>
        `${action} cpu ${spread(rounds[action].map((r) => r.cpu))} wall ${spread(rounds[action].map((r) => r.wall))}`;
      console.log(
        `calendar, 200 rooms x 20 days (ms, min/median/max of 3): ${line('mount')}; ${line('language')}; ${line('arrow')}`,
      );
    },
  );
});
