import type { Actor, HistoryField, HistoryValue, Language } from '@hotel/contracts';
import { CHARGE_WORDS, staffRoleOf } from '@hotel/contracts/plain';
import type { TFunction } from 'i18next';
import { formatAmount, formatHotelDate, formatHotelDateTime } from '../../../../lib/format';

const MONEY: ReadonlySet<HistoryField> = new Set([
  'amount',
  'paid',
  'refund_requested',
  'refunded',
  'departure_refund',
  'cancel_refund',
  'charge_amount',
  'desk_payment',
]);

/** The label of a known value, or the value itself (a reason the bank worded, a future status). */
function labelOf(labels: Readonly<Record<string, string>>, value: string): string {
  return Object.hasOwn(labels, value) ? (labels[value] ?? value) : value;
}

/** A value of a history change as the staff member reads it, in their language. */
export function historyValue(
  field: HistoryField,
  value: HistoryValue,
  t: TFunction<'staff'>,
  language: Language,
): string {
  // A value left blank (a phone booking without an e-mail) reads as none, not as nothing.
  if (value === null || value === '') return t('empty');
  if (MONEY.has(field)) return `${formatAmount(Number(value), language)} TMT`;
  switch (field) {
    case 'payment_status':
      return labelOf(t('paymentStatus', { returnObjects: true }), String(value));
    case 'checkin':
    case 'checkout':
      return formatHotelDate(String(value)) ?? String(value);
    case 'checked_in_at':
    case 'checked_out_at':
      return formatHotelDateTime(String(value)) ?? String(value);
    case 'status':
      return value === 1 ? t('history.reception.on') : t('history.reception.off');
    case 'reason':
      return labelOf(t('history.reason', { returnObjects: true }), String(value));
    // A one-click charge comes as its kind (the folio's word for it); a typed one as typed.
    case 'charge':
      return value === CHARGE_WORDS.lateCheckOut
        ? t('folio.charge.late_check_out', { ns: 'translation' })
        : String(value);
    case 'channel':
    case 'payment_method':
    case 'refund_method':
    case 'desk_payment_method':
      return labelOf(t('channel', { returnObjects: true }), String(value));
    default:
      return String(value);
  }
}

/** Who caused a history entry: the e-mail and role of a person, or the system. */
export function historyActor(actor: Actor, t: TFunction<'staff'>): string {
  if (actor === 'system') return t('history.system');
  if (actor === 'anonymous') return t('history.anonymous');
  const role = staffRoleOf(actor.role);
  return `${actor.email} (${role ? t(`history.role.${role}`) : t('history.role.guest')})`;
}
