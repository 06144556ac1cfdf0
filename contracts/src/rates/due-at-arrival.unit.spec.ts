import { describe, expect, it } from 'vitest';
import { dueAtArrivalTenge, stayChargeTenge } from './due-at-arrival';

describe('what a stay leaves to pay at arrival', () => {
  it('is the stay less the part paid online when nothing else applies', () => {
    expect(dueAtArrivalTenge({ stayTenge: 300_000, roomPartTenge: 90_000 })).toBe(210_000);
  });

  it('takes a promotion code off the stay and adds what the guests add', () => {
    const quote = {
      stayTenge: 300_000,
      promoCode: { discountTenge: 30_000 },
      extraGuestsTenge: 45_000,
      roomPartTenge: 94_500,
    };
    expect(stayChargeTenge(quote)).toBe(315_000);
    expect(dueAtArrivalTenge(quote)).toBe(220_500);
  });

  it('adds the foreigners tax, never paid online', () => {
    expect(
      dueAtArrivalTenge({ stayTenge: 300_000, roomPartTenge: 300_000, taxTenge: 12_000 }),
    ).toBe(12_000);
  });

  it('is nothing when the whole stay was paid online and no tax is due', () => {
    expect(dueAtArrivalTenge({ stayTenge: 300_000, roomPartTenge: 300_000 })).toBe(0);
  });
});
