import { randomUUID } from 'node:crypto';
import type { AccountMailKind, Language } from '@hotel/contracts';
import type { AppDeps } from '../application/deps';
import type { Sql, Tx } from '../db/connect';
import { issueLink, type LinkPurpose } from './account-links';
import { escapeHtml } from '../mail/compose';
import { MAIL_TEXTS } from '../mail/mail-texts';

interface AccountTexts {
  subject: string;
  lead: string;
  button: string;
  /** What to do when the mail was not asked for. */
  unasked: string;
}

const TEXTS: Record<Language, Record<AccountMailKind, AccountTexts>> = {
  en: {
    verifyEmail: {
      subject: 'Confirm your e-mail address',
      lead: 'Thank you for registering on the website of Hazar Hotel & Yacht Club. Open the link below to confirm your address: then you can book rooms.',
      button: 'Confirm the address',
      unasked:
        'If you did not register, ignore this mail: an account whose address is not confirmed can book nothing.',
    },
    accountExists: {
      subject: 'Someone registered with your address',
      lead: 'Someone tried to register on our website with this address, which already has an account. If it was you, log in with your password, or set a new one from the login page.',
      button: 'Log in',
      unasked: 'If it was not you, nothing has changed: ignore this mail.',
    },
    passwordReset: {
      subject: 'A new password for your account',
      lead: 'Someone asked to set a new password for the account with this address. The link below works once, within an hour.',
      button: 'Set a new password',
      unasked: 'If you did not ask, ignore this mail: your password stays as it is.',
    },
  },
  ru: {
    verifyEmail: {
      subject: 'Подтвердите адрес электронной почты',
      lead: 'Спасибо за регистрацию на сайте отеля и яхт-клуба Hazar. Откройте ссылку ниже, чтобы подтвердить адрес: после этого вы сможете бронировать номера.',
      button: 'Подтвердить адрес',
      unasked:
        'Если вы не регистрировались, просто не обращайте внимания на это письмо: учётная запись с неподтверждённым адресом ничего не может забронировать.',
    },
    accountExists: {
      subject: 'Кто-то зарегистрировался с вашим адресом',
      lead: 'Кто-то попытался зарегистрироваться на нашем сайте с этим адресом, но у него уже есть учётная запись. Если это были вы, войдите со своим паролем или задайте новый на странице входа.',
      button: 'Войти',
      unasked:
        'Если это были не вы, ничего не изменилось: просто не обращайте внимания на это письмо.',
    },
    passwordReset: {
      subject: 'Новый пароль для вашей учётной записи',
      lead: 'Для учётной записи с этим адресом запрошен новый пароль. Ссылка ниже действует один раз в течение часа.',
      button: 'Задать новый пароль',
      unasked:
        'Если вы этого не запрашивали, не обращайте внимания на письмо: ваш пароль не изменится.',
    },
  },
  tm: {
    verifyEmail: {
      subject: 'E-poçta salgyňyzy tassyklaň',
      lead: 'Hazar myhmanhanasynyň we ýahta klubunyň saýtynda hasaba alnanyňyz üçin sag boluň. Salgyňyzy tassyklamak üçin aşakdaky salgylanmany açyň: şondan soň otag bronlap bilersiňiz.',
      button: 'Salgyny tassyklamak',
      unasked:
        'Eger siz hasaba alynmadyk bolsaňyz, bu haty äsgermäň: salgysy tassyklanmadyk hasap hiç zat bronlap bilmeýär.',
    },
    accountExists: {
      subject: 'Siziň salgyňyz bilen kimdir biri hasaba alyndy',
      lead: 'Kimdir biri saýtymyzda bu salgy bilen hasaba alynmak isledi, emma bu salgynyň eýýäm hasaby bar. Eger bu siz bolsaňyz, açar sözüňiz bilen giriň ýa-da giriş sahypasynda täze açar sözüni belläň.',
      button: 'Girmek',
      unasked: 'Eger bu siz däl bolsaňyz, hiç zat üýtgemedi: bu haty äsgermäň.',
    },
    passwordReset: {
      subject: 'Hasabyňyz üçin täze açar sözi',
      lead: 'Bu salgyly hasap üçin täze açar sözi soraldy. Aşakdaky salgylanma bir sagadyň dowamynda bir gezek işleýär.',
      button: 'Täze açar sözüni bellemek',
      unasked: 'Eger siz soramadyk bolsaňyz, bu haty äsgermäň: açar sözüňiz üýtgemez.',
    },
  },
};

export interface AccountMail {
  kind: AccountMailKind;
  recipient: string;
  language: Language;
  /** The link the mail carries (the site's address, from PUBLIC_URL). */
  link: string;
}

/** The mail's subject, plain text and HTML, saying the same thing. */
export function composeAccountMail(mail: AccountMail): {
  subject: string;
  text: string;
  html: string;
} {
  const texts = TEXTS[mail.language][mail.kind];
  const { hello, signature } = MAIL_TEXTS[mail.language];
  const text = [
    hello,
    '',
    texts.lead,
    '',
    `${texts.button}: ${mail.link}`,
    '',
    texts.unasked,
    '',
    signature,
    '',
  ].join('\n');
  const html = `<!doctype html>
<html lang="${mail.language}"><head><meta charset="utf-8"><title>${escapeHtml(texts.subject)}</title></head>
<body style="font-family: Arial, sans-serif; color: #10283a; line-height: 1.5">
<p>${escapeHtml(hello)}</p>
<p>${escapeHtml(texts.lead)}</p>
<p><a href="${escapeHtml(mail.link)}" style="display: inline-block; padding: 10px 18px; background: #0b5c8a; color: #fff; text-decoration: none; border-radius: 4px">${escapeHtml(texts.button)}</a><br>${escapeHtml(mail.link)}</p>
<p>${escapeHtml(texts.unasked)}</p>
<p>${escapeHtml(signature)}</p>
</body></html>
`;
  return { subject: texts.subject, text, html };
}

/**
 * Writes the mail to the outbox in the caller's transaction (the sender delivers it as every
 * guest mail): an account and its link are never stored without their mail, nor the reverse.
 */
export async function enqueueAccountMail(
  sql: Sql | Tx,
  mail: AccountMail,
  now: Date,
  host: string,
): Promise<void> {
  const composed = composeAccountMail(mail);
  const id = randomUUID();
  await sql`
    insert into mail_outbox (key, kind, recipient, language, subject, text_body, html_body, message_id, created_at, next_attempt_at)
    values (${`${mail.kind}:${id}`}, ${mail.kind}, ${mail.recipient}, ${mail.language}, ${composed.subject},
      ${composed.text}, ${composed.html}, ${`<${mail.kind}.${id}@${host}>`}, ${now}, now())`;
}

/** The site's page a mailed link opens, with its secret: PUBLIC_URL is the address guests reach. */
export function siteLink(publicUrl: string, path: string, token?: string): string {
  const url = new URL(path, publicUrl);
  if (token !== undefined) url.searchParams.set('token', token);
  return url.href;
}

/** The host that names the mails' Message-IDs (the site's). */
export const mailHost = (publicUrl: string) => new URL(publicUrl).hostname;

const LINK_MAIL: Record<LinkPurpose, { kind: AccountMailKind; path: string }> = {
  verify: { kind: 'verifyEmail', path: '/verify-email' },
  reset: { kind: 'passwordReset', path: '/password-reset' },
};

/**
 * A new link of the purpose for the account, and its mail, in the caller's transaction: the link
 * is never stored without its mail. Earlier links of the purpose stop working.
 */
export async function mailNewLink(
  deps: AppDeps,
  tx: Tx,
  user: { id: number; email: string },
  purpose: LinkPurpose,
  language: Language,
): Promise<void> {
  const now = deps.now();
  const token = await issueLink(tx, user.id, purpose, now);
  const { kind, path } = LINK_MAIL[purpose];
  const link = siteLink(deps.publicUrl, path, token);
  await enqueueAccountMail(
    tx,
    { kind, recipient: user.email, language, link },
    now,
    mailHost(deps.publicUrl),
  );
}
