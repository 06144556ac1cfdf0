import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { startSite } from './browser';
import { pagePerTest } from './screens';
import { eventually, hydrated, shown } from './ui';

/*
 * The guest's forms say what is wrong in the page's language, beside the field, and keep what
 * was typed. The browser's own checks (required, type="email", minLength) would stop the form
 * with a bubble in the browser's language (German here: see BROWSER_LOCALE), which the site
 * never speaks.
 */
const { site, browser } = await startSite();

const TEXTS = {
  tm: {
    loginTab: 'Giriş',
    email: 'E-poçta',
    password: 'Açar söz',
    login: 'Girmek',
    toRegister: 'Hasaba duruň',
    register: 'Hasaba durmak',
    badEmail: '«e-poçta» meýdançasyny barlaň: e-poçta salgysy garaşylýar',
    reviewsTab: 'Biz barada teswirler',
    write: 'Teswir ýazmak',
    reviewTitle: 'Siziň teswiriňiz',
    star: 'Baha: 5-den 4',
    author: 'Adyňyz',
    text: 'Dynç alşyňyz barada gürrüň beriň',
    send: 'Teswiri ibermek',
    noRating: 'Bahany saýlaň: 0-dan 5-e çenli.',
    emptyText: '«tekst» meýdançasyny barlaň: hökmany meýdança',
    shortText: '«tekst» meýdançasyny barlaň: 10-dan 2000 nyşana çenli',
    passwordTitle: 'Açar sözi üýtgetmek',
    change: 'Açar sözi üýtgetmek',
    current: 'Häzirki açar söz',
    newPassword: 'Täze açar söz',
    repeat: 'Täze açar sözi gaýtalaň',
    noCurrent: '«häzirki açar sözi» meýdançasyny barlaň: hökmany meýdança',
    shortPassword: 'Açar sözi azyndan 8 belgiden ybarat bolmaly',
    wrongCurrent: 'Häzirki açar sözi nädogry',
  },
  ru: {
    loginTab: 'Вход',
    email: 'Эл. почта',
    password: 'Пароль',
    login: 'Войти',
    toRegister: 'Зарегистрируйтесь',
    register: 'Зарегистрироваться',
    badEmail: 'Проверьте поле «e-mail»: ожидается адрес электронной почты',
    reviewsTab: 'Отзывы о нас',
    write: 'Написать отзыв',
    reviewTitle: 'Ваш отзыв',
    star: 'Оценка: 4 из 5',
    author: 'Ваше имя',
    text: 'Расскажите о вашем отдыхе',
    send: 'Отправить отзыв',
    noRating: 'Выберите оценку от 0 до 5.',
    emptyText: 'Проверьте поле «текст»: обязательное поле',
    shortText: 'Проверьте поле «текст»: от 10 до 2000 символов',
    passwordTitle: 'Смена пароля',
    change: 'Сменить пароль',
    current: 'Текущий пароль',
    newPassword: 'Новый пароль',
    repeat: 'Повторите новый пароль',
    noCurrent: 'Проверьте поле «текущий пароль»: обязательное поле',
    shortPassword: 'Пароль должен содержать не менее 8 символов',
    wrongCurrent: 'Текущий пароль неверен',
  },
} as const;

/** What describes a control (its aria-describedby texts), as a screen reader says it. */
function description(control: Locator): Promise<string> {
  return control.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim(),
  );
}

/**
 * Waits until `control` is described by `error` (besides its hint), marked invalid and focused,
 * where the guest corrects it.
 */
async function expectFieldError(control: Locator, error: string): Promise<void> {
  await eventually(() => description(control)).toContain(error);
  expect(await control.getAttribute('aria-invalid')).toBe('true');
  expect(await control.evaluate((element) => element === document.activeElement)).toBe(true);
}

describe.each(['tm', 'ru'] as const)('the guest forms in %s', (language) => {
  const text = TEXTS[language];
  const tab = pagePerTest(browser, { language });

  /** On the login screen, the e-mail and password fields of the form shown. */
  async function loginForm(page: Page) {
    await page.goto(`${site.baseUrl}/login`);
    await hydrated(page);
    return {
      email: page.getByRole('textbox', { name: text.email }),
      password: page.getByLabel(text.password, { exact: true }),
    };
  }

  it('says a malformed e-mail beside the field on login, keeping it', async () => {
    const page = tab.page();
    const { email, password } = await loginForm(page);
    await email.fill('ayna.example.com');
    await password.fill('caspian-sea-2026');
    await page.getByRole('button', { name: text.login, exact: true }).click();
    await expectFieldError(email, text.badEmail);
    expect(await email.inputValue()).toBe('ayna.example.com');
    expect(await password.inputValue()).toBe('caspian-sea-2026');
  });

  it('says a malformed e-mail beside the field on registration, keeping it', async () => {
    const page = tab.page();
    const { email, password } = await loginForm(page);
    await page.getByRole('button', { name: text.toRegister }).click();
    await email.fill('ayna@');
    await password.fill('caspian-sea-2026');
    await page.getByRole('button', { name: text.register, exact: true }).click();
    await expectFieldError(email, text.badEmail);
    expect(await email.inputValue()).toBe('ayna@');
  });

  it('says a too short password beside its field on registration, keeping both', async () => {
    const page = tab.page();
    const { email, password } = await loginForm(page);
    await page.getByRole('button', { name: text.toRegister }).click();
    await email.fill(`short-password-${language}@example.com`);
    await password.fill('caspian');
    await page.getByRole('button', { name: text.register, exact: true }).click();
    await expectFieldError(password, text.shortPassword);
    expect(await email.inputValue()).toBe(`short-password-${language}@example.com`);
    expect(await password.inputValue()).toBe('caspian');
  });

  /** Logs a new guest in (the session cookie) before the page opens. */
  async function logInAs(email: string): Promise<void> {
    const { token } = await site.session(1, email);
    await tab.context().addCookies([{ name: 'hotel_session', value: token, url: site.baseUrl }]);
  }

  it('says a missing rating and an empty or short review beside their fields', async () => {
    const { token } = await site.session(1, `form-errors-${language}@example.com`);
    await tab.context().addCookies([{ name: 'hotel_session', value: token, url: site.baseUrl }]);
    const page = tab.page();
    await page.goto(site.baseUrl);
    await hydrated(page);
    await page.getByRole('tab', { name: text.reviewsTab }).click();
    await page.getByRole('button', { name: text.write }).click();
    const form = await shown(page.getByRole('dialog', { name: text.reviewTitle }));
    const author = form.getByLabel(text.author);
    const review = form.getByLabel(text.text);
    const send = form.getByRole('button', { name: text.send });
    await author.fill('Merjen');

    await send.click();
    await shown(form.getByText(text.noRating));
    expect(await author.inputValue()).toBe('Merjen');

    await form.getByRole('radio', { name: text.star }).check({ force: true });
    await send.click();
    await expectFieldError(review, text.emptyText);

    await review.fill('Gowy');
    await send.click();
    await expectFieldError(review, text.shortText);
    expect(await review.inputValue()).toBe('Gowy');
    expect(await author.inputValue()).toBe('Merjen');
  });

  /**
   * A new guest's password change on the account, sent with `typed` as the current password
   * (none when undefined) and a good new one: its current and new password fields.
   */
  async function changePassword(email: string, typed: string | undefined) {
    await logInAs(email);
    const page = tab.page();
    await page.goto(`${site.baseUrl}/profile`);
    await hydrated(page);
    const form = await shown(page.getByRole('region', { name: text.passwordTitle }));
    const current = form.getByLabel(text.current, { exact: true });
    const newPassword = form.getByLabel(text.newPassword, { exact: true });
    if (typed !== undefined) await current.fill(typed);
    await newPassword.fill('caspian-sea-2027');
    await form.getByLabel(text.repeat, { exact: true }).fill('caspian-sea-2027');
    await form.getByRole('button', { name: text.change }).click();
    return { current, newPassword };
  }

  it('says a missing current password beside its field on the account, keeping the new one', async () => {
    const { current, newPassword } = await changePassword(
      `form-password-${language}@example.com`,
      undefined,
    );
    await expectFieldError(current, text.noCurrent);
    expect(await newPassword.inputValue()).toBe('caspian-sea-2027');
  });

  it('says a wrong current password beside its field on the account, keeping what was typed', async () => {
    const { current, newPassword } = await changePassword(
      `wrong-current-${language}@example.com`,
      'not-my-password-2026',
    );
    await expectFieldError(current, text.wrongCurrent);
    expect(await current.inputValue()).toBe('not-my-password-2026');
    expect(await newPassword.inputValue()).toBe('caspian-sea-2027');
  });
});
