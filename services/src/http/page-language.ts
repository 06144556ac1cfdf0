import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@hotel/contracts';

/** The cookie that mirrors the browser's stored choice (client/src/i18n/stored-language.ts). */
export const LANGUAGE_COOKIE = 'preferredLanguage';

const isLanguage = (value: unknown): value is Language =>
  (LANGUAGES as readonly unknown[]).includes(value);

/** Accept-Language's languages, most wanted first (q=0 is a refusal); `tk` is Turkmen, the product's tm. */
function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      return {
        primary: tag.split('-')[0] ?? '',
        q: q === undefined ? 1 : Number(q.slice(2)),
        index,
      };
    })
    .filter(({ q, primary }) => q > 0 && primary !== '')
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ primary }) => (primary === 'tk' ? 'tm' : primary));
}

function cookieLanguage(header: string | undefined): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const [name, value] = pair.trim().split('=');
    if (name === LANGUAGE_COOKIE) return value;
  }
  return undefined;
}

/**
 * The language a page is rendered in: the one its address names (`?lang=ru`: one URL per
 * language for search engines), else the reader's stored choice (its cookie mirror), else the
 * first of Accept-Language the site has, else tm.
 */
export function pageLanguage(request: Pick<FastifyRequest, 'query' | 'headers'>): Language {
  const asked = (request.query as Record<string, unknown> | undefined)?.lang;
  if (isLanguage(asked)) return asked;
  const stored = cookieLanguage(request.headers.cookie);
  if (isLanguage(stored)) return stored;
  return acceptedLanguages(request.headers['accept-language']).find(isLanguage) ?? DEFAULT_LANGUAGE;
}
