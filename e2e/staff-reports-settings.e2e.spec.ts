import { translate } from '@hotel/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { answerConfirm } from './staff-session';
import { eventually, shown } from './ui';
import { day } from '../test/clock';
import { asStaff, site, TEXTS, staffPage, staffEmail, options } from './staff-reports-setup';

let page: Page;

/**
 * On the audit trail: filters it to the spec's staff member and to one kind of change (by its
 * label, then its value in the URL), and returns the text of the one entry left.
 */
async function onlyAuditEntry(language: keyof typeof TEXTS, kindLabel: string, kind: string) {
  const texts = TEXTS[language];
  await page.getByLabel(texts.staffFilter).selectOption({ label: staffEmail(language) });
  await page.getByLabel(texts.kindFilter).selectOption({ label: kindLabel });
  await eventually(() => new URL(page.url()).searchParams.get('kind')).toBe(kind);
  const entries = page.locator('.audit-entry');
  await eventually(() => entries.count()).toBe(1);
  return (await entries.first().textContent()) ?? '';
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
      expect(await options()).toEqual({
        ...before,
        payment_timeout: timeout,
        version: expect.any(Number),
      });

      await page.getByRole('navigation').getByRole('link', { name: texts.audit }).click();
      const entry = await onlyAuditEntry(language, texts.optionsKind, 'options');
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
    'says age bands out of order by the adult age, keeping the form, then saves the children',
    { timeout: 60_000 },
    async () => {
      const before = await options();
      page = await staffPage(language, staffEmail(language));
      await page.goto(`${site.baseUrl}/a/settings`);
      const adult = page.getByLabel(texts.adultFromAge);
      const free = before.child_free_under_age;
      // Each language saves values of its own: the other's are stored already.
      const [price, adultAge] = language === 'ru' ? ['150', free + 10] : ['160', free + 11];
      await adult.fill(String(free));
      await page.getByLabel(texts.foreignChildPrice).fill(price);
      await page.getByRole('button', { name: texts.save, exact: true }).click();
      await answerConfirm(page, texts.confirm, texts.ok);
      const refusal = await shown(page.getByRole('alert'));
      expect(await refusal.textContent()).toBe(
        translate(language, 'options.ageBands', { adultFromAge: free, freeUnderAge: free }),
      );
      expect(await adult.getAttribute('aria-describedby')).toContain(
        await refusal.getAttribute('id'),
      );
      expect(await adult.inputValue()).toBe(String(free));
      expect(await page.getByLabel(texts.foreignChildPrice).inputValue()).toBe(price);
      expect(await options()).toEqual(before);

      await adult.fill(String(adultAge));
      await page.getByRole('button', { name: texts.save, exact: true }).click();
      await answerConfirm(page, texts.confirm, texts.ok);
      await eventually(() => page.getByRole('status').textContent()).toBe(
        translate(language, 'options.saved'),
      );
      expect(await options()).toMatchObject({
        child_free_under_age: free,
        adult_from_age: adultAge,
        foreign_child_price: Number(price),
      });
      expect(await page.getByLabel(texts.freeUnderAge).inputValue()).toBe(String(free));
    },
  );

  it(
    'shows a rate season a manager set on the audit trail, its values in words',
    { timeout: 60_000 },
    async () => {
      await asStaff(staffEmail(language), 'POST', '/api/rate-seasons', {
        room_types_id: 3,
        ...{ from: day(120), to: day(130), price: 1500, min_stay: 3, closed_to_arrival: true },
      });
      page = await staffPage(language, staffEmail(language));
      await page.goto(`${site.baseUrl}/a/audit`);
      const entry = await onlyAuditEntry(language, texts.seasonKind, 'rate_season');
      for (const row of texts.seasonRows) expect(entry).toContain(row);
      expect(entry).toContain(texts.by(staffEmail(language)));
    },
  );
});
