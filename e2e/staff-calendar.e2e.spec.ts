import { translate, type OccupancyView } from '@hotel/contracts';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { day, stay } from '../test/clock';
import { BROWSER_LOCALE, startSite } from './browser';
import { calendarCell, loneClosedRoom, paidBooking } from './staff-session';
import { dotted, eventually, hidden, screenshotIfFailed, shown, withTimeouts } from './ui';

const { site, browser } = await startSite();
const STAFF_EMAIL = 'calendar-desk@example.com';
const staff = await site.session(2, STAFF_EMAIL);

const ROOM = await loneClosedRoom(site);

/** The texts the calendar tests read and click, per language. */
const TEXTS = {
  en: {
    title: 'Online availability calendar',
    started: (date: string) =>
      `Check-in: room ${ROOM.room_number}, ${date}. Choose the check-out day in the same row (Esc cancels).`,
    occupied: 'A period can only start from a free cell.',
    confirm: (from: string, to: string, nights: number) =>
      `Open room ${ROOM.room_number} for online booking from ${from} to ${to} (${nights} nights)?`,
    error: (message: string) => `Error: ${message}`,
    ok: 'OK',
    remove: 'Delete the online-booking period',
    receptionOn: 'Mark as at reception',
    receptionOff: 'Unmark reception',
    history: 'History of changes',
    booking: (n: number) => `Booking No. ${n}`,
    edit: (n: number) => `Edit booking No. ${n}`,
    toggled: 'Reception status changed',
    reception: 'Reception: not handled → handled',
    by: `By: ${STAFF_EMAIL} (manager)`,
    revenue: 'Revenue, TMT',
    occupancy: 'Occupancy, %',
    numbers: 'en-US',
  },
  ru: {
    title: 'Календарь онлайн-доступности',
    started: (date: string) =>
      `Заезд: номер ${ROOM.room_number}, ${date}. Выберите день выезда в той же строке (Esc — отмена).`,
    occupied: 'Выбор периода начинается только со свободной ячейки.',
    confirm: (from: string, to: string, nights: number) =>
      `Открыть номер ${ROOM.room_number} для онлайн-бронирования с ${from} по ${to} (ночей: ${nights})?`,
    error: (message: string) => `Ошибка: ${message}`,
    ok: 'ОК',
    remove: 'Удалить период онлайн-бронирования',
    receptionOn: 'Отметить на ресепшене',
    receptionOff: 'Снять отметку ресепшена',
    history: 'История изменений',
    booking: (n: number) => `Бронирование № ${n}`,
    edit: (n: number) => `Изменить бронирование № ${n}`,
    toggled: 'Изменён статус ресепшена',
    reception: 'Ресепшен: не оформлено → оформлено',
    by: `Кто: ${STAFF_EMAIL} (управляющий)`,
    revenue: 'Выручка, TMT',
    occupancy: 'Загрузка, %',
    numbers: 'ru-RU',
  },
} as const;
type Language = keyof typeof TEXTS;

let context: BrowserContext;
let page: Page;

afterEach(async ({ task }) => {
  await screenshotIfFailed(task, page);
  await context.close();
});

/** Opens the calendar as the staff member, in the language. */
async function openCalendar(language: Language): Promise<void> {
  context = withTimeouts(
    await browser.newContext({ locale: BROWSER_LOCALE, viewport: { width: 1440, height: 900 } }),
  );
  await context.addInitScript(
    (chosen) => localStorage.setItem('preferredLanguage', chosen),
    language,
  );
  await context.addCookies([{ name: 'hotel_session', value: staff.token, url: site.baseUrl }]);
  page = await context.newPage();
  await page.goto(`${site.baseUrl}/a/rooms/online`);
  await shown(page.getByRole('heading', { level: 1, name: TEXTS[language].title }));
  await shown(page.getByRole('gridcell').first());
}

/** The calendar cell of the lone room on day `n` (0: today). */
const cell = (n: number): Locator => calendarCell(page, ROOM.room_number, n);

const stateOf = (n: number) => cell(n).getAttribute('data-state');
/** Where the calendar answers an action: the server's message, or its refusal. */
const notice = () => page.locator('.calendar__notice');
const background = (locator: Locator) =>
  locator.evaluate((element) => getComputedStyle(element).backgroundColor);
/** The colour the legend gives a state: the cell of that state must wear it. */
const legendColour = (state: string) =>
  background(page.locator(`.calendar__legend [data-state="${state}"]`));

/** Exposes a range of the lone room through the API, as another staff member would. */
async function exposeByApi(from: number, to: number): Promise<void> {
  const res = await site.app.inject({
    method: 'POST',
    url: '/api/set-room-for-online',
    headers: { cookie: staff.cookie },
    payload: { room_id: ROOM.id, ...stay(from, to - from) },
  });
  expect(res.statusCode).toBe(200);
}

describe.each(['en', 'ru'] as const)('the availability calendar in %s', (language) => {
  const texts = TEXTS[language];
  // Each language works on its own days of the lone room, inside the 20-day window.
  const at = language === 'en' ? 1 : 11;

  it('opens a range chosen from a free cell to a check-out day, and refuses an overlapping one with the server’s message', async () => {
    await openCalendar(language);
    const status = notice();

    await cell(at).click();
    expect(await status.textContent()).toBe(texts.started(dotted(day(at))));
    expect(await cell(at).getAttribute('aria-selected')).toBe('true');
    await cell(at + 3).click();
    const confirm = await shown(page.getByRole('dialog'));
    expect(await confirm.textContent()).toContain(
      texts.confirm(dotted(day(at)), dotted(day(at + 3)), 3),
    );
    await confirm.getByRole('button', { name: texts.ok }).click();

    const exposed = translate(language, 'online.exposed', {
      room: ROOM.room_number,
      checkin: dotted(day(at)),
      checkout: dotted(day(at + 3)),
    });
    await eventually(() => status.getByRole('status').textContent()).toBe(exposed);
    await eventually(() => Promise.all([at - 1, at, at + 1, at + 2, at + 3].map(stateOf))).toEqual([
      'free',
      'for_online',
      'for_online',
      'for_online',
      'free',
    ]);
    expect(await background(cell(at))).toBe(await legendColour('for_online'));

    // An occupied cell cannot start a range.
    await cell(at + 1).click();
    expect(await status.textContent()).toBe(texts.occupied);

    // From a free cell over the new block: the server refuses, and says why.
    await cell(at - 1).click();
    await cell(at + 1).click();
    await (await shown(page.getByRole('dialog'))).getByRole('button', { name: texts.ok }).click();
    const refusal = await shown(status.getByRole('alert'));
    expect(await refusal.textContent()).toBe(
      texts.error(translate(language, 'online.rangeAlreadySet')),
    );
    expect(await stateOf(at - 1)).toBe('free');
  });

  it('shows a paid booking’s number in red and toggles its reception status from the menu, by pointer and by keyboard, into its history', async () => {
    const from = at + 4;
    await exposeByApi(from, from + 3);
    const { bookNumber } = await paidBooking(site, `calendar-${language}@example.com`, {
      typeId: ROOM.room_types_id,
      from,
      nights: 2,
    });
    await openCalendar(language);

    await eventually(() => stateOf(from)).toBe('paid');
    expect(await cell(from).textContent()).toBe(String(bookNumber));
    expect(await cell(from + 1).textContent()).toBe(String(bookNumber));
    expect(await background(cell(from))).toBe(await legendColour('paid'));
    const colours = await Promise.all(
      ['for_online', 'pending', 'paid', 'reception'].map(legendColour),
    );
    expect(new Set(colours).size).toBe(4);

    // By pointer: the context menu marks it at reception, and it turns green.
    await cell(from).click({ button: 'right' });
    await (
      await shown(page.getByRole('menu'))
    )
      .getByRole('menuitem', { name: texts.receptionOn })
      .click();
    await hidden(page.getByRole('menu'));
    await eventually(() => stateOf(from)).toBe('reception');
    expect(await notice().getByRole('status').textContent()).toBe(
      translate(language, 'booking.receptionToggled'),
    );
    expect(await background(cell(from))).toBe(await legendColour('reception'));

    // By keyboard: the focus came back to the cell; an arrow moves it, Shift+F10 opens the menu.
    await page.keyboard.press('ArrowRight');
    await eventually(() =>
      page.evaluate(() => document.activeElement?.getAttribute('aria-label')),
    ).toContain(String(bookNumber));
    await page.keyboard.press('Shift+F10');
    const menu = await shown(page.getByRole('menu'));
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(texts.receptionOff);
    await menu.press('Enter');
    await eventually(() => stateOf(from)).toBe('paid');
    // Enter on an occupied cell opens its menu too.
    await page.keyboard.press('Enter');
    await shown(page.getByRole('menuitem', { name: texts.receptionOn }));
    await page.keyboard.press('Enter');
    await eventually(() => stateOf(from + 1)).toBe('reception');

    // The block around the booking (its third night shows it) cannot be deleted: the server says why.
    await cell(from + 2).click({ button: 'right' });
    await page.getByRole('menuitem', { name: texts.remove }).click();
    await (await shown(page.getByRole('dialog'))).getByRole('button', { name: texts.ok }).click();
    const refusal = await shown(notice().getByRole('alert'));
    expect(await refusal.textContent()).toBe(texts.error(translate(language, 'online.hasBooking')));
    expect(await stateOf(from + 2)).toBe('for_online');

    // The calendar's own history of the booking, then the bookings list's dialog: three toggles by staff.
    await cell(from).click({ button: 'right' });
    await page.getByRole('menuitem', { name: texts.history }).click();
    const trail = await shown(page.getByRole('dialog', { name: texts.booking(bookNumber) }));
    await eventually(() =>
      trail.getByRole('listitem').filter({ hasText: texts.toggled }).count(),
    ).toBe(3);
    await page.keyboard.press('Escape');
    await hidden(trail);

    await page.goto(`${site.baseUrl}/a/bookings/r`);
    await page.getByRole('button', { name: texts.edit(bookNumber) }).click();
    const dialog = await shown(page.getByRole('dialog', { name: texts.booking(bookNumber) }));
    const toggles = dialog
      .getByRole('region', { name: texts.history })
      .getByRole('listitem')
      .filter({ hasText: texts.toggled });
    await eventually(() => toggles.count()).toBe(3);
    const newest = (await toggles.first().textContent()) ?? '';
    expect(newest).toContain(texts.by);
    expect(newest).toContain(texts.reception);
  });

  it('deletes a for-online block from its menu', async () => {
    const from = at + 7;
    await exposeByApi(from, from + 2);
    await openCalendar(language);
    await eventually(() => stateOf(from)).toBe('for_online');

    await cell(from).click({ button: 'right' });
    await page.getByRole('menuitem', { name: texts.remove }).click();
    await (await shown(page.getByRole('dialog'))).getByRole('button', { name: texts.ok }).click();
    await eventually(() => Promise.all([from, from + 1].map(stateOf))).toEqual(['free', 'free']);
    expect(await notice().getByRole('status').textContent()).toBe(
      translate(language, 'online.removed'),
    );
  });

  it('charts the occupancy and revenue of the days, a paid booking’s nights among them', async () => {
    const from = language === 'en' ? 3 : 8;
    await paidBooking(site, `dashboard-${language}@example.com`, { typeId: 1, from, nights: 2 });
    const answer = await site.app.inject({
      method: 'GET',
      url: '/api/occupancy',
      headers: { cookie: staff.cookie },
    });
    const { data: occupancy } = answer.json() as { data: OccupancyView };
    const index = occupancy.days.findIndex((d) => d.date === day(from));
    const night = occupancy.days[index];
    if (!night) throw new Error('the booked night is not on the dashboard');
    expect(night.revenue).toBeGreaterThan(0);
    await openCalendar(language);

    /** Points at the booked night on a chart and reads its legend. */
    const legendAt = async (chart: number) => {
      const plot = page.locator('.occupancy .u-over').nth(chart);
      await plot.scrollIntoViewIfNeeded();
      const box = await plot.boundingBox();
      if (!box) throw new Error('the chart is not drawn');
      await page.mouse.move(
        box.x + (box.width * (index + 0.5)) / occupancy.days.length,
        box.y + box.height / 2,
      );
      return page.locator('.occupancy .u-legend').nth(chart);
    };
    const number = (value: number) =>
      new Intl.NumberFormat(texts.numbers, { maximumFractionDigits: 2 }).format(value);

    const revenue = await legendAt(1);
    await eventually(() => revenue.textContent()).toContain(dotted(day(from)));
    expect(await revenue.locator('tr').filter({ hasText: texts.revenue }).textContent()).toContain(
      number(night.revenue),
    );
    const rooms = await legendAt(0);
    await eventually(() => rooms.textContent()).toContain(dotted(day(from)));
    expect(await rooms.locator('tr').filter({ hasText: texts.occupancy }).textContent()).toContain(
      number(night.occupancy ?? 0),
    );
    // The bars are drawn: the canvas holds more than its background.
    const painted = await page
      .locator('.occupancy canvas')
      .nth(1)
      .evaluate((canvas) => {
        const { width, height } = canvas as HTMLCanvasElement;
        const pixels =
          (canvas as HTMLCanvasElement).getContext('2d')?.getImageData(0, 0, width, height).data ??
          [];
        let opaque = 0;
        for (let i = 3; i < pixels.length; i += 4) if ((pixels[i] ?? 0) > 0) opaque++;
        return opaque;
      });
    expect(painted).toBeGreaterThan(0);
  });
});

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
