import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { startSite } from './browser';
import { openFirstRoom, pagePerTest } from './screens';
import { eventually, shown } from './ui';

// The room screen's gallery (specification: main image, two small ones, the rest as thumbnails;
// preview 350x200, thumbnails 120x80), with the demo's pictures and with a staff upload.
const { site, browser } = await startSite();

const session = pagePerTest(browser, { language: 'en' });
let page: Page;
beforeEach(() => {
  page = session.page();
});

/** Rendered sizes (CSS pixels) of the main picture and of every thumbnail. */
const sizes = () =>
  page.evaluate(() => {
    const size = (element: Element) => {
      const { width, height } = element.getBoundingClientRect();
      return `${Math.round(width)}x${Math.round(height)}`;
    };
    const main = document.querySelector('.room-gallery__main');
    return {
      main: main ? size(main) : 'none',
      thumbnails: Array.from(document.querySelectorAll('.room-gallery__thumbs img')).map(size),
    };
  });

/** Uploads a picture to a room type through the staff API; returns its URL as listed. */
async function uploadTo(typeId: number): Promise<string> {
  const staff = await site.session(2);
  const picture = await sharp({
    create: { width: 800, height: 500, channels: 3, background: { r: 14, g: 116, b: 144 } },
  })
    .jpeg()
    .toBuffer();
  const data = new FormData();
  data.append('image', new Blob([new Uint8Array(picture)]), 'sea.jpg');
  const request = new Request('http://localhost/', { method: 'POST', body: data });
  const res = await site.app.inject({
    method: 'POST',
    url: `/api/room-types/upload-image?room_types_id=${typeId}&l=en`,
    headers: { cookie: staff.cookie, 'content-type': request.headers.get('content-type') ?? '' },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  const images = (res.json() as { data: { images: string[] } }).data.images;
  return images.at(-1) ?? '';
}

describe('the room gallery', () => {
  it('shows a 350x200 preview, two small pictures and 120x80 thumbnails of a demo room', async () => {
    await openFirstRoom(page, site.baseUrl);
    // The gallery comes with the room's screen, a moment after its heading: wait for it.
    await page.locator('.room-gallery__small img').nth(1).waitFor();
    await page.locator('.room-gallery__thumbs img').nth(2).waitFor();

    expect(await page.locator('.room-gallery__small img').count()).toBe(2);
    expect(await sizes()).toEqual({ main: '350x200', thumbnails: ['120x80', '120x80', '120x80'] });
  });

  it('shows a staff upload by its thumbnail variant, and by its preview once picked', async () => {
    const url = await uploadTo(1);
    expect(url).toMatch(/^\/uploads\/room-types\/1\/[0-9a-f]+\.jpg$/);
    const variant = (size: string) => url.replace(/\.jpg$/, `-${size}.jpg`);
    await openFirstRoom(page, site.baseUrl);

    const thumbnail = page.locator('.room-gallery__thumbs img').last();
    expect(await thumbnail.getAttribute('src')).toBe(variant('120x80'));
    await eventually(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(
      120,
    );
    await thumbnail.click();

    const main = await shown(page.locator('.room-gallery__main'));
    expect(await main.getAttribute('src')).toBe(variant('350x200'));
    await eventually(() =>
      main.evaluate((img: HTMLImageElement) => `${img.naturalWidth}x${img.naturalHeight}`),
    ).toBe('350x200');
  });
});
