import { describe, expect, it } from 'vitest';
import { tabTo } from './screens';
import { eventually, shown } from './ui';
import {
  site,
  page,
  PAST_AUTOPLAY_MS,
  carousel,
  bullet,
  shownPicture,
  settledPicture,
  after,
  carouselRunning,
  mouseAway,
  recordPictures,
} from './carousels-setup';

describe('the home page carousel', () => {
  it('shows the third slide from the third bullet, then keeps playing', async () => {
    await page.goto(`${site.baseUrl}/`);
    await shown(bullet(3));

    await bullet(3).click();

    await eventually(shownPicture).toBe('home-3');
    await eventually(() => bullet(3).getAttribute('aria-current')).toBe('true');
    await mouseAway();
    // A click is no pause: autoplay goes on to the next slide, the first.
    await eventually(shownPicture).toBe('home-1');
  });

  it('goes from its last slide on to its first, not back through the others', async () => {
    await page.goto(`${site.baseUrl}/`);
    await shown(bullet(3));
    await bullet(3).click();
    await eventually(shownPicture).toBe('home-3');
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await mouseAway();
    const seen = await recordPictures();

    await eventually(shownPicture).toBe('home-1');

    expect(await seen()).toEqual(['home-3', 'home-1']);
  });

  it('stops with its pause button and goes on with play', async () => {
    await page.clock.install();
    await page.goto(`${site.baseUrl}/`);
    await shown(bullet(1));

    await carousel().getByRole('button', { name: 'Pause slides' }).click();
    await mouseAway();
    const still = await settledPicture();
    await page.clock.fastForward(3 * PAST_AUTOPLAY_MS);

    expect(await shownPicture()).toBe(still);
    expect(await carouselRunning()).toBe(false);

    await carousel().getByRole('button', { name: 'Play slides' }).click();
    await mouseAway();
    await eventually(carouselRunning).toBe(true);
    await page.clock.fastForward(PAST_AUTOPLAY_MS);

    await eventually(shownPicture).toBe(after(still, 3));
    await shown(carousel().getByRole('button', { name: 'Pause slides' }));
  });

  it('stays still under the mouse', async () => {
    await page.clock.install();
    await page.goto(`${site.baseUrl}/`);
    await shown(bullet(1));

    await carousel().hover();
    await eventually(carouselRunning).toBe(false);
    const still = await settledPicture();
    await page.clock.fastForward(2 * PAST_AUTOPLAY_MS);

    expect(await shownPicture()).toBe(still);
  });

  it('does not move by itself when the system asks for reduced motion', async () => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto(`${site.baseUrl}/`);
    await shown(carousel().getByRole('button', { name: 'Play slides' }));
    await mouseAway();

    await page.clock.fastForward(3 * PAST_AUTOPLAY_MS);

    expect(await shownPicture()).toBe('home-1');
    expect(await carouselRunning()).toBe(false);
  });

  it('plays under reduced motion once the guest asks for it, slide after slide', async () => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto(`${site.baseUrl}/`);

    await (await shown(carousel().getByRole('button', { name: 'Play slides' }))).click();
    await mouseAway();

    await eventually(carouselRunning).toBe(true);
    for (const next of ['home-2', 'home-3', 'home-1']) {
      await page.clock.fastForward(PAST_AUTOPLAY_MS);
      await eventually(shownPicture).toBe(next);
    }
  });

  it('leaves the arrow keys alone while the focus is outside it', async () => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${site.baseUrl}/`);
    const tab = await shown(page.getByRole('tab', { name: 'Location' }));
    await tabTo(page, page.getByRole('tab', { selected: true }));

    await page.keyboard.press('ArrowRight');

    await eventually(() => tab.getAttribute('aria-selected')).toBe('true');
    expect(await shownPicture()).toBe('home-1');
  });
});
