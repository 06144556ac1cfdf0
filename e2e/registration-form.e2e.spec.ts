import { describe, expect, it } from 'vitest';
import { page, site } from './guest-site';
import { shown } from './ui';

// A new guest learnt the password's rule only from the server's refusal, after a first try: the
// registration form said nothing of it, where the reset and the account's change of password do.

/** What describes the password field (its aria-describedby texts), as a screen reader says it. */
async function passwordDescription(): Promise<string> {
  return page.getByLabel('Password', { exact: true }).evaluate((field) =>
    (field.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim(),
  );
}

describe('the registration form', () => {
  it('says the password’s rule under the field before the guest types one', async () => {
    await page.goto(`${site.baseUrl}/login`);
    expect(await passwordDescription()).toBe('');

    await page.getByRole('button', { name: 'Register' }).click();
    await shown(page.getByRole('heading', { name: 'Registration' }));

    await shown(page.getByText('At least 8 characters.'));
    expect(await passwordDescription()).toBe('At least 8 characters.');
  });
});
