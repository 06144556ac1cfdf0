import { randomUUID } from 'node:crypto';
import type { AccountMailKind, Language } from '@hotel/contracts';
import type { AppDeps } from '../application/deps';
import type { Sql, Tx } from '../db/connect';
import { issueLink, type LinkPurpose } from './account-links';
import { escapeHtml } from '../mail/compose';
import { MAIL_TEXTS } from '../mail/mail-texts';

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
  const { hello, signature, account } = MAIL_TEXTS[mail.language];
  const texts = account[mail.kind];
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
