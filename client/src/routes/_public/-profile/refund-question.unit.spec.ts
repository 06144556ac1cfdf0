// @vitest-environment jsdom
import type { GuestBookingView } from '@hotel/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createI18n } from '../../../i18n';
import { cancelQuestion, refundQuestion } from './refund-question';

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

describe('the question before a guest cancels a booking', () => {
  it('only asks to cancel a booking never paid: no money moves', () => {
    const unpaid = { payment_status: 'pending', paid_amount: 0 } as GuestBookingView;
    expect(cancelQuestion(unpaid, 'en', i18n.t)).toBe(
      'Are you sure you want to cancel the booking?',
    );
  });

  it('says plainly that nothing comes back of a paid booking whose terms refund nothing', () => {
    const kept = { payment_status: 'online', paid_amount: 1900 } as GuestBookingView;
    expect(cancelQuestion(kept, 'en', i18n.t)).toBe(
      'Cancel the booking? Nothing will be refunded: by the booking terms, the 1,900 TMT paid is kept.',
    );
  });

  it('says it in Russian and Turkmen too, with the amount in their format', async () => {
    const kept = { payment_status: 'online', paid_amount: 1900 } as GuestBookingView;
    await i18n.changeLanguage('ru');
    try {
      expect(cancelQuestion(kept, 'ru', i18n.t)).toBe(
        'Отменить бронирование? Ничего не будет возвращено: по условиям бронирования оплаченные 1\u00a0900 TMT не возвращаются.',
      );
      await i18n.changeLanguage('tm');
      expect(cancelQuestion(kept, 'tm', i18n.t)).toBe(
        'Bronlamany ýatyrmalymy? Hiç zat yzyna gaýtarylmaz: bronlama şertlerine görä tölenen 1\u00a0900 TMT yzyna gaýtarylmaýar.',
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
