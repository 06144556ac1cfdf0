/** The hosted page's card form and the sandbox's test cards (PAYMENTS.md). */
export interface CardForm {
  cardholder: string;
  pan: string;
  expiry: string;
  cvc: string;
}

export type CardField = keyof CardForm;
export type CardErrorKey =
  'nameRequired' | 'invalidCard' | 'expiryFormat' | 'cardExpired' | 'cvcFormat';

export const APPROVED_CARD = '4111111111111111';
export const DECLINED_CARD = '4000000000000002';
/** The issuer's answer to the declined test card: "insufficient funds". */
export const DECLINED_ACTION_CODE = 116;

export type CardCheck =
  | { ok: true; approved: boolean; maskedPan: string; cardholder: string }
  | { ok: false; errors: Partial<Record<CardField, CardErrorKey>> };

export function cardForm(fields: Record<string, string>): CardForm {
  return {
    cardholder: (fields.cardholder ?? '').trim(),
    pan: (fields.pan ?? '').trim(),
    expiry: (fields.expiry ?? '').trim(),
    cvc: (fields.cvc ?? '').trim(),
  };
}

/** Checks every field at once, so the guest sees all mistakes together. */
export function checkCard(form: CardForm, now: Date): CardCheck {
  const errors: Partial<Record<CardField, CardErrorKey>> = {};
  if (form.cardholder === '') errors.cardholder = 'nameRequired';
  const pan = form.pan.replace(/[\s-]/g, '');
  if (pan !== APPROVED_CARD && pan !== DECLINED_CARD) errors.pan = 'invalidCard';
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(form.expiry);
  const month = Number(expiry?.[1]);
  const year = 2000 + Number(expiry?.[2]);
  if (!expiry || month < 1 || month > 12) errors.expiry = 'expiryFormat';
  // A card is valid through the last day of its expiry month.
  else if (year * 12 + month - 1 < now.getUTCFullYear() * 12 + now.getUTCMonth())
    errors.expiry = 'cardExpired';
  if (!/^\d{3}$/.test(form.cvc)) errors.cvc = 'cvcFormat';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    approved: pan === APPROVED_CARD,
    maskedPan: `${pan.slice(0, 6)}**${pan.slice(-4)}`,
    cardholder: form.cardholder,
  };
}
