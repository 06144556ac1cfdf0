import { describe, expect, it } from 'vitest';
import { tm } from './catalogs';

describe('the Turkmen server messages', () => {
  // The forms label a stay's dates "Geliş senesi" and "Gidiş senesi"; "giriş" is also the login,
  // so a refusal saying "giriş senesi" names a field the guest cannot find.
  it('name a stay’s dates as the forms do: geliş and gidiş, not giriş and çykyş', () => {
    const apart = Object.entries(tm).filter(([, text]) =>
      /(giriş|çykyş) (senesi|wagty)/i.test(text),
    );
    expect(apart).toEqual([]);
  });
});
