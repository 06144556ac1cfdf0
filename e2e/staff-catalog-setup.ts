import { type RoomTypeEditView, type RoomView } from '@hotel/contracts';
import type { Locator, Page } from 'playwright-core';
import { startSite } from './browser';
import { staffPages, type StaffLanguage } from './staff-session';
import { TEXTS } from './staff-catalog-texts';
import { shown } from './ui';

// What the catalog specs share, each spec file starting its own site: the staff member, the texts,
// the screen each test opens (`page` is a live binding to its page), and the API's readings.
export const { site, browser } = await startSite();
export const staff = await site.session(2, 'catalog-desk@example.com');

export { TEXTS };

/** The languages the specs run in, each on its own room type (and its own rooms and guests). */
export const LANGUAGES = ['ru', 'en'] as const;
export const TYPE_ID = { ru: 5, en: 6 } as const;

export const staffPage = staffPages(site, browser);
export let page: Page;

export async function open(language: StaffLanguage, path: string): Promise<void> {
  page = await staffPage(language, staff.email);
  await page.goto(`${site.baseUrl}${path}`);
}

/** The edit dialog of a room type, opened from its row on /a/rooms/types. */
export async function roomTypeDialog(
  language: keyof typeof TEXTS,
  type: RoomTypeEditView,
): Promise<Locator> {
  const texts = TEXTS[language];
  const name = type.name[language];
  await open(language, '/a/rooms/types');
  await rowWith(name)
    .getByRole('button', { name: texts.editType(name) })
    .click();
  return shown(page.getByRole('dialog', { name: texts.typeTitle(name) }));
}

export async function roomType(id: number): Promise<RoomTypeEditView> {
  const res = await site.app.inject({
    method: 'GET',
    url: '/api/a/room-types',
    headers: { cookie: staff.cookie },
  });
  const found = (res.json().data as RoomTypeEditView[]).find((type) => type.id === id);
  if (!found) throw new Error(`room type ${id} is not listed`);
  return found;
}

export async function rooms(): Promise<RoomView[]> {
  const res = await site.app.inject({
    method: 'GET',
    url: '/api/rooms',
    headers: { cookie: staff.cookie },
  });
  return res.json().data as RoomView[];
}

/** The table's row holding a cell with exactly this text. */
export const rowWith = (text: string): Locator =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: text, exact: true }) });
