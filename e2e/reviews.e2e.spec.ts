import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { BROWSER_LOCALE, startSite } from './browser';
import { staffPages } from './staff-session';
import { hidden, hydrated, screenshotIfFailed, shown, withTimeouts } from './ui';

/*
 * A guest's review from the home page to the home page: written by a
 * logged-in guest, invisible while it waits, approved by staff in /a/reviews, then shown under
 * the samples with the guest's first name and the day, in Russian long format.
 */
const { site, browser } = await startSite();
const staffPage = staffPages(site, browser);
const contexts: BrowserContext[] = [];
let lastPage: Page | null = null;

afterEach(async ({ task }) => {
  if (lastPage) await screenshotIfFailed(task, lastPage);
  for (const context of contexts.splice(0)) await context.close();
  lastPage = null;
});

/** A page of the public site in English, logged in as `cookie`'s user or as nobody. */
async function publicPage(session: { token: string } | null): Promise<Page> {
  const context = withTimeouts(await browser.newContext({ locale: BROWSER_LOCALE }));
  contexts.push(context);
  await context.addInitScript(() => localStorage.setItem('preferredLanguage', 'en'));
  if (session)
    await context.addCookies([{ name: 'hotel_session', value: session.token, url: site.baseUrl }]);
  const page = await context.newPage();
  lastPage = page;
  await page.goto(site.baseUrl);
  await hydrated(page);
  await page.getByRole('tab', { name: 'Reviews' }).click();
  return page;
}

const TEXT = 'The sea view from our room was wonderful <b>really</b>, and breakfast too.';
const RUSSIAN_LONG = new Intl.DateTimeFormat('ru-RU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Ashgabat',
});

describe('a guest review', () => {
  it('is written by a guest, approved by staff in /a/reviews and shown on the home page', async () => {
    const guest = await site.session(1, 'review-guest@example.com');
    const page = await publicPage(guest);
    await page.getByRole('button', { name: 'Give 4' }).click();
    const form = await shown(page.getByRole('dialog', { name: 'Your review' }));
    expect(await form.getByRole('radio', { name: 'Rating: 4 of 5' }).isChecked()).toBe(true);
    await form.getByLabel('Your first name').fill('Merjen');
    await form.getByLabel('Tell us about your stay').fill(TEXT);
    await form.getByRole('button', { name: 'Send the review' }).click();
    const thanks = await shown(page.getByRole('alertdialog'));
    expect(await thanks.textContent()).toContain(
      'Thank you! Your review will appear on the site once the hotel has checked it',
    );
    await thanks.getByRole('button').click();
    // Waiting for the hotel's check: nowhere on the site yet.
    await page.reload();
    // A tab clicked before the server's page is hydrated does nothing.
    await hydrated(page);
    await page.getByRole('tab', { name: 'Reviews' }).click();
    await shown(page.getByText('Aýna', { exact: true }));
    expect(await page.getByText(TEXT).count()).toBe(0);

    const staff = await staffPage('en', 'review-moderator@example.com');
    await staff.getByRole('link', { name: 'Reviews' }).click();
    await staff.waitForURL(`${site.baseUrl}/a/reviews`);
    const card = await shown(staff.getByRole('listitem').filter({ hasText: TEXT }));
    expect(await card.textContent()).toContain('review-guest@example.com');
    await card.getByRole('button', { name: /^Approve review No\. \d+$/ }).click();
    const notice = await shown(
      staff.getByRole('status').filter({ hasText: /Review No\. \d+ was approved/ }),
    );
    expect(await notice.isVisible()).toBe(true);
    await hidden(staff.getByRole('listitem').filter({ hasText: TEXT }));
    await staff.getByLabel('Show').selectOption('approved');
    await shown(
      staff
        .getByRole('listitem')
        .filter({ hasText: TEXT })
        .filter({ hasText: 'review-moderator@example.com' }),
    );

    const visitor = await publicPage(null);
    const shownReview = await shown(visitor.getByRole('listitem').filter({ hasText: TEXT }));
    // Written as plain text: the angle brackets are shown, not read as markup.
    expect(await shownReview.locator('b').count()).toBe(0);
    expect(await shownReview.getByText('Merjen', { exact: true }).isVisible()).toBe(true);
    expect(await shownReview.locator('time').textContent()).toBe(RUSSIAN_LONG.format(new Date()));
    expect(await shownReview.getByRole('img', { name: 'Rating: 4 of 5' }).isVisible()).toBe(true);
    // Under the samples.
    const authors = await visitor.locator('.review__head strong').allTextContents();
    expect(authors.indexOf('Merjen')).toBeGreaterThan(authors.indexOf('Aýna'));
  });

  it('asks a visitor who is not logged in to log in first, and sends nothing', async () => {
    const count = async () =>
      (await site.db.sql<{ n: number }[]>`select count(*)::int as n from reviews`)[0]?.n;
    const before = await count();
    const page = await publicPage(null);
    await page.getByRole('button', { name: 'Write a review' }).click();
    const note = await shown(page.getByRole('dialog', { name: 'Write a review' }));
    await note.getByRole('link', { name: 'Log in or register' }).click();
    await page.waitForURL(`${site.baseUrl}/login`);
    expect(await count()).toBe(before);
  });
});

describe('the site contact data', () => {
  it('shows the configured phones, e-mail and address, and no fax when none is configured', async () => {
    const configured = site.deps.contacts;
    // The server's configuration, changed for this test alone (the deps are what env.ts gave).
    onTestFinished(() => {
      site.deps.contacts = configured;
    });
    site.deps.contacts = {
      phones: ['+993 12 99-00-11'],
      fax: null,
      email: 'desk@seaside.example',
      address: { tm: 'Deňiz köçesi, 1', ru: 'ул. Морская, 1', en: '1 Sea Street' },
    };
    // A process is started with its configuration, so the pages it keeps never expect it to
    // change: the ones kept before are dropped as a restart would.
    site.deps.changes.changed('room_types');
    const page = await publicPage(null);
    const footer = page.locator('footer');
    await shown(footer.getByRole('link', { name: /\+993 12 99-00-11/ }));
    expect(await footer.getByRole('link', { name: /\+993 12 99-00-11/ }).getAttribute('href')).toBe(
      'tel:+99312990011',
    );
    expect(
      await footer.getByRole('link', { name: /desk@seaside\.example/ }).getAttribute('href'),
    ).toBe('mailto:desk@seaside.example');
    expect(await footer.getByText('1 Sea Street').isVisible()).toBe(true);
    expect(await footer.getByText(/Fax/).count()).toBe(0);
    expect(await footer.getByText(/4-12-2/).count()).toBe(0);
  });
});
