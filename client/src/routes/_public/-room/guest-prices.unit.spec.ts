import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../i18n';
import { formatAmount } from '../../../lib/format';
import { guestPriceParts } from './guest-prices';

const i18n = await createI18n();
await i18n.loadLanguages(['en', 'ru']);
const tIn = (language: 'tm' | 'ru' | 'en') => i18n.getFixedT(language);

/** The terms of stay's figures: two guests in the price, children from 3 pay, adults from 12. */
const family = { capacity: 4, base_occupancy: 2, extra_adult_price: 300, child_price: 120 };
const bands = { childFreeUnderAge: 3, adultFromAge: 12, foreignChildPrice: 0 };

const line = (
  language: 'tm' | 'ru' | 'en',
  roomType: typeof family = family,
  ages: typeof bands = bands,
) => guestPriceParts(roomType, ages, tIn(language), language).join(' · ');

describe("a room page's guest prices", () => {
  it('says what the price includes and what an extra adult and a child add', () => {
    expect(line('en')).toBe(
      'Price for up to 2 guests · extra adult +300 TMT a night · children 3–11 +120 TMT a night, under 3 free',
    );
    expect(line('ru')).toBe(
      'Цена до 2 гостей · дополнительный взрослый +300 TMT за ночь · дети 3–11 лет +120 TMT за ночь, до 3 лет бесплатно',
    );
    expect(line('tm')).toBe(
      'Baha 2 myhmana çenli · goşmaça uly adam bir gijä +300 TMT · 3–11 ýaşly çagalar bir gijä +120 TMT, 3 ýaşa çenli mugt',
    );
  });

  it('takes the ages from the options, not from the terms as written', () => {
    expect(line('en', family, { ...bands, childFreeUnderAge: 2, adultFromAge: 14 })).toContain(
      'children 2–13 +120 TMT a night, under 2 free',
    );
    expect(line('ru', family, { ...bands, childFreeUnderAge: 0, adultFromAge: 12 })).toContain(
      'дети до 12 лет +120 TMT за ночь',
    );
    expect(line('ru', family, { ...bands, childFreeUnderAge: 0 })).not.toContain('бесплатно');
  });

  it('leaves out what costs nothing, and says nothing when guests add nothing', () => {
    expect(line('en', { ...family, extra_adult_price: 0 })).toBe(
      'children 3–11 +120 TMT a night, under 3 free',
    );
    expect(line('en', { ...family, child_price: 0 })).toBe(
      'Price for up to 2 guests · extra adult +300 TMT a night',
    );
    // No adult beyond the base fits the room: its extra price can never be charged.
    expect(line('en', { ...family, base_occupancy: 4, child_price: 0 })).toBe('');
    expect(line('en', { ...family, extra_adult_price: 0, child_price: 0 })).toBe('');
  });

  it("names a foreign child's own price where the hotel set one", () => {
    expect(line('en', family, { ...bands, foreignChildPrice: 150.5 })).toBe(
      `Price for up to 2 guests · extra adult +300 TMT a night · children 3–11 +120 TMT a night · foreign children 3–11 +${formatAmount(150.5, 'en')} TMT a night, under 3 free`,
    );
    expect(
      line(
        'en',
        { ...family, child_price: 0, extra_adult_price: 0 },
        { ...bands, foreignChildPrice: 150 },
      ),
    ).toBe('foreign children 3–11 +150 TMT a night, under 3 free');
  });

  it('writes amounts as the guest’s language does', () => {
    expect(line('ru', { ...family, extra_adult_price: 1250.5 })).toContain(
      `+${formatAmount(1250.5, 'ru')} TMT`,
    );
  });
});
