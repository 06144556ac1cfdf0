import type { promoCodeMessages as russian } from '../ru/promo-codes';

/** Promotion codes (docs/rates.md "Promotion codes"); `{from:day}`: a date as day and month. */
export const promoCodeMessages: Record<keyof typeof russian, string> = {
  'promo.unknown': '{code} promokody ýok: nähili ýazylandygyny barlaň',
  'promo.notYet': '{code} promokody {from:day} — {to:day} aralygynda gelýänler üçin hereket edýär',
  'promo.expired':
    '{code} promokodynyň möhleti geçdi: {to:day} çenli gelýänler üçin hereket edýärdi',
  'promo.usedUp': '{code} promokody iň köp mümkin bolan gezek ulanyldy',
  'promo.disabled': '{code} promokody öçürildi',
  'promo.created': '{code} promokody döredildi',
  'promo.disabledNow': '{code} promokody öçürildi: täze bronlar ony kabul etmez',
  'promo.exists': '{code} promokody eýýäm bar',
  'promo.notFound': 'Promokod tapylmady',
  'promo.busy': 'Promokodlary häzir başga biri üýtgedýär: täzeden synanyşyň',
  'field.code': 'promokod',
  'field.promo_code': 'promokod',
  'field.percent': 'arzanladyş, %',
  'field.arrival_from': 'ilkinji geliş senesi',
  'field.arrival_to': 'soňky geliş senesi',
  'field.max_uses': 'ulanyş sany',
  'reason.promoCode': '3-den 20-ä çenli latyn harpy ýa-da san',
  'reason.promoPercent': '1-den 100-e çenli bitin san',
  'reason.promoUses': '1-den 100000-e çenli bitin san',
  'reason.promoKind': 'göterimi ýa-da arzanladyş mukdaryny görkeziň',
  'reason.promoAmount': '0-dan uly mukdar',
  'reason.promoArrivalTo': 'ilkinji geliş senesinden öň däl',
};
