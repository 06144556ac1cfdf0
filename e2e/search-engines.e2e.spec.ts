import { describe, expect, it } from 'vitest';
import { startSite } from './browser';
import { pagePerTest } from './screens';
import { eventually, shown } from './ui';

/*
 * What search engines read: robots.txt keeps them out of the staff area and the guest's account,
 * sitemap.xml lists every public page in each language with its alternates, and the address a
 * sitemap gives (`?lang=ru`) opens the page in that language whatever the reader chose before.
 */
const { site, browser } = await startSite();
const tab = pagePerTest(browser, { language: 'tm' });
const PAGES = ['/', '/rooms', '/gallery', '/services', '/restaurantbar', '/termssettle'];

describe('files for search engines', () => {
  it('robots.txt shuts out the staff area and the account, and names the sitemap', async () => {
    const res = await fetch(`${site.baseUrl}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = (await res.text()).split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Disallow: /a/',
        'Disallow: /profile',
        'Disallow: /api/',
        'Disallow: /verify-email',
        'Disallow: /password-reset',
        `Sitemap: ${site.deps.publicUrl}/sitemap.xml`,
      ]),
    );
    expect(lines.filter((line) => line.startsWith('Allow') || line === 'Disallow: /')).toEqual([]);
  });

  it('sitemap.xml is well-formed XML listing every public page in three languages, with alternates', async () => {
    const res = await fetch(`${site.baseUrl}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await res.text();
    // Chromium's own XML parser: a malformed file gives a <parsererror> document.
    const read = await tab.page().evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      const SITEMAP = 'http://www.sitemaps.org/schemas/sitemap/0.9';
      const XHTML = 'http://www.w3.org/1999/xhtml';
      return {
        error: doc.getElementsByTagName('parsererror').length,
        root: `${doc.documentElement.namespaceURI} ${doc.documentElement.localName}`,
        urls: Array.from(doc.getElementsByTagNameNS(SITEMAP, 'url')).map((url) => ({
          loc: url.getElementsByTagNameNS(SITEMAP, 'loc')[0]?.textContent ?? '',
          alternates: Array.from(url.getElementsByTagNameNS(XHTML, 'link')).map(
            (link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`,
          ),
        })),
      };
    }, xml);
    expect(read.error).toBe(0);
    expect(read.root).toBe('http://www.sitemaps.org/schemas/sitemap/0.9 urlset');
    const base = site.deps.publicUrl;
    expect(read.urls.map((url) => url.loc)).toEqual(
      PAGES.flatMap((path) => ['tm', 'ru', 'en'].map((lang) => `${base}${path}?lang=${lang}`)),
    );
    for (const url of read.urls) {
      const path = new URL(url.loc).pathname;
      expect(url.alternates).toEqual([
        `tk ${base}${path}?lang=tm`,
        `ru ${base}${path}?lang=ru`,
        `en ${base}${path}?lang=en`,
        `x-default ${base}${path}?lang=tm`,
      ]);
    }
  });

  it("opens a page in the language its address names, over the reader's earlier choice, and keeps it", async () => {
    const page = tab.page();
    await page.goto(`${site.baseUrl}/rooms?lang=ru`);
    await shown(page.getByRole('heading', { level: 1, name: 'Номера' }));
    await eventually(() => page.evaluate(() => document.documentElement.lang)).toBe('ru');
    // The choice is remembered by the app once it has hydrated the server's page.
    await eventually(() => page.evaluate(() => localStorage.getItem('preferredLanguage'))).toBe(
      'ru',
    );
    await page.goto(`${site.baseUrl}/rooms?lang=xx`);
    await shown(page.getByRole('heading', { level: 1, name: 'Номера' }));
  });
});
