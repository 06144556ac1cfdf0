import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@hotel/contracts';
import { fillMailText, MAIL_KINDS, MAIL_TEXTS, type MailFacts } from './mail-texts';

/** Every fact a mail may state, so that every text can name any of them. */
const facts: MailFacts = {
  bookNumber: 1042,
  roomType: 'Lux',
  checkin: 'checkin 14:00',
  checkout: 'checkout 12:00',
  guests: 2,
  amount: '1 170.00 TMT',
  roomNumber: '204',
  repriced: true,
  payLink: { url: 'https://bank.example/pay', deadline: 'deadline 10:15' },
};

describe('the mail texts', () => {
  it.each(LANGUAGES)('in %s name only facts that fillMailText fills in', (language) => {
    const texts = MAIL_TEXTS[language];
    const filled = MAIL_KINDS.flatMap((kind) => [
      fillMailText(texts.subject[kind], facts, texts),
      fillMailText(texts.lead[kind], facts, texts),
    ]);
    expect(filled.filter((text) => /[{}]/.test(text))).toEqual([]);
  });
});
