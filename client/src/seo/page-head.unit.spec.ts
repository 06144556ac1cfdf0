import { describe, expect, it } from 'vitest';
import { jsonLdScript, pageHead, type PageHead, type PageHeadInput } from './page-head';

const ORIGIN = 'https://hazar.example';

const input = (overrides: Partial<PageHeadInput> = {}): PageHeadInput => ({
  language: 'ru',
  origin: ORIGIN,
  path: '/rooms',
  title: 'Номера и цены — отель Hazar',
  description: 'Номера с видом на море.',
  siteName: 'Hazar — отель и яхт-клуб',
  image: '/images/rooms/1-1.svg',
  listed: true,
  ...overrides,
});

/** The content of the <meta> with this name or property, each one there is. */
const metas = (head: PageHead, key: string) =>
  head.meta.flatMap((tag) =>
    ('property' in tag && tag.property === key) || ('name' in tag && tag.name === key)
      ? [tag.content]
      : [],
  );

describe('a page’s head', () => {
  it('has the page’s title and description', () => {
    const head = pageHead(input());
    expect(head.meta).toContainEqual({ title: 'Номера и цены — отель Hazar' });
    expect(metas(head, 'description')).toEqual(['Номера с видом на море.']);
  });

  it('names the page’s URL in its language as canonical, and each language’s URL as the sitemap does', () => {
    expect(pageHead(input()).links).toEqual([
      { rel: 'canonical', href: `${ORIGIN}/rooms?lang=ru` },
      { rel: 'alternate', hrefLang: 'tk', href: `${ORIGIN}/rooms?lang=tm` },
      { rel: 'alternate', hrefLang: 'ru', href: `${ORIGIN}/rooms?lang=ru` },
      { rel: 'alternate', hrefLang: 'en', href: `${ORIGIN}/rooms?lang=en` },
      { rel: 'alternate', hrefLang: 'x-default', href: `${ORIGIN}/rooms?lang=tm` },
    ]);
  });

  it('gives link previews the title, description, URL and an absolute picture', () => {
    const head = pageHead(input({ language: 'en' }));
    expect(metas(head, 'og:type')).toEqual(['website']);
    expect(metas(head, 'og:title')).toEqual(['Номера и цены — отель Hazar']);
    expect(metas(head, 'og:description')).toEqual(['Номера с видом на море.']);
    expect(metas(head, 'og:url')).toEqual([`${ORIGIN}/rooms?lang=en`]);
    expect(metas(head, 'og:image')).toEqual([`${ORIGIN}/images/rooms/1-1.svg`]);
    expect(metas(head, 'og:site_name')).toEqual(['Hazar — отель и яхт-клуб']);
    expect(metas(head, 'twitter:card')).toEqual(['summary_large_image']);
    expect(metas(head, 'twitter:image')).toEqual([`${ORIGIN}/images/rooms/1-1.svg`]);
  });

  it('keeps a picture that is already an absolute URL', () => {
    const head = pageHead(input({ image: 'https://cdn.example/room.jpg' }));
    expect(metas(head, 'og:image')).toEqual(['https://cdn.example/room.jpg']);
  });

  it('names its Open Graph locale, Turkmen as tk_TM, and the other two as alternates', () => {
    const head = pageHead(input({ language: 'tm' }));
    expect(metas(head, 'og:locale')).toEqual(['tk_TM']);
    expect(metas(head, 'og:locale:alternate')).toEqual(['ru_RU', 'en_GB']);
    // <HeadContent /> keeps one tag per name: each alternate has a name of its own.
    const names = head.meta.flatMap((tag) => ('name' in tag ? [tag.name] : []));
    expect(new Set(names).size).toBe(names.length);
  });

  it('asks search engines not to list a page the sitemap does not list, and lists the others', () => {
    expect(metas(pageHead(input({ path: '/login', listed: false })), 'robots')).toEqual([
      'noindex, follow',
    ]);
    expect(metas(pageHead(input()), 'robots')).toEqual([]);
  });

  it('has no canonical URL and no alternates for a page without an address of its own', () => {
    const head = pageHead(input({ path: null, listed: false }));
    expect(head.links).toEqual([]);
    expect(metas(head, 'og:url')).toEqual([]);
    expect(head.meta).toContainEqual({ title: 'Номера и цены — отель Hazar' });
  });

  it('writes its JSON-LD as scripts', () => {
    const head = pageHead(input({ jsonLd: [{ '@type': 'Hotel', name: 'Hazar' }] }));
    expect(head.scripts).toHaveLength(1);
    expect(head.scripts[0]?.type).toBe('application/ld+json');
    expect(JSON.parse(head.scripts[0]?.children ?? '')).toEqual({
      '@type': 'Hotel',
      name: 'Hazar',
    });
  });
});

describe('a JSON-LD script', () => {
  it('cannot end its <script> element early, and still parses to the same value', () => {
    const value = { description: '</script><script>alert(1)</script> <!-- & \u2028' };
    const { children } = jsonLdScript(value);
    expect(children).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(children)).toEqual(value);
  });
});
