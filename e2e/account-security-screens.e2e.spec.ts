import { describe, expect, it } from 'vitest';
import { axeViolations } from './screens';
import { shown, withTimeouts } from './ui';
import { site, browser, PASSWORD, mailedLink, apiLogin } from './account-security-setup';

describe('the account’s new screens', () => {
  it.each([390, 1366])(
    'have no axe violation at %i px: the reset request, both links’ pages, an unconfirmed account',
    { timeout: 60_000 },
    async (width) => {
      const email = `account-axe-${width}@example.com`;
      const registered = await site.app.inject({
        method: 'POST',
        url: '/api/authentication',
        payload: { isLogin: false, email, password: PASSWORD },
      });
      expect(registered.statusCode).toBe(200);
      // Two sessions, so the account lists another device with its own Log out.
      await apiLogin(email, PASSWORD);
      const token = await apiLogin(email, PASSWORD);
      if (token === null) throw new Error('no login');
      // axe is injected as an inline script, which the site's CSP rightly refuses.
      const scanned = withTimeouts(
        await browser.newContext({
          viewport: { width, height: 900 },
          locale: 'en-US',
          bypassCSP: true,
        }),
      );
      try {
        const scan = await scanned.newPage();
        const settled = async () => {
          await shown(scan.locator('main h1').first());
          await scan.waitForLoadState('networkidle');
          expect(await axeViolations(scan), scan.url()).toEqual([]);
        };
        await scan.goto(`${site.baseUrl}/login`);
        await scan.getByRole('textbox', { name: 'E-mail' }).fill(email);
        await scan.getByRole('button', { name: 'Forgot password?' }).click();
        await scan.getByRole('button', { name: 'Send the link' }).click();
        await shown(scan.getByText('If an account has this address'));
        await settled();
        await scan.goto(`${site.baseUrl}/verify-email?token=${'x'.repeat(43)}`);
        await shown(scan.getByRole('alert'));
        await settled();
        await scan.goto(await mailedLink(email, 'passwordReset'));
        await settled();

        await scanned.addCookies([{ name: 'hotel_session', value: token, url: site.baseUrl }]);
        await scan.goto(`${site.baseUrl}/profile`);
        await shown(scan.getByText('Confirm your e-mail address:'));
        await shown(scan.getByRole('region', { name: 'Sessions' }).getByRole('listitem').nth(1));
        await settled();
      } finally {
        await scanned.close();
      }
    },
  );
});
