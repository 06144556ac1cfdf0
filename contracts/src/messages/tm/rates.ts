import type { rateMessages as russian } from '../ru/rates';

/** Rate seasons and their stay rules (docs/rates.md); `{from:day}`: a date as day and month. */
export const rateMessages: Record<keyof typeof russian, string> = {
  'rates.minStay': '{from:day} — {last:day} aralygynda gelýänler üçin iň az gije sany: {nights}',
  'rates.maxStay': '{from:day} — {last:day} aralygynda gelýänler üçin iň köp gije sany: {nights}',
  'rates.closedToArrival':
    '{from:day} — {last:day} aralygynda gelmek ýapyk: başga geliş senesini saýlaň',
  'rates.closedToDeparture':
    '{from:day} — {last:day} aralygynda gitmek ýapyk: başga gidiş senesini saýlaň',
  'rates.seasonSaved': 'Baha möwsümi saklandy',
  'rates.seasonRemoved': 'Baha möwsümi aýryldy',
  'rates.seasonNotFound': 'Baha möwsümi tapylmady',
  'rates.toNotAfterFrom': 'Möwsümiň soňy başlanýan gününden soň bolmaly',
  'rates.tooLong': 'Möwsüm {max} günden uzyn bolup bilmez',
  'rates.maxBelowMin': 'Iň köp gije sany iň az gije sanyndan kiçi',
  'rates.busy': 'Baha möwsümlerini häzir başga biri üýtgedýär: ýene synanyşyň',
  'rates.monthOutOfRange': 'Bahalar {from} — {to} aralygynda görkezilýär',
  'field.month': 'aý',
  'reason.month.format': 'aý ÝÝÝÝ-AA görnüşinde garaşylýar',
  'field.price': 'bir gijäniň bahasy',
  'field.weekend_price': 'anna we şenbe gijeleriniň bahasy',
  'field.min_stay': 'iň az gije',
  'field.max_stay': 'iň köp gije',
  'field.closed_to_arrival': 'geliş ýapyk',
  'field.closed_to_departure': 'gidiş ýapyk',
  'field.priority': 'ileri tutulyşy',
  'reason.stayNights': '1-den 365 gijä çenli',
  'reason.priority': '0-dan 1000-e çenli bitin san',
};
