import type { Language } from '@hotel/contracts';
import { LANGUAGES, PUBLIC_PAGES, pageUrl } from '@hotel/contracts/plain';
import { describe, expect, it } from 'vitest';
import type { PageHead } from './page-head';
import { PUBLIC_PAGE_NAMES, publicPageHead, type PublicPage } from './route-head';
import { textsIn } from './texts-for-specs';

const ORIGIN = 'https://hazar.example';
const [tm, ru, en] = await Promise.all([textsIn('tm'), textsIn('ru'), textsIn('en')]);
const contexts: Record<Language, Parameters<typeof publicPageHead>[0]> = {
  tm: { i18n: tm, siteOrigin: ORIGIN },
  ru: { i18n: ru, siteOrigin: ORIGIN },
  en: { i18n: en, siteOrigin: ORIGIN },
};

const titleOf = (head: PageHead) => head.meta.flatMap((tag) => ('title' in tag ? [tag.title] : []));
const contentOf = (head: PageHead, name: string) =>
  head.meta.flatMap((tag) => ('name' in tag && tag.name === name ? [tag.content] : []));

const PATHS: Record<PublicPage, string | null> = {
  home: '/',
  rooms: '/rooms',
  room: '/room',
  restaurantbar: '/restaurantbar',
  services: '/services',
  terms: '/termssettle',
  gallery: '/gallery',
  login: '/login',
  notFound: null,
};

const cases = LANGUAGES.flatMap((language) =>
  PUBLIC_PAGE_NAMES.map((page) => ({ language, page })),
);

describe('the public pages’ heads, in each language', () => {
  it('cover every public page of the site', () => {
    expect([...PUBLIC_PAGE_NAMES].sort()).toEqual(Object.keys(PATHS).sort());
  });

  it.each(cases)(
    '$page in $language has a title and a description of its own',
    ({ language, page }) => {
      const head = publicPageHead(contexts[language], page);
      const [title = ''] = titleOf(head);
      const [description = ''] = contentOf(head, 'description');
      expect(title).not.toMatch(/^seo\./);
      expect(description).not.toMatch(/^seo\./);
      // What a results page shows whole: a title of up to about 70 characters, a description of up to about 200.
      expect(title.length).toBeGreaterThan(10);
      expect(title.length).toBeLessThanOrEqual(70);
      expect(description.length).toBeGreaterThan(50);
      expect(description.length).toBeLessThanOrEqual(200);
    },
  );

  it.each(cases)(
    '$page in $language is canonical in its language, with every language as an alternate',
    ({ language, page }) => {
      const head = publicPageHead(contexts[language], page);
      const path = PATHS[page];
      if (path === null) {
        expect(head.links).toEqual([]);
        return;
      }
      expect(head.links.filter((link) => link.rel === 'canonical')).toEqual([
        { rel: 'canonical', href: pageUrl(ORIGIN, path, language) },
      ]);
      expect(
        head.links.filter((link) => link.rel === 'alternate').map((link) => link.hrefLang),
      ).toEqual(['tk', 'ru', 'en', 'x-default']);
    },
  );

  it.each(LANGUAGES)('differ from page to page in %s', (language) => {
    const titles = PUBLIC_PAGE_NAMES.map(
      (page) => titleOf(publicPageHead(contexts[language], page))[0],
    );
    const descriptions = PUBLIC_PAGE_NAMES.map(
      (page) => contentOf(publicPageHead(contexts[language], page), 'description')[0],
    );
    expect(new Set(titles).size).toBe(PUBLIC_PAGE_NAMES.length);
    expect(new Set(descriptions).size).toBe(PUBLIC_PAGE_NAMES.length);
  });

  it('let search engines list exactly the pages sitemap.xml lists', () => {
    const listed = PUBLIC_PAGE_NAMES.filter(
      (page) => contentOf(publicPageHead(contexts.tm, page), 'robots').length === 0,
    );
    expect(listed.map((page) => PATHS[page])).toEqual(expect.arrayContaining([...PUBLIC_PAGES]));
    expect(listed).toHaveLength(PUBLIC_PAGES.length);
  });
});
