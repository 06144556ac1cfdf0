import type { Page } from 'playwright-core';
import { beforeEach } from 'vitest';
import { startSite } from './browser';
import { pagePerTest } from './screens';
import { eventually } from './ui';

// What the carousel specs share, each spec file starting its own site: the page per test (`page`
// is a live binding to it), and the carousel's locators and readings.
// Every carousel of the public site (autoplay 3000 ms, looping,
// clickable bullets), built on Swiper, and stoppable as WCAG 2.2.2 asks: a pause button, a pause
// under the mouse and under the keyboard's focus, no autoplay when the system asks for less motion.
export const { site, browser } = await startSite();

export const session = pagePerTest(browser, { language: 'en' });
export let page: Page;
beforeEach(() => {
  page = session.page();
});

/** Autoplay's delay and a little more for the move to start. */
export const AUTOPLAY_MS = 3000;
export const PAST_AUTOPLAY_MS = AUTOPLAY_MS + 200;

export const CAROUSELS = [
  ['/', 3, 'home'],
  ['/gallery', 4, 'gallery'],
  ['/services', 2, 'services'],
  ['/restaurantbar', 2, 'restaurant'],
] as const;

/** The page's carousel (each page has one). */
export const carousel = () => page.locator('main section[aria-roledescription]').first();
export const bullets = () => carousel().getByRole('button', { name: /^Go to slide \d+$/ });
export const bullet = (n: number) => carousel().getByRole('button', { name: `Go to slide ${n}` });

/**
 * The file name of the picture the carousel shows at rest, e.g. `home-2` (null while slides move):
 * the one lined up with the carousel's box, whatever moves the slides (a transform or a scroll).
 * A slide lined up before its transition has ended is still moving: Swiper drops a key pressed
 * then (a looping carousel cannot turn round mid-move).
 */
export const shownPicture = () =>
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
export async function settledPicture(): Promise<string> {
  let picture: string | null = null;
  await eventually(async () => {
    picture = await shownPicture();
    return picture;
  }).not.toBeNull();
  return picture ?? '';
}

/** The picture that comes after `picture` (`home-2`) in a carousel of `count`: the first after the last. */
export const after = (picture: string, count: number) => {
  const [name, n] = picture.split('-');
  return `${name}-${(Number(n) % count) + 1}`;
};

/** Whether the carousel advances on its own: its slides are a live region only while it stands still (APG). */
export const carouselRunning = () =>
  carousel()
    .locator('[aria-live="off"], [aria-live="polite"]')
    .first()
    .evaluate((slides) => slides.getAttribute('aria-live') === 'off');

/** Takes the mouse off the carousel (it pauses under the pointer). */
export const mouseAway = () => page.mouse.move(0, 0);

/**
 * From now on, records every picture that comes to the middle of the carousel, frame by frame;
 * the returned function reads them, each change once.
 */
export async function recordPictures(): Promise<() => Promise<string[]>> {
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
