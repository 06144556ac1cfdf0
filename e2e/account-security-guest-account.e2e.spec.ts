import { describe, expect, it } from 'vitest';
import { goToBank, typeGuest } from './guest-steps';
import { openBookingModal } from './screens';
import { acknowledge, eventually, hidden, shown, withTimeouts } from './ui';
import {
  site,
  browser,
  context,
  page,
  PASSWORD,
  NEW_PASSWORD,
  mailedLink,
  apiLogin,
  authenticated,
  nav,
} from './account-security-setup';

describe('a guest’s account in the browser', () => {
  it(
    'registers, confirms the address from the mail, books, then resets a forgotten password, which logs the other browser out',
    { timeout: 120_000 },
    async () => {
      const email = 'account-journey@example.com';

      // Registration on /login, followed by the automatic login.
      await page.goto(`${site.baseUrl}/login`);
      await shown(page.getByRole('heading', { name: 'Log in' }));
      await page.getByRole('button', { name: 'Register' }).click();
      await shown(page.getByRole('heading', { name: 'Registration' }));
      await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Register' }).click();
      expect(await acknowledge(page)).toBe(
        'You are registered. We have sent you a link to confirm your e-mail address',
      );
      await page.waitForURL(`${site.baseUrl}/`);
      await shown(nav().getByRole('link', { name: 'My account' }));

      // The account asks for the address to be confirmed.
      await nav().getByRole('link', { name: 'My account' }).click();
      await page.waitForURL(`${site.baseUrl}/profile`);
      const notice = await shown(page.getByText('Confirm your e-mail address:'));
      expect(await notice.textContent()).toBe(
        `Confirm your e-mail address: we sent a link to ${email}. Until then, rooms cannot be booked.`,
      );

      // The mail's link confirms it, and the account no longer asks.
      await page.goto(await mailedLink(email, 'verifyEmail'));
      await shown(page.getByRole('heading', { level: 1, name: 'E-mail confirmation' }));
      await shown(page.getByText('Your e-mail address is confirmed: you can book rooms'));
      await page.getByRole('link', { name: 'Go to my account' }).click();
      await page.waitForURL(`${site.baseUrl}/profile`);
      // The account page shows only once its guard has the answer of who is logged in, and the
      // notice is drawn from that answer with the rest of the page: the guest sees it at once or
      // not at all, so it is checked once, not waited out.
      await shown(page.getByRole('heading', { level: 2, name: 'Sessions' }));
      expect(await page.getByText('Confirm your e-mail address:').count()).toBe(0);

      // A room booked up to the bank's page.
      const modal = await openBookingModal(page);
      await typeGuest(modal, { series: 'BN', number: '123456' });
      await goToBank(page, modal);

      // Another browser, logged in with the same password before it is forgotten.
      const other = withTimeouts(
        await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'en-US' }),
      );
      try {
        const otherToken = await apiLogin(email, PASSWORD);
        if (otherToken === null) throw new Error('the other browser could not log in');
        await other.addCookies([{ name: 'hotel_session', value: otherToken, url: site.baseUrl }]);
        const whoIsOther = async () =>
          (
            (await (await other.request.get(`${site.baseUrl}/api/check-authorization`)).json()) as {
              authenticated: boolean;
            }
          ).authenticated;
        expect(await whoIsOther()).toBe(true);

        // Logged out, the guest asks for a reset link; the typed address stays when switching.
        await page.goto(`${site.baseUrl}/`);
        await nav().getByRole('button', { name: 'Log out' }).click();
        await shown(nav().getByRole('link', { name: 'Log in' }));
        await page.goto(`${site.baseUrl}/login`);
        await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
        await page.getByRole('button', { name: 'Forgot password?' }).click();
        await shown(page.getByRole('heading', { level: 1, name: 'Reset password' }));
        expect(await page.getByRole('textbox', { name: 'E-mail' }).inputValue()).toBe(email);
        expect(await page.getByLabel('Password').count()).toBe(0);
        await page.getByRole('button', { name: 'Send the link' }).click();
        const sent = page.getByRole('status').filter({ hasText: 'If an account has this address' });
        expect(await (await shown(sent)).textContent()).toBe(
          'If an account has this address, a link to set a new password is on its way to it. The link is valid for an hour.',
        );

        // The mail's link: a repetition that differs is refused here, the typed values kept.
        await page.goto(await mailedLink(email, 'passwordReset'));
        await shown(page.getByRole('heading', { level: 1, name: 'New password' }));
        await page.getByRole('textbox', { name: 'New password', exact: true }).fill(NEW_PASSWORD);
        await page
          .getByRole('textbox', { name: 'Repeat the new password' })
          .fill(`${NEW_PASSWORD}!`);
        await page.getByRole('button', { name: 'Save the password' }).click();
        await shown(page.getByText('The new password and its repetition differ'));
        expect(
          await page.getByRole('textbox', { name: 'New password', exact: true }).inputValue(),
        ).toBe(NEW_PASSWORD);
        await page.getByRole('textbox', { name: 'Repeat the new password' }).fill(NEW_PASSWORD);
        await hidden(page.getByText('The new password and its repetition differ'));
        await page.getByRole('button', { name: 'Save the password' }).click();
        expect(await acknowledge(page)).toBe(
          'Your new password is set and you are logged in. Every other session is logged out.',
        );
        await page.waitForURL(`${site.baseUrl}/`);
        await shown(nav().getByRole('link', { name: 'My account' }));

        // The other browser is logged out: its check says so, and its account is the login.
        expect(await whoIsOther()).toBe(false);
        const otherPage = await other.newPage();
        await otherPage.goto(`${site.baseUrl}/profile`);
        await otherPage.waitForURL(`${site.baseUrl}/login`);
        await shown(otherPage.getByRole('heading', { level: 1, name: 'Log in' }));

        // Only the new password logs in now.
        expect(await apiLogin(email, PASSWORD)).toBeNull();
        expect(await apiLogin(email, NEW_PASSWORD)).not.toBeNull();
      } finally {
        await other.close();
      }
    },
  );

  it('lists the sessions of three logins and logs one out, then every other, then this one', async () => {
    const email = 'account-sessions@example.com';
    // Two logins through the API (no browser: an unknown device), and this browser's own.
    const second = await site.session(1, email);
    const third = await site.session(1, email);
    await page.goto(`${site.baseUrl}/login`);
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await page.getByLabel('Password').fill('correct horse battery');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL(`${site.baseUrl}/`);
    await shown(nav().getByRole('link', { name: 'My account' }));
    const mine = (await context.cookies()).find((cookie) => cookie.name === 'hotel_session');
    if (!mine) throw new Error('the browser got no session');
    await nav().getByRole('link', { name: 'My account' }).click();
    await page.waitForURL(`${site.baseUrl}/profile`);
    const sessions = await shown(page.getByRole('region', { name: 'Sessions' }));
    const items = sessions.getByRole('listitem');
    await eventually(() => items.count()).toBe(3);
    // An account made by staff or before confirmation existed counts as confirmed.
    expect(await page.getByText('Confirm your e-mail address:').count()).toBe(0);

    // This browser's session comes first, marked; the others came through the API.
    const current = items.first();
    expect(await current.textContent()).toMatch(
      /^Chrome on LinuxThis deviceLast active.+IP address/,
    );
    expect(await items.nth(1).textContent()).toMatch(/^Unknown deviceLast active/);
    expect(await items.filter({ hasText: 'This device' }).count()).toBe(1);

    await items.nth(1).getByRole('button', { name: 'Log out' }).click();
    expect(await acknowledge(page)).toBe('That session is logged out');
    await eventually(() => items.count()).toBe(2);
    expect([await authenticated(second.token), await authenticated(third.token)].sort()).toEqual([
      false,
      true,
    ]);

    await sessions.getByRole('button', { name: 'Log out everywhere else' }).click();
    expect(await acknowledge(page)).toBe('Every other session is logged out');
    await eventually(() => items.count()).toBe(1);
    expect(await items.first().textContent()).toContain('This device');
    expect(await authenticated(second.token)).toBe(false);
    expect(await authenticated(third.token)).toBe(false);
    expect(await authenticated(mine.value)).toBe(true);
    expect(await sessions.getByRole('button', { name: 'Log out everywhere else' }).count()).toBe(0);

    // Logging this device out is the header's logout: home, logged out.
    await items.first().getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(`${site.baseUrl}/`);
    await shown(nav().getByRole('link', { name: 'Log in' }));
    expect(await authenticated(mine.value)).toBe(false);
  });

  it('changes the password in the account, which logs every other session out', async () => {
    const email = 'account-password@example.com';
    const mine = await site.session(1, email);
    const other = await site.session(1, email);
    await context.addCookies([{ name: 'hotel_session', value: mine.token, url: site.baseUrl }]);
    await page.goto(`${site.baseUrl}/profile`);
    const form = await shown(page.getByRole('region', { name: 'Change password' }));
    const items = page.getByRole('region', { name: 'Sessions' }).getByRole('listitem');
    await eventually(() => items.count()).toBe(2);

    // A wrong current password is refused beside its field, the typed values kept.
    await form.getByLabel('Current password').fill('not the password');
    await form.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await form.getByLabel('Repeat the new password').fill(NEW_PASSWORD);
    await form.getByRole('button', { name: 'Change password' }).click();
    await shown(form.getByText('The current password is wrong'));
    expect(await form.getByLabel('Current password').getAttribute('aria-invalid')).toBe('true');
    expect(await form.getByLabel('New password', { exact: true }).inputValue()).toBe(NEW_PASSWORD);

    await form.getByLabel('Current password').fill('correct horse battery');
    await form.getByRole('button', { name: 'Change password' }).click();
    expect(await acknowledge(page)).toBe(
      'Your password is changed. Every other session is logged out.',
    );
    for (const label of ['Current password', 'Repeat the new password']) {
      expect(await form.getByLabel(label).inputValue()).toBe('');
    }
    expect(await form.getByLabel('New password', { exact: true }).inputValue()).toBe('');
    await eventually(() => items.count()).toBe(1);
    expect(await authenticated(other.token)).toBe(false);

    // This browser stays logged in with its new cookie.
    await page.reload();
    await shown(page.getByRole('heading', { level: 1, name: 'My account' }));
    expect(await apiLogin(email, NEW_PASSWORD)).not.toBeNull();
  });
});
