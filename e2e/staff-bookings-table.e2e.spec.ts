import { describe, expect, it } from 'vitest';
import { stay } from '../test/clock';
import { bookToBank, registerGuest } from '../services/test/guest';
import { logInAsStaff, openContext, page, site, STAFF_EMAIL, TEXTS } from './staff-bookings-setup';
import { shown } from './ui';

describe('the bookings table', () => {
  it(
    'sorts by a column header and pages through more bookings than a page holds',
    { timeout: 90_000 },
    async () => {
      const staff = await site.session(2, STAFF_EMAIL);
      const options = await site.app.inject({
        method: 'PUT',
        url: '/api/system/options',
        headers: { cookie: staff.cookie },
        payload: { max_pending_bookings: 20 },
      });
      expect(options.statusCode).toBe(200);
      for (const [n, email] of ['pager-a@example.com', 'pager-b@example.com'].entries()) {
        const guest = await registerGuest(site, email);
        // Inside the demo's 90-day online windows, on types the other tests leave alone.
        for (let i = 0; i < 13; i++)
          await bookToBank(site, guest, {
            id: [1, 3, 4, 5][i % 4] ?? 1,
            ...stay(5 + n * 40 + i * 3, 1),
          });
      }
      await openContext('en');
      await logInAsStaff(TEXTS.en);
      const pager = page.getByRole('navigation', { name: 'Table pages' });
      const total = Number(
        /^1–25 of (\d+)$/.exec(
          (await (await shown(pager.locator('span').first())).textContent()) ?? '',
        )?.[1],
      );
      expect(total).toBeGreaterThanOrEqual(26);
      expect(await page.locator('tbody tr').count()).toBe(25);

      await pager.getByRole('button', { name: 'Next page' }).click();
      expect(await pager.locator('span').first().textContent()).toBe(
        `26–${Math.min(total, 50)} of ${total}`,
      );
      expect(await page.locator('tbody tr').count()).toBe(Math.min(total, 50) - 25);
      await pager.getByRole('button', { name: 'Previous page' }).click();

      const header = page.getByRole('columnheader', { name: 'Booking No.' });
      const numbers = async () =>
        (await page.locator('tbody tr td:nth-child(4)').allTextContents()).map(Number);
      await header.getByRole('button').click();
      expect(await header.getAttribute('aria-sort')).toBe('ascending');
      const ascending = await numbers();
      expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
      await header.getByRole('button').click();
      expect(await header.getAttribute('aria-sort')).toBe('descending');
      const descending = await numbers();
      expect(descending).toEqual([...descending].sort((a, b) => b - a));
      expect(descending[0]).toBeGreaterThan(ascending[0] ?? Infinity);
    },
  );
});
