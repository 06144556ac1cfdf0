import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { startSite } from './browser';
import { pagePerTest } from './screens';
import { shown } from './ui';

// A shared /room?type=N link opens the room type whose id is N, whatever the order or the filter
// of the list the link was copied from; so does a link of before, /room#N (the fragment).
const { site, browser } = await startSite();

const session = pagePerTest(browser, { language: 'en' });
let page: Page;
beforeEach(() => {
  page = session.page();
});

interface Listed {
  id: number;
  name: { en: string };
}

async function roomTypes(): Promise<Listed[]> {
  const response = await fetch(`${site.baseUrl}/api/room-types`);
  const body = (await response.json()) as { data: Listed[] };
  return body.data;
}

describe('a link to a room type', () => {
  it.each([
    ['its address', (id: number) => `/room?type=${id}`],
    ['its fragment, as links of before', (id: number) => `/room#${id}`],
  ])('opens the type of the id in %s, for two types, in a fresh tab', async (_, link) => {
    const types = await roomTypes();
    const chosen = types.slice(-2);
    expect(chosen).toHaveLength(2);
    for (const type of chosen) {
      // A new page per link: no navigation state, as when a guest opens a shared link.
      const fresh = await session.context().newPage();
      await fresh.goto(`${site.baseUrl}${link(type.id)}`);
      // The page holds every room, the others hidden until the app drops them.
      const heading = await shown(fresh.locator('main h1:visible'));
      expect(await heading.textContent()).toBe(type.name.en);
      await fresh.close();
    }
  });

  it('titles the room’s page by its room, from the server on', async () => {
    const [type] = (await roomTypes()).slice(-1);
    if (!type) throw new Error('no room type');
    await page.goto(`${site.baseUrl}/room?type=${type.id}`);
    expect(await page.title()).toBe(`${type.name.en} — Hazar`);
  });

  it('is what each card of /rooms links to', async () => {
    const types = await roomTypes();
    await page.goto(`${site.baseUrl}/rooms`);
    const cards = page.locator('.room-card');
    await shown(cards.nth(types.length - 1));
    const linked = await cards.evaluateAll((all) =>
      all.map((card) => ({
        name: card.querySelector('h2')?.textContent ?? '',
        link: new URL(card.querySelector('a')?.href ?? '').search,
      })),
    );
    expect(linked).toEqual(types.map((type) => ({ name: type.name.en, link: `?type=${type.id}` })));
  });
});
