import type { promoCodeMessages as russian } from '../ru/promo-codes';

/** Promotion codes (docs/rates.md "Promotion codes"); `{from:day}`: a date as day and month. */
export const promoCodeMessages: Record<keyof typeof russian, string> = {
  'promo.unknown': 'There is no promo code {code}: check how it is spelt',
  'promo.notYet': 'Promo code {code} is valid for arrivals from {from:day} to {to:day}',
  'promo.expired': 'Promo code {code} has expired: it was valid for arrivals until {to:day}',
  'promo.usedUp': 'Promo code {code} has been used the most times it may be',
  'promo.disabled': 'Promo code {code} is disabled',
  'promo.created': 'Promo code {code} is created',
  'promo.disabledNow': 'Promo code {code} is disabled: new bookings will not take it',
  'promo.exists': 'Promo code {code} already exists',
  'promo.notFound': 'Promo code not found',
  'promo.busy': 'Someone else is changing the promo codes right now: try again',
  'field.code': 'promo code',
  'field.promo_code': 'promo code',
  'field.percent': 'discount, %',
  'field.arrival_from': 'first arrival date',
  'field.arrival_to': 'last arrival date',
  'field.max_uses': 'number of uses',
  'reason.promoCode': '3 to 20 Latin letters or digits',
  'reason.promoPercent': 'a whole number from 1 to 100',
  'reason.promoUses': 'a whole number from 1 to 100000',
  'reason.promoKind': 'give either a percent or an amount off',
  'reason.promoAmount': 'an amount above 0',
  'reason.promoArrivalTo': 'not before the first arrival date',
};
