import { describe, expect, it } from 'vitest';
import { eventually, shown } from './ui';
import {
  site,
  page,
  PAST_AUTOPLAY_MS,
  CAROUSELS,
  carousel,
  bullets,
  bullet,
  shownPicture,
  settledPicture,
  after,
  mouseAway,
} from './carousels-setup';

describe('every carousel', () => {
  it.each(CAROUSELS)(
    'on %s is a Swiper with %i clickable bullets, its first picture shown',
    async (path, count, name) => {
      // Standing still, so the first picture is still the one shown when it is read.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(`${site.baseUrl}${path}`);
      await shown(bullet(1));

      expect(await bullets().count()).toBe(count);
      expect(await carousel().locator('.swiper .swiper-slide').count()).toBe(count);
      expect(await carousel().locator('.swiper-pagination-bullet').count()).toBe(count);
      expect(await shownPicture()).toBe(`${name}-1`);
    },
  );

  it.each(CAROUSELS)(
    'on %s moves by itself every 3 s, forward, past its last slide to its first',
    async (path, count, name) => {
      await page.clock.install();
      await page.goto(`${site.baseUrl}${path}`);
      await shown(bullet(1));
      await mouseAway();
      let picture = await settledPicture();
      expect(picture.startsWith(`${name}-`)).toBe(true);

      // As many moves as slides: the last one goes past the last slide to the first.
      for (let move = 0; move < count; move += 1) {
        const next = after(picture, count);
        await page.clock.fastForward(PAST_AUTOPLAY_MS);
        await eventually(shownPicture).toBe(next);
        picture = next;
      }
    },
  );
});

describe('a carousel in another language', () => {
  it('names its bullets and its pause button in the language chosen', async () => {
    await page.goto(`${site.baseUrl}/gallery`);
    await shown(bullet(1));

    await page.getByRole('button', { name: 'Ru', exact: true }).click();

    await shown(carousel().getByRole('button', { name: 'Перейти к слайду 4' }));
    await shown(carousel().getByRole('button', { name: 'Остановить слайды' }));
    expect(
      await carousel()
        .getByRole('button', { name: /^Перейти к слайду \d$/ })
        .count(),
    ).toBe(4);
  });
});
