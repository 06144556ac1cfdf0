import { translate } from '@hotel/contracts';
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BROWSER_LOCALE, startSite } from './browser';
import { eventually, hidden, screenshotIfFailed, shown, withTimeouts } from './ui';

const { site, browser } = await startSite();

let context: BrowserContext;
let page: Page;

beforeEach(async () => {
  context = withTimeouts(await browser.newContext({ locale: BROWSER_LOCALE }));
  page = await context.newPage();
});

afterEach(async ({ task }) => {
  await screenshotIfFailed(task, page);
  await context.close();
});

const htmlLang = () => page.locator('html').getAttribute('lang');
const storedLanguage = () => page.evaluate(() => localStorage.getItem('preferredLanguage'));

describe('the public site in a browser', () => {
  it('opens the main page in Turkmen by default, with the welcome carousel', async () => {
    await page.goto(`${site.baseUrl}/`);

    await shown(page.getByRole('heading', { name: 'Elmydama siziň üçin' }));
    expect(await htmlLang()).toBe('tk');
    const carousel = await shown(page.getByRole('region', { name: 'Garşylaýyş slaýdlary' }));
    await shown(carousel.getByRole('heading', { name: 'Hazar myhmanhanasyna hoş geldiňiz' }));
    expect(
      await page.getByRole('button', { name: 'Tm', exact: true }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(await storedLanguage()).toBe('tm');
  });

  it('loads the app on a deep link to /rooms and lists the room types from the API', async () => {
    await page.goto(`${site.baseUrl}/rooms`);

    await shown(page.getByRole('heading', { level: 1, name: 'Otaglar' }));
    await shown(page.getByRole('heading', { name: 'Standart bir orunly' }));
    await shown(page.getByRole('heading', { name: 'Standart iki orunly' }));
    expect(await page.getByRole('link', { name: /Görmek/ }).count()).toBe(7);
  });

  it('switches to English with the floating En button and keeps the choice after a reload', async () => {
    await page.goto(`${site.baseUrl}/rooms`);
    await shown(page.getByRole('heading', { name: 'Standart bir orunly' }));

    await page.getByRole('button', { name: 'En', exact: true }).click();

    await shown(page.getByRole('heading', { name: 'Standard single' }));
    await shown(page.getByRole('heading', { level: 1, name: 'Rooms' }));
    expect(await htmlLang()).toBe('en');
    expect(
      await page.getByRole('button', { name: 'En', exact: true }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(await storedLanguage()).toBe('en');

    await page.reload();

    await shown(page.getByRole('heading', { name: 'Standard single' }));
    expect(await page.getByRole('heading', { name: 'Standart bir orunly' }).count()).toBe(0);
    expect(await htmlLang()).toBe('en');
  });

  it('shows the 404 screen with a link home for an unknown path', async () => {
    await page.goto(`${site.baseUrl}/no-such-page`);

    await shown(page.getByRole('heading', { name: 'Страница не найдена' }));
    await shown(page.getByText('404', { exact: true }));
    const home = page.getByRole('link', { name: 'Baş sahypa geçmek' });
    expect(await home.getAttribute('href')).toBe('/');

    await home.click();

    await shown(page.getByRole('heading', { name: 'Elmydama siziň üçin' }));
    expect(page.url()).toBe(`${site.baseUrl}/`);
  });

  it('shows the message of the hash query in an alert and then drops the query from the address', async () => {
    await page.goto(`${site.baseUrl}/#?message=Hello`);

    const alert = await shown(page.getByRole('alertdialog'));
    expect(await alert.textContent()).toContain('Hello');
    await eventually(() => page.url()).toBe(`${site.baseUrl}/`);

    await alert.getByRole('button', { name: 'Bolýar' }).click();
    await hidden(alert);

    await page.reload();
    await shown(page.getByRole('heading', { name: 'Elmydama siziň üçin' }));
    expect(await page.getByRole('alertdialog').count()).toBe(0);
  });

  it('lands a guest back from the bank in the language of the booking, the message with it', async () => {
    // A payment link opened on a Russian browser for a booking whose mails are in Turkmen.
    const russian = withTimeouts(await browser.newContext({ locale: 'ru-RU' }));
    const landing = await russian.newPage();
    await landing.goto(`${site.baseUrl}/api/payment/return?orderId=nope&l=tm`);

    const alert = await shown(landing.getByRole('alertdialog'));
    expect(await alert.textContent()).toContain(translate('tm', 'payment.unknownOrder'));
    expect(await landing.locator('html').getAttribute('lang')).toBe('tk');
    await shown(landing.getByRole('heading', { name: 'Elmydama siziň üçin' }));
    await russian.close();
  });
});
