import { describe, expect, it } from 'vitest';
import { roomPriceLabel } from './base-price-label';

describe('the words of the room type’s own price beside a stay', () => {
  it('says per night when no night of the stay is listed apart', () => {
    expect(roomPriceLabel(840, [])).toBe('perNight');
    expect(roomPriceLabel(840, undefined)).toBe('perNight');
  });

  it('says per night when every night listed is at the base price', () => {
    expect(roomPriceLabel(84_000, [84_000, 84_000])).toBe('perNight');
  });

  it('says base price when a season prices a night above or below it', () => {
    expect(roomPriceLabel(840, [840, 1200, 1200])).toBe('basePerNight');
    expect(roomPriceLabel(840, [600, 600])).toBe('basePerNight');
  });
});
