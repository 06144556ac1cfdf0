import { describe, expect, it } from 'vitest';
import { day } from '../../../../../../test/clock';
import { staffT } from '../../-staff/staff-spec-texts';
import { historyActor, historyValue } from './history-values';

const t = staffT('en');
const tRu = staffT('ru');

describe('a booking history’s values as staff read them', () => {
  it('shows amounts in TMT grouped for the reader’s language', () => {
    expect(historyValue('amount', 1234.5, t, 'en')).toBe('1,234.5 TMT');
    expect(historyValue('refunded', 1234.5, tRu, 'ru')).toBe('1\u00a0234,5 TMT');
  });

  it('shows calendar dates as dd.MM.yyyy', () => {
    const [year, month, date] = day(30).split('-');
    expect(historyValue('checkin', day(30), t, 'en')).toBe(`${date}.${month}.${year}`);
  });

  it('names payment states, the reception flag and known reasons in the reader’s language', () => {
    expect(historyValue('payment_status', 'online', tRu, 'ru')).toBe('Оплачено');
    expect(historyValue('status', 1, t, 'en')).toBe('handled');
    expect(historyValue('status', 0, t, 'en')).toBe('not handled');
    expect(historyValue('reason', 'declined', t, 'en')).toBe('the bank declined the payment');
  });

  it('names a one-click charge in the reader’s language, and keeps a typed one as typed', () => {
    expect(historyValue('charge', 'late_check_out', tRu, 'ru')).toBe('Поздний выезд (до 18:00)');
    expect(historyValue('charge', 'late_check_out', t, 'en')).toBe('Late check-out (until 18:00)');
    expect(historyValue('charge', 'Ресторан', t, 'en')).toBe('Ресторан');
  });

  it('keeps a value it has no label for as it came, and shows a missing one as a dash', () => {
    expect(historyValue('reason', 'card blocked by issuer', t, 'en')).toBe(
      'card blocked by issuer',
    );
    expect(historyValue('order_id', null, t, 'en')).toBe('—');
  });

  it('names a person by e-mail and role, and the system as such', () => {
    expect(historyActor({ userId: 3, email: 'boss@example.com', role: 2 }, t)).toBe(
      'boss@example.com (manager)',
    );
    expect(historyActor({ userId: 4, email: 'desk@example.com', role: 3 }, t)).toBe(
      'desk@example.com (reception)',
    );
    expect(historyActor({ userId: 5, email: 'books@example.com', role: 4 }, tRu)).toBe(
      'books@example.com (бухгалтер)',
    );
    expect(historyActor({ userId: 9, email: 'guest@example.com', role: 1 }, tRu)).toBe(
      'guest@example.com (гость)',
    );
    expect(historyActor('system', tRu)).toBe('Система');
  });
});
