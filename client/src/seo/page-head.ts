import type { Language } from '@hotel/contracts';
import { LANGUAGES, pageAlternates, pageUrl } from '@hotel/contracts/plain';

/** A value schema.org's JSON-LD may hold. */
export type JsonLdValue = string | number | boolean | null | JsonLdValue[] | JsonLdObject;
export interface JsonLdObject {
  [key: string]: JsonLdValue;
}

/** The tags a route's `head()` gives TanStack Router, which `<HeadContent />` writes into <head>. */
export type MetaTag =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { name: string; property: string; content: string };
export interface LinkTag {
  rel: 'canonical' | 'alternate';
  href: string;
  /** React's name of `hreflang`. */
  hrefLang?: string;
}
export interface ScriptTag {
  type: 'application/ld+json';
  children: string;
}
export interface PageHead {
  meta: MetaTag[];
  links: LinkTag[];
  scripts: ScriptTag[];
}

/** Open Graph names locales language_TERRITORY; Turkmen is tk. */
export const OG_LOCALE: Readonly<Record<Language, string>> = {
  tm: 'tk_TM',
  ru: 'ru_RU',
  en: 'en_GB',
};

export interface PageHeadInput {
  language: Language;
  /** The site's origin, without a trailing slash: every URL in the head is absolute. */
  origin: string;
  /** The page's path as the sitemap writes it; null for a page with no address of its own (404). */
  path: string | null;
  title: string;
  description: string;
  siteName: string;
  /** The page's picture for link previews: a path on the site or an absolute URL. */
  image: string;
  /** Whether search engines may list the page: the sitemap's pages are listed, others are not. */
  listed: boolean;
  jsonLd?: JsonLdObject[];
}

/** `path` on the site as an absolute URL; an absolute URL stays as it is. */
export function absoluteUrl(origin: string, path: string): string {
  return new URL(path, `${origin}/`).href;
}

/**
 * JSON-LD as a <script>'s text. JSON may hold `</script>` or `<!--` inside a string, which would
 * end or bend the element: `<`, `>` and `&` (and the line separators JavaScript once refused) go
 * as JSON's \u escapes, which JSON.parse reads back as the same characters.
 */
export function jsonLdScript(value: JsonLdObject): ScriptTag {
  const text = JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return { type: 'application/ld+json', children: text };
}

/**
 * A page's head in a language: its title and description, Open Graph and Twitter's card for link
 * previews, and — for a page with an address — its canonical URL in this language with the
 * hreflang alternates, the very URLs sitemap.xml lists (`?lang=`).
 */
export function pageHead(input: PageHeadInput): PageHead {
  const { language, origin, path, title, description } = input;
  const url = path === null ? null : pageUrl(origin, path, language);
  const image = absoluteUrl(origin, input.image);
  const meta: MetaTag[] = [
    { title },
    { name: 'description', content: description },
    ...(input.listed ? [] : [{ name: 'robots', content: 'noindex, follow' }]),
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: input.siteName },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    ...(url === null ? [] : [{ property: 'og:url', content: url }]),
    { property: 'og:image', content: image },
    { property: 'og:locale', content: OG_LOCALE[language] },
    // <HeadContent /> keeps one <meta> per name (else property); Open Graph repeats this one, so
    // each also carries a name of its own to be kept.
    ...LANGUAGES.filter((other) => other !== language).map((other) => ({
      name: `og:locale:alternate:${OG_LOCALE[other]}`,
      property: 'og:locale:alternate',
      content: OG_LOCALE[other],
    })),
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
  ];
  const links: LinkTag[] = path === null ? [] : canonicalLinks(origin, path, language);
  return { meta, links, scripts: (input.jsonLd ?? []).map(jsonLdScript) };
}

/** The page's URL in this language as canonical, and its URL in each language as an alternate. */
function canonicalLinks(origin: string, path: string, language: Language): LinkTag[] {
  return [
    { rel: 'canonical', href: pageUrl(origin, path, language) },
    ...pageAlternates(origin, path).map(({ hreflang, href }): LinkTag => ({
      rel: 'alternate',
      hrefLang: hreflang,
      href,
    })),
  ];
}
