import type { FastifyInstance } from 'fastify';
import { LANGUAGES, PUBLIC_PAGES, pageAlternates, pageUrl } from '@hotel/contracts';

/** The paths no crawler should walk: the staff area, the guest's account and pages, the API. */
const PRIVATE_PATHS = [
  '/a/',
  '/profile',
  '/invoice/',
  '/confirmation/',
  '/verify-email',
  '/password-reset',
  '/api/',
  '/trpc/',
  '/sandbox-bank/',
];

/** robots.txt: everything public may be read, the private paths not; where the sitemap is. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * sitemap.xml (sitemaps.org 0.9): every public page in each language, each entry naming its
 * languages as `hreflang` alternates and tm, the site's default, as `x-default` — the same
 * addresses each page's head gives as its canonical and alternate links (client/src/seo).
 */
export function sitemapXml(publicUrl: string): string {
  const entries = PUBLIC_PAGES.flatMap((path) => {
    const alternates = pageAlternates(publicUrl, path).map(
      ({ hreflang, href }) =>
        `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`,
    );
    return LANGUAGES.map((language) =>
      [
        '  <url>',
        `    <loc>${escapeXml(pageUrl(publicUrl, path, language))}</loc>`,
        ...alternates,
        '  </url>',
      ].join('\n'),
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * GET /robots.txt and GET /sitemap.xml, made from the site's public address as it is when asked
 * (a test's server learns its port after the routes are registered).
 */
export function searchEngineFiles(app: FastifyInstance, site: { publicUrl: string }): void {
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(site.publicUrl)),
  );
  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(sitemapXml(site.publicUrl)),
  );
}
