import { readFile } from 'node:fs/promises';
import { translate, type OptionsView } from '@hotel/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatAmount } from '../client/src/lib/format';
import { startSite } from './browser';
import { answerConfirm, csvRows, paidBooking, staffPages, tengeOf, type StaffLanguage } from './staff-session';
import { dotted, eventually, hotelDate, shown } from './ui';

const { site, browser } = await startSite();

/** The texts the settings, audit and ledger screens show and the spec clicks, per language. */
const TEXTS = {
  ru: {
    settings: 'Настройки',
    timeout: 'Время на оплату, минут',
    bookingPrice: 'Цена бронирования, TMT',
    save: 'Сохранить',
    confirm: 'Подтвердите изменения настроек.',
    notConfirmed: 'Изменения не подтверждены.',
    ok: 'ОК',
    cancel: 'Отмена',
    audit: 'Журнал',
    staffFilter: 'Сотрудник',
    kindFilter: 'Вид действия',
    optionsKind: 'Настройки',
    timeoutChange: (before: number, after: number) =>
      `Время на оплату, минут: ${before} → ${after}`,
    by: (email: string) => `Кто: ${email}`,
    download: 'Скачать CSV',
    asOf: 'По состоянию на',
    replayed: 'Журнал собран заново из событий',
    reconcile: 'Сверить с банком',
    matches: 'совпадает',
  },
  en: {
    settings: 'Settings',
    timeout: 'Time to pay, minutes',
    bookingPrice: 'Booking price, TMT',
    save: 'Save',
    confirm: 'Confirm the changes to the settings.',
    notConfirmed: 'The changes were not confirmed.',
    ok: 'OK',
    cancel: 'Cancel',
    audit: 'Audit trail',
    staffFilter: 'Staff member',
    kindFilter: 'Kind of action',
    optionsKind: 'Settings',
    timeoutChange: (before: number, after: number) => `Time to pay, minutes: ${before} → ${after}`,
    by: (email: string) => `By: ${email}`,
    download: 'Download CSV',
    asOf: 'As of',
    replayed: 'The ledger rebuilt from the events',
    reconcile: 'Reconcile with the bank',
    matches: 'matches',
  },
} as const;

const staffPage = staffPages(site, browser);
let page: Page;

const staffEmail = (language: StaffLanguage) => `reports-${language}@example.com`;

async function options(): Promise<OptionsView> {
  const staff = await site.session(2);
  const res = await site.app.inject({
    method: 'GET',
    url: '/api/system/options',
    headers: { cookie: staff.cookie },
  });
  return res.json().data as OptionsView;
}

describe.each(['ru', 'en'] as const)('the staff report screens in %s', (language) => {
  const texts = TEXTS[language];

  it(
    'changes an option only once confirmed, and the audit trail shows who changed what',
    { timeout: 60_000 },
    async () => {
      const before = await options();
      const timeout = language === 'ru' ? 11 : 13;
      page = await staffPage(language, staffEmail(language));
      await page.goto(`${site.baseUrl}/a/settings`);
      await page.getByLabel(texts.timeout).fill(String(timeout));

      await page.getByRole('button', { name: texts.save, exact: true }).click();
      await answerConfirm(page, texts.confirm, texts.cancel);
      expect(await (await shown(page.getByRole('status'))).textContent()).toBe(texts.notConfirmed);
      expect(await options()).toEqual(before);

      await page.getByRole('button', { name: texts.save, exact: true }).click();
      await answerConfirm(page, texts.confirm, texts.ok);
      await eventually(() => page.getByRole('status').textContent()).toBe(
        translate(language, 'options.saved'),
      );
      expect(await options()).toEqual({ ...before, payment_timeout: timeout, version: expect.any(Number) });

      await page.getByRole('navigation').getByRole('link', { name: texts.audit }).click();
      await page.getByLabel(texts.staffFilter).selectOption({ label: staffEmail(language) });
      await page.getByLabel(texts.kindFilter).selectOption({ label: texts.optionsKind });
      await eventually(() => new URL(page.url()).searchParams.get('kind')).toBe('options');
      const entries = page.locator('.audit-entry');
      await eventually(() => entries.count()).toBe(1);
      const entry = (await entries.first().textContent()) ?? '';
      expect(entry).toContain(texts.timeoutChange(before.payment_timeout, timeout));
      expect(entry).toContain(texts.by(staffEmail(language)));
    },
  );

  it(
    'refuses an emptied number with the server’s words naming the field',
    { timeout: 60_000 },
    async () => {
      const before = await options();
      const staff = await site.session(2);
      const refusal = await site.app.inject({
        method: 'PUT',
        url: `/api/system/options?l=${language}`,
        headers: { cookie: staff.cookie },
        payload: { booking_price: null },
      });
      page = await staffPage(language, staffEmail(language));
      await page.goto(`${site.baseUrl}/a/settings`);
      await page.getByLabel(texts.bookingPrice).fill('');
      await page.getByRole('button', { name: texts.save, exact: true }).click();
      await answerConfirm(page, texts.confirm, texts.ok);
      expect(await (await shown(page.getByRole('alert'))).textContent()).toBe(refusal.json().error);
      expect(await options()).toEqual(before);
    },
  );

  it(
    'downloads the ledger CSV whose amounts add up to the payments made and to the page’s totals',
    { timeout: 90_000 },
    async () => {
      const offset = language === 'ru' ? 60 : 70;
      const first = await paidBooking(site, `ledger-a-${language}@example.com`, { typeId: 1, from: offset, nights: 2 });
      const second = await paidBooking(site, `ledger-b-${language}@example.com`, { typeId: 1, from: offset + 5, nights: 2 });
      const paid = [first, second];
      const today = hotelDate(0);
      page = await staffPage(language, staffEmail(language));
      await page.goto(`${site.baseUrl}/a/ledger?from=${today}&to=${today}`);
      for (const { bookNumber } of paid)
        await shown(page.getByRole('cell', { name: String(bookNumber), exact: true }));

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: texts.download }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`ledger_${today}_${today}.csv`);
      const text = await readFile(await download.path(), 'utf8');
      expect(text.startsWith('\uFEFF')).toBe(true);
      const [header = [], ...lines] = csvRows(text.slice(1));
      const amount = header.indexOf(translate(language, 'ledger.column.amount'));
      const bookNumber = header.indexOf(translate(language, 'ledger.column.bookNumber'));
      expect([amount, bookNumber].every((index) => index >= 0)).toBe(true);
      for (const booking of paid) {
        const mine = lines.filter((line) => line[bookNumber] === String(booking.bookNumber));
        expect(mine.map((line) => tengeOf(line[amount] ?? ''))).toEqual([booking.tenge]);
      }
      const kept = lines.reduce((sum, line) => sum + tengeOf(line[amount] ?? ''), 0);
      expect(kept).toBeGreaterThanOrEqual(first.tenge + second.tenge);
      const net = page.locator('.ledger-total--net dd');
      expect(await net.textContent()).toContain(`${formatAmount(kept / 100, language)} TMT`);

      // As of the day before, a replay of the events holds none of today's payments.
      await page.getByLabel(texts.asOf).fill(`${hotelDate(-1)}T23:59`);
      expect(await (await shown(page.getByText(texts.replayed))).textContent()).toContain(
        `${dotted(hotelDate(-1))} 23:59`,
      );
      await eventually(() => net.textContent()).toContain(`${formatAmount(0, language)} TMT`);
      expect(new URL(page.url()).searchParams.get('as_of')).toBe(`${hotelDate(-1)}T23:59`);

      await page.getByRole('button', { name: texts.reconcile }).click();
      for (const booking of paid) {
        const row = page
          .getByRole('row')
          .filter({
            has: page.getByRole('cell', { name: String(booking.bookNumber), exact: true }),
          })
          .last();
        await eventually(() => row.textContent()).toContain(texts.matches);
      }
    },
  );
});
