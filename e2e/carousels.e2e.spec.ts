import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { startSite } from './browser';
import { pagePerTest, tabTo } from './screens';
import { eventually, shown } from './ui';

// Every carousel of the public site (autoplay 3000 ms, looping,
// clickable bullets), built on Swiper, and stoppable as WCAG 2.2.2 asks: a pause button, a pause
// under the mouse and under the keyboard's focus, no autoplay when the system asks for less motion.
const { site, browser } = await startSite();

const session = pagePerTest(browser, { language: 'en' });
let page: Page;
beforeEach(() => {
  page = session.page();
});

/** Autoplay's delay and a little more for the move to start. */
const AUTOPLAY_MS = 3000;
const PAST_AUTOPLAY_MS = AUTOPLAY_MS + 200;

const CAROUSELS = [
  ['/', 3, 'home'],
  ['/gallery', 4, 'gallery'],
  ['/services', 2, 'services'],
  ['/restaurantbar', 2, 'restaurant'],
] as const;

/** The page's carousel (each page has one). */
const carousel = () => page.locator('main section[aria-roledescription]').first();
const bullets = () => carousel().getByRole('button', { name: /^Go to slide \d+$/ });
const bullet = (n: number) => carousel().getByRole('button', { name: `Go to slide ${n}` });

/**
 * The file name of the picture the carousel shows at rest, e.g. `home-2` (null while slides move):
 * the one lined up with the carousel's box, whatever moves the slides (a transform or a scroll).
 * A slide lined up before its transition has ended is still moving: Swiper drops a key pressed
 * then (a looping carousel cannot turn round mid-move).
 */
const shownPicture = () =>
  carousel().evaluate((section) => {
    const wrapper = section.querySelector<HTMLElement>('.swiper-wrapper');
    const duration = wrapper ? getComputedStyle(wrapper).transitionDuration : '0s';
    if (duration.split(',').some((part) => parseFloat(part) > 0)) return null;
    const box = section.getBoundingClientRect();
    const picture = Array.from(section.querySelectorAll('img')).find(
      (image) => Math.abs(image.getBoundingClientRect().left - box.left) < 1,
    );
    return picture
      ? (new URL(picture.src).pathname
          .split('/')
          .pop()
          ?.replace(/\.\w+$/, '') ?? null)
      : null;
  });

/** The picture shown once the slides stand still. */
async function settledPicture(): Promise<string> {
  let picture: string | null = null;
  await eventually(async () => {
    picture = await shownPicture();
    return picture;
  }).not.toBeNull();
  return picture ?? '';
}

/** The picture that comes after `picture` (`home-2`) in a carousel of `count`: the first after the last. */
const after = (picture: string, count: number) => {
  const [name, n] = picture.split('-');
  return `${name}-${(Number(n) % count) + 1}`;
};

/** Whether the carousel advances on its own: its slides are a live region only while it stands still (APG). */
const carouselRunning = () =>
  carousel()
    .locator('[aria-live="off"], [aria-live="polite"]')
    .first()
    .evaluate((slides) => slides.getAttribute('aria-live') === 'off');

/** Takes the mouse off the carousel (it pauses under the pointer). */
const mouseAway = () => page.mouse.move(0, 0);

/**
 * From now on, records every picture that comes to the middle of the carousel, frame by frame;
 * the returned function reads them, each change once.
 */
async function recordPictures(): Promise<() => Promise<string[]>> {
  await carousel().evaluate((section) => {
    const seen: string[] = [];
    (window as unknown as { picturesSeen: string[] }).picturesSeen = seen;
    const sample = () => {
      const box = section.getBoundingClientRect();
      const middle = box.left + box.width / 2;
      const picture = Array.from(section.querySelectorAll('img')).find((image) => {
        const { left, right } = image.getBoundingClientRect();
        return left <= middle && middle < right;
      });
      const name = picture ? (new URL(picture.src).pathname.split('/').pop() ?? '') : '';
      if (name && seen.at(-1) !== name) seen.push(name);
      requestAnimationFrame(sample);
    };
    sample();
  });
  return () =>
    page.evaluate(() =>
      (window as unknown as { picturesSeen: string[] }).picturesSeen.map((name) =>
        name.replace(/\.\w+$/, ''),
      ),
    );
}

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
