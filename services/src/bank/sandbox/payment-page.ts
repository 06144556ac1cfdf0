import { createHash } from 'node:crypto';
import { LANGUAGES, type Language } from '@hotel/contracts';
import type { CardErrorKey, CardField, CardForm } from './card-form';
import type { SandboxOrder } from './orders';
import { cardErrorText, pageText, type PageText } from './page-texts';

export type FinalState = 'paid' | 'declined' | 'expired' | 'closed';

export type PageView =
  | {
      kind: 'form';
      values: Omit<CardForm, 'cvc'>;
      errors: Partial<Record<CardField, CardErrorKey>>;
    }
  | { kind: 'final'; state: FinalState; backUrl: string };

const STYLE = `
body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f3f4f6;color:#111}
main{max-width:26rem;margin:2rem auto;background:#fff;padding:1.5rem;border-radius:.5rem}
.test{background:#b91c1c;color:#fff;font-weight:700;padding:.75rem 1rem;text-align:center}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{color:#555}dd{margin:0}
label{display:block;margin-top:.75rem}input{display:block;width:100%;box-sizing:border-box;padding:.5rem;font:inherit}
.error{color:#b91c1c}button{margin-top:1rem;width:100%;padding:.75rem;font:inherit;font-weight:700}
nav a{margin-right:.75rem}small{color:#555}`;

/**
 * The pages' Content-Security-Policy: no scripts at all, the one inline style by its hash (never
 * 'unsafe-inline'), no framing. `form-action` is left open because the answer to a payment
 * redirects to the merchant's site, and browsers apply form-action to that redirect too.
 */
export const PAGE_SECURITY_POLICY = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE, 'utf8').digest('base64')}'; frame-ancestors 'none'`;

/** Text made safe for HTML content and double-quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Minor units as `1234.50`, in integers so no rounding creeps in. */
export function formatAmount(minor: number): string {
  return `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
}

function layout(lang: Language, body: string, orderId?: string): string {
  const languages = orderId
    ? `<nav>${LANGUAGES.map((l) =>
        l === lang
          ? `<strong>${l}</strong>`
          : `<a href="payment.html?mdOrder=${encodeURIComponent(orderId)}&amp;lang=${l}" lang="${l}">${l}</a>`,
      ).join(' ')}</nav>`
    : '';
  // Every page says it, plainly: nobody should mistake this page for a bank's and type a card.
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(`${pageText('bankName', lang)}: ${pageText('title', lang)}`)}</title>
<style>${STYLE}</style></head>
<body><div class="test" role="alert">${escapeHtml(pageText('testBanner', lang))}</div>
<main>${languages}<h1>${escapeHtml(pageText('bankName', lang))}</h1>${body}</main></body></html>`;
}

function summary(order: SandboxOrder, lang: Language, merchantName: string): string {
  const row = (key: PageText, value: string) =>
    `<dt>${escapeHtml(pageText(key, lang))}</dt><dd>${escapeHtml(value)}</dd>`;
  return `<dl>${row('merchant', merchantName)}${row('amount', `${formatAmount(order.amount)} TMT`)}${
    order.description ? row('description', order.description) : ''
  }${row('order', order.orderNumber)}</dl>`;
}

function field(
  name: CardField,
  lang: Language,
  attributes: string,
  value: string,
  error: CardErrorKey | undefined,
): string {
  const id = `f-${name}`;
  const message = error
    ? `<span class="error" id="${id}-error">${escapeHtml(cardErrorText(error, lang))}</span>`
    : '';
  const described = error ? ` aria-invalid="true" aria-describedby="${id}-error"` : '';
  return `<label for="${id}">${escapeHtml(pageText(name, lang))}</label>
<input id="${id}" name="${name}" ${attributes} value="${escapeHtml(value)}"${described}>${message}`;
}

function form(
  order: SandboxOrder,
  lang: Language,
  view: Extract<PageView, { kind: 'form' }>,
): string {
  const { values, errors } = view;
  const hasErrors = Object.keys(errors).length > 0;
  return `${hasErrors ? `<p class="error" role="alert">${escapeHtml(pageText('checkFields', lang))}</p>` : ''}
<form method="post" action="pay" novalidate>
<input type="hidden" name="mdOrder" value="${escapeHtml(order.orderId)}"><input type="hidden" name="lang" value="${lang}">
${field('cardholder', lang, 'autocomplete="cc-name" required', values.cardholder, errors.cardholder)}
${field('pan', lang, 'autocomplete="cc-number" inputmode="numeric" required', values.pan, errors.pan)}
${field('expiry', lang, 'autocomplete="cc-exp" placeholder="MM/YY" required', values.expiry, errors.expiry)}
${field('cvc', lang, 'autocomplete="cc-csc" inputmode="numeric" maxlength="3" required', '', errors.cvc)}
<button type="submit">${escapeHtml(`${pageText('pay', lang)} ${formatAmount(order.amount)} TMT`)}</button>
</form><p><small>${escapeHtml(pageText('testCards', lang))}</small></p>
<p><a href="${escapeHtml(siteRoot(order.returnUrl))}">${escapeHtml(pageText('leave', lang))}</a></p>`;
}

/**
 * Where a guest who leaves without paying goes: the merchant's site root. The return address
 * would answer for the order as if the bank had settled it; the unpaid booking stays in the
 * guest's account, with its way back here.
 */
function siteRoot(returnUrl: string): string {
  return URL.canParse(returnUrl) ? `${new URL(returnUrl).origin}/` : '/';
}

/** The hosted payment page of an order: its card form, or its final state once settled. */
export function renderPaymentPage(input: {
  order: SandboxOrder;
  lang: Language;
  merchantName: string;
  view: PageView;
}): string {
  const { order, lang, view } = input;
  const body =
    view.kind === 'form'
      ? form(order, lang, view)
      : `<p role="status"><strong>${escapeHtml(pageText(view.state, lang))}</strong></p>
<p><a href="${escapeHtml(view.backUrl)}">${escapeHtml(pageText('back', lang))}</a></p>`;
  return layout(lang, summary(order, lang, input.merchantName) + body, order.orderId);
}

/** A page with one message and no order: unknown order, or a failure of the sandbox. */
export function renderMessagePage(lang: Language, key: 'notFound' | 'systemError'): string {
  return layout(lang, `<p role="alert">${escapeHtml(pageText(key, lang))}</p>`);
}
