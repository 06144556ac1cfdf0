import { describe, expect, it } from 'vitest';
import { translate } from './translate';

const NBSP = '\u00a0';

describe('a server message with an amount', () => {
  it('writes the teňňe as TMT the way the screens do in each language', () => {
    const params = { amount: 123_456_750, rest: 15_000 };
    expect(translate('en', 'booking.cancelledByStaffBankRefundedDesk', params)).toContain(
      "returned 1,234,567.5 TMT to the guest's card, and 150 TMT more",
    );
    expect(translate('ru', 'booking.cancelledByStaffBankRefundedDesk', params)).toContain(
      `вернул 1${NBSP}234${NBSP}567,5 TMT на карту гостя, ещё 150 TMT`,
    );
    expect(translate('tm', 'booking.cancelledByStaffBankRefundedDesk', params)).toContain(
      `kartyna 1${NBSP}234${NBSP}567,5 TMT gaýtardy, ýene 150 TMT`,
    );
  });

  it('keeps teňňe exact and a refusal names the most that can go back', () => {
    expect(translate('en', 'booking.refundOverPaid', { max: 5 })).toBe(
      'At most 0.05 TMT can be returned: what was paid less what was returned already',
    );
    expect(translate('ru', 'folio.lateCheckOutPosted', { amount: 100_001 })).toBe(
      'Поздний выезд начислен: 1\u00a0000,01 TMT',
    );
  });

  it('leaves a placeholder with no value as it stands', () => {
    expect(translate('en', 'booking.refunded')).toBe(
      'The booking was cancelled and {amount:money} TMT refunded to your card',
    );
  });
});
