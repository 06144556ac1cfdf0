import { translate, type OccupancyView } from '@hotel/contracts';
import { describe, expect, it } from 'vitest';
import { day } from '../test/clock';
import { paidBooking } from './staff-session';
import { dotted, eventually, hidden, shown } from './ui';
import {
  site,
  staff,
  ROOM,
  TEXTS,
  page,
  openCalendar,
  cell,
  stateOf,
  notice,
  background,
  legendColour,
  exposeByApi,
} from './staff-calendar-setup';

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

  it('shows a paid booking’s bar in red and toggles its reception status from the menu, by pointer and by keyboard, into its history', async () => {
    const from = at + 4;
    await exposeByApi(from, from + 3);
    const { bookNumber } = await paidBooking(site, `calendar-${language}@example.com`, {
      typeId: ROOM.room_types_id,
      from,
      nights: 2,
    });
    await openCalendar(language);

    await eventually(() => stateOf(from)).toBe('paid');
    // The bar: its first night names the lead guest (the tooltip has the whole text), the rest is its colour.
    const label = await cell(from).getAttribute('aria-label');
    expect(label).toContain(String(bookNumber));
    expect(await cell(from).getAttribute('title')).toBe(label);
    expect(await cell(from).textContent()).not.toBe('');
    expect(await cell(from + 1).getAttribute('aria-label')).toBe(label);
    expect(await cell(from + 1).textContent()).toBe('');
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
