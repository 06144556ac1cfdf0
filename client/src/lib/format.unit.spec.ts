import { describe, expect, it } from 'vitest';
import { formatAmount } from './format';

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
});
