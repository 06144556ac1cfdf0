import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { ru } from '../client/src/i18n/locales/ru';
import { tm } from '../client/src/i18n/locales/tm';
import { startSite } from './browser';
import { ADDRESSED_SCREENS, openBookingModal, openFirstRoom, pagePerTest } from './screens';
import { eventually, hidden, shown } from './ui';

// The specification: the language can be switched at any time. With a modal open the switch must
// work, keep the modal open and change its texts; the document title follows too.
const { site, browser } = await startSite();

const SEARCH_TITLE = { tm: 'Otag gözlemek', ru: 'Поиск номера', en: 'Find a room' } as const;
const CHECKIN_LABEL = { tm: 'Geliş senesi', ru: 'Дата заезда', en: 'Check-in date' } as const;

const session = pagePerTest(browser, { language: 'tm', site });
let page: Page;
beforeEach(() => {
  page = session.page();
});

/** On the current screen (in Turkmen): opens the search overlay, switches tm → en → ru → tm. */
async function switchWithSearchOpen(): Promise<void> {
  await page.getByRole('button', { name: SEARCH_TITLE.tm }).click();
  let overlay = await shown(page.getByRole('dialog', { name: SEARCH_TITLE.tm }));
  for (const language of ['en', 'ru', 'tm'] as const) {
    const short = language === 'tm' ? 'Tm' : language === 'ru' ? 'Ru' : 'En';
    await overlay.getByRole('button', { name: short, exact: true }).click();
    overlay = await shown(page.getByRole('dialog', { name: SEARCH_TITLE[language] }));
    await shown(overlay.getByLabel(CHECKIN_LABEL[language]));
    expect(
      await overlay.getByRole('button', { name: short, exact: true }).getAttribute('aria-pressed'),
    ).toBe('true');
  }
  await page.keyboard.press('Escape');
  await hidden(overlay);
}

describe('switching the language with a modal open', () => {
  it.each(ADDRESSED_SCREENS)(
    'works on %s: the search overlay stays open in the new language',
    async (path) => {
      await page.goto(`${site.baseUrl}${path}`);
      await shown(page.locator('.account-nav').first());

      await switchWithSearchOpen();
    },
  );

  it('works on /room: the search overlay stays open in the new language', async () => {
    await openFirstRoom(page, site.baseUrl);
    await shown(page.locator('.account-nav').first());

    await switchWithSearchOpen();
  });

  it('keeps the booking modal open with the typed guest and translates it', async () => {
    await page.goto(`${site.baseUrl}/rooms`);
    await page.getByRole('button', { name: 'En', exact: true }).click();
    const modal = await openBookingModal(page);
    await modal.getByRole('textbox', { name: 'Full name' }).fill('Aýna Berdiýewa');

    await modal.getByRole('button', { name: 'Ru', exact: true }).click();

    const translated = await shown(page.getByRole('dialog', { name: 'Бронирование номера' }));
    expect(await translated.getByRole('textbox', { name: 'ФИО' }).inputValue()).toBe(
      'Aýna Berdiýewa',
    );
    // The room screen's title names its room, in the new language too.
    await eventually(() => page.title()).toBe('Стандарт двухместный — Hazar');
  });

  it('re-titles the document in the new language', async () => {
    await page.goto(`${site.baseUrl}/gallery`);
    await eventually(() => page.title()).toBe(tm.seo.gallery.title);

    await page.getByRole('button', { name: 'Ru', exact: true }).click();

    await eventually(() => page.title()).toBe(ru.seo.gallery.title);
  });
});
