import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages';

/*
 * The public site's addresses as search engines see them: the sitemap (services) and each page's
 * head (client) are made from these, so a page's canonical URL and its hreflang alternates are the
 * sitemap's own.
 */

/** The public pages a search engine may list; the account and the staff area are private. */
export const PUBLIC_PAGES = [
  '/',
  '/rooms',
  '/gallery',
  '/services',
  '/restaurantbar',
  '/termssettle',
] as const;

/** The URL parameter that names a page's language: one address per language for search engines. */
export const LANGUAGE_PARAMETER = 'lang';

/**
 * A language's BCP 47 tag, for `hreflang`, `<html lang>` and `og:locale`: `tm` is the product's
 * own code (in URLs and storage), but Turkmen is `tk` — `tm` is no language code at all.
 */
export const LANGUAGE_TAG: Readonly<Record<Language, string>> = { tm: 'tk', ru: 'ru', en: 'en' };

/** A page's address in a language: `?lang=` names it, as the client reads it on load. */
export function pageUrl(origin: string, path: string, language: Language): string {
  return `${origin}${path}${path.includes('?') ? '&' : '?'}${LANGUAGE_PARAMETER}=${language}`;
}

export interface PageAlternate {
  /** A BCP 47 tag, or `x-default` for the address of a reader whose language is none of ours. */
  hreflang: string;
  href: string;
}

/** A page's address in every language, then tm's again as `x-default` (tm is the site's default). */
export function pageAlternates(origin: string, path: string): PageAlternate[] {
  return [
    ...LANGUAGES.map((language) => ({
      hreflang: LANGUAGE_TAG[language],
      href: pageUrl(origin, path, language),
    })),
    { hreflang: 'x-default', href: pageUrl(origin, path, DEFAULT_LANGUAGE) },
  ];
}
