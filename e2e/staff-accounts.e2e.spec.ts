import { describe, expect, it } from 'vitest';
import { startSite } from './browser';
import { staffPages } from './staff-session';
import { shown } from './ui';

/*
 * The manager's staff accounts and each person's own account page: a forgotten staff password is
 * set again from a link the manager mails, and any staff member reaches their password and
 * sessions from the staff area.
 */
const { site, browser } = await startSite();
const open = staffPages(site, browser);

describe("the manager's staff accounts", () => {
  it('mails a staff member a link to set a new password', async () => {
    await site.session(3, 'forgetful-desk@example.com');
    const page = await open('en', 'team-manager@example.com');
    await page.goto(`${site.baseUrl}/a/staff-accounts`);
    await page
      .getByRole('button', { name: 'Password link for forgetful-desk@example.com' })
      .click();
    await shown(
      page.getByText('A link to set a new password is sent to forgetful-desk@example.com'),
    );
    const [mail] = await site.db.sql<{ kind: string; language: string }[]>`
      select kind, language from mail_outbox where recipient = 'forgetful-desk@example.com'`;
    expect(mail).toEqual({ kind: 'passwordReset', language: 'en' });
  });

  it('leads a staff member from the staff area to their own password and sessions', async () => {
    const page = await open('ru', 'desk-own-account@example.com', 'reception');
    await page.getByRole('link', { name: 'Моя учётная запись' }).click();
    await page.waitForURL(`${site.baseUrl}/profile`);
    await shown(page.getByRole('heading', { name: 'Смена пароля' }));
  });
});
