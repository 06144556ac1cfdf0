// @vitest-environment jsdom
import type { GuestBookingView } from '@hotel/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createI18n } from '../../../i18n';
import { refundQuestion } from './refund-question';

const i18n = await createI18n();
beforeAll(async () => {
  await i18n.changeLanguage('en');
});

/** A paid booking of 3,482 TMT: 3,402 TMT for the room, an 80 TMT booking fee. */
const paid = { amount: 3482, room_part: 3402, refund_amount: 3402 } as GuestBookingView;

describe('the question before a guest refunds a booking', () => {
  it('names the amount that comes back in the site format, and says the booking fee is kept', () => {
    expect(refundQuestion(paid, 'en', i18n.t)).toBe(
      'Cancel the booking and get 3,402 TMT back to your card? The booking fee of 80 TMT is not refunded.',
    );
  });

  it('says nothing of a fee when the whole amount comes back', () => {
    expect(
      refundQuestion(
        { amount: 3402, room_part: 3402, refund_amount: 3402 } as GuestBookingView,
        'en',
        i18n.t,
      ),
    ).toBe('Cancel the booking and get 3,402 TMT back to your card?');
  });

  it('names what comes back and what is kept when the terms give back only a part of the room payment', () => {
    const partly = { amount: 1781, room_part: 1701, refund_amount: 680.4 } as GuestBookingView;
    expect(refundQuestion(partly, 'en', i18n.t)).toBe(
      'Cancel the booking and get 680.4 TMT back to your card? The rest, 1,100.6 TMT, is not refunded (terms of stay).',
    );
  });

  it('writes the amounts for the reader in Russian and Turkmen too', async () => {
    await i18n.changeLanguage('ru');
    try {
      expect(refundQuestion(paid, 'ru', i18n.t)).toContain('3\u00a0402 TMT');
      expect(refundQuestion(paid, 'ru', i18n.t)).toContain('80 TMT');
      await i18n.changeLanguage('tm');
      expect(refundQuestion(paid, 'tm', i18n.t)).toContain('3\u00a0402 TMT');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
