import { describe, expect, it } from 'vitest';
import { tabTo } from './screens';
import { eventually, shown } from './ui';
import {
  site,
  page,
  CAROUSELS,
  carousel,
  bullet,
  shownPicture,
  carouselRunning,
  mouseAway,
} from './carousels-setup';

describe('a carousel with the keyboard', () => {
  it.each(CAROUSELS.map(([path]) => path))(
    'on %s stops while the focus is inside and for good with its pause button',
    async (path) => {
      await page.goto(`${site.baseUrl}${path}`);
      await mouseAway();
      await eventually(carouselRunning).toBe(true);

      const pause = await shown(carousel().getByRole('button', { name: 'Pause slides' }));
      await tabTo(page, pause);
      // The focus inside the carousel stops it already.
      await eventually(carouselRunning).toBe(false);
      await page.keyboard.press('Enter');
      const play = await shown(carousel().getByRole('button', { name: 'Play slides' }));
      // The focus leaves: it stays stopped, since it was paused.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      expect(await carouselRunning()).toBe(false);
      await play.focus();
      await page.keyboard.press('Enter');
      await shown(carousel().getByRole('button', { name: 'Pause slides' }));
    },
  );

  it('goes to a slide from its bullet', async () => {
    await page.goto(`${site.baseUrl}/gallery`);
    await tabTo(page, await shown(bullet(3)));

    await page.keyboard.press('Enter');

    await eventually(() => bullet(3).getAttribute('aria-current')).toBe('true');
    await eventually(shownPicture).toBe('gallery-3');
  });

  it('moves the slides with the arrow keys, round past the first', async () => {
    await page.goto(`${site.baseUrl}/gallery`);
    // The keyboard's focus stops autoplay; the first bullet then starts from the first slide.
    await tabTo(page, await shown(bullet(1)));
    await page.keyboard.press('Enter');
    await eventually(shownPicture).toBe('gallery-1');

    await page.keyboard.press('ArrowRight');
    await eventually(shownPicture).toBe('gallery-2');
    await eventually(() => bullet(2).getAttribute('aria-current')).toBe('true');

    await page.keyboard.press('ArrowLeft');
    await eventually(shownPicture).toBe('gallery-1');
    await page.keyboard.press('ArrowLeft');
    await eventually(shownPicture).toBe('gallery-4');
  });
});
