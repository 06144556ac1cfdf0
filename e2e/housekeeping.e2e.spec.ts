import { describe, expect, it } from 'vitest';
import { startSite } from './browser';
import { staffPages } from './staff-session';
import { eventually, shown } from './ui';

/*
 * Housekeeping on a phone (390 px): a housekeeper's login lands on their list, the menu offers
 * them nothing else, and a dirty room is marked clean with one tap; a mark from a list someone
 * changed since is refused and the list shows the room as it is.
 */
const { site, browser } = await startSite();
const open = staffPages(site, browser);

/** Reception (`email`) marks a room's housekeeping state through the API, away from the phone. */
async function deskMarks(email: string, roomId: number, state: string): Promise<void> {
  const desk = await site.session(3, email);
  const marked = await site.app.inject({
    method: 'PUT',
    url: `/api/rooms/${roomId}/housekeeping`,
    headers: { cookie: desk.cookie },
    payload: { state },
  });
  expect(marked.statusCode).toBe(200);
}

describe('housekeeping on a phone', () => {
  it('lands a housekeeper on their list alone and marks a dirty room clean', async () => {
    const [room] = await site.db.sql<{ id: number; room_number: string }[]>`
      select id, room_number from rooms order by id limit 1`;
    if (!room) throw new Error('the demo hotel has no room');
    await deskMarks('phone-desk@example.com', room.id, 'dirty');

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
  it('refuses a mark from a stale list, naming who marked the room, and shows the room as it is', async () => {
    const [room] = await site.db.sql<{ id: number; room_number: string }[]>`
      select id, room_number from rooms order by id offset 1 limit 1`;
    if (!room) throw new Error('the demo hotel has one room only');
    const page = await open('en', 'stale-maid@example.com', 'housekeeping');
    // No live changes: the list stays as read, as one on a phone between two refreshes would.
    await page.route('**/api/staff/events**', (route) => route.abort());
    await page.reload();
    const row = page.getByRole('listitem').filter({ hasText: `Room ${room.room_number}` });
    await shown(row.getByText('Clean', { exact: true }));

    await deskMarks('stale-desk@example.com', room.id, 'out_of_order');

    await page.getByRole('button', { name: `Room ${room.room_number}: Inspected` }).click();
    await shown(
      page.getByRole('alert').filter({
        hasText: `Room ${room.room_number}: stale-desk@example.com marked it “Out of order” at`,
      }),
    );
    await shown(row.getByText('Out of order', { exact: true }));
    await shown(page.getByRole('button', { name: `Room ${room.room_number}: Back in order` }));
    expect(
      (
        await site.db.sql<{ state: string }[]>`
          select state from room_housekeeping where room_id = ${room.id}`
      )[0]?.state,
    ).toBe('out_of_order');
  });
});
