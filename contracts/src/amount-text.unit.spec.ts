import { describe, expect, it } from 'vitest';
import { formatAmount } from './amount-text';
import type { Language } from './languages';

// Intl separates Russian groups with a no-break space, so a price never wraps inside itself.
const NBSP = '\u00a0';

describe('formatAmount', () => {
  it('groups thousands with commas in English', () => {
    expect(formatAmount(1_234_567, 'en')).toBe('1,234,567');
  });

  it('groups thousands with no-break spaces and a decimal comma in Russian', () => {
    expect(formatAmount(12_345.5, 'ru')).toBe(`12${NBSP}345,5`);
  });

  it('groups Turkmen amounts the way Russian readers do', () => {
    expect(formatAmount(12_345.5, 'tm')).toBe(formatAmount(12_345.5, 'ru'));
  });

  it('rounds to at most two decimals and drops trailing zeros', () => {
    expect(formatAmount(420.126, 'en')).toBe('420.13');
    expect(formatAmount(420.1, 'en')).toBe('420.1');
    expect(formatAmount(420, 'en')).toBe('420');
  });

  it('shows zero and small amounts without grouping', () => {
    expect(formatAmount(0, 'ru')).toBe('0');
    expect(formatAmount(999, 'ru')).toBe('999');
  });

  it('rounds halves on the shortest decimal form, as Intl does', () => {
    expect(formatAmount(1.005, 'en')).toBe('1.01');
    expect(formatAmount(40_723.215, 'ru')).toBe(`40${NBSP}723,22`);
    expect(formatAmount(0.994, 'en')).toBe('0.99');
    expect(formatAmount(99.999, 'en')).toBe('100');
  });

  it('writes what Intl.NumberFormat writes, for whole, fractional, negative and large amounts', () => {
    const locales: Record<Language, string> = { tm: 'ru-RU', ru: 'ru-RU', en: 'en-US' };
    // A spread of amounts by a fixed rule (every digit count, halves, long fractions, signs).
    const amounts = [0, -0, 0.5, 0.005, 1e-7, 1.5e-7, -4.9e-7, 999_999_999_999.99, 5e12];
    for (let i = 1; i < 4000; i++) {
      const amount = (i * 7_919.337 * 10 ** (i % 9)) / 10 ** (i % 5);
      amounts.push(
        amount,
        -amount,
        Math.round(amount) + 0.125 * (i % 8),
        Math.trunc(amount) + 0.005,
      );
    }
    for (const language of ['tm', 'ru', 'en'] as const) {
      const intl = new Intl.NumberFormat(locales[language], { maximumFractionDigits: 2 });
      const differing = amounts.filter(
        (amount) => formatAmount(amount, language) !== intl.format(amount),
      );
      expect(
        differing
          .slice(0, 5)
          .map((amount) => [amount, formatAmount(amount, language), intl.format(amount)]),
      ).toEqual([]);
    }
  });
});
