import { describe, expect, it } from 'vitest';
import { startSite } from './browser';
import { staffPages } from './staff-session';
import { eventually, shown } from './ui';

/*
 * Housekeeping on a phone (390 px): a housekeeper's login lands on their list, the menu offers
 * them nothing else, and a dirty room is marked clean with one tap.
 */
const { site, browser } = await startSite();
const open = staffPages(site, browser);

describe('housekeeping on a phone', () => {
  it('lands a housekeeper on their list alone and marks a dirty room clean', async () => {
    const [room] = await site.db.sql<{ id: number; room_number: string }[]>`
      select id, room_number from rooms order by id limit 1`;
    if (!room) throw new Error('the demo hotel has no room');
    const desk = await site.session(3, 'phone-desk@example.com');
    const dirty = await site.app.inject({
      method: 'PUT',
      url: `/api/rooms/${room.id}/housekeeping`,
      headers: { cookie: desk.cookie },
      payload: { state: 'dirty' },
    });
    expect(dirty.statusCode).toBe(200);

    const page = await open('ru', 'phone-maid@example.com', 'housekeeping');
    await shown(page.getByRole('heading', { level: 1, name: 'Уборка номеров' }));
    const menu = page.getByRole('navigation', { name: 'Разделы персонала' });
    expect(await menu.getByRole('link').allTextContents()).toEqual(['Уборка']);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Грязный (1)' }).click();
    const tap = page.getByRole('button', { name: `Номер ${room.room_number}: Убран` });
    const box = await (await shown(tap)).boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(48);
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBe(0);
    await tap.click();
    await shown(page.getByText(`Номер ${room.room_number}: состояние уборки сохранено`));
    await shown(page.getByText('Нет номеров в этом состоянии.'));
    await eventually(
      async () =>
        (
          await site.db.sql<{ state: string; email: string }[]>`
            select state, changed_by->>'email' as email from room_housekeeping where room_id = ${room.id}`
        )[0],
    ).toEqual({ state: 'clean', email: 'phone-maid@example.com' });
  });
});
