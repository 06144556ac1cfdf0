import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '@hotel/contracts';
import { Memo } from '../application/memo';
import type { ChangeFeed } from '../db/change-feed';
import { pageLanguage } from './page-language';
import { pagePolicy, type PolicyOptions } from './plugins/security-headers';

/** What client/src/entry-server.tsx renders (its build, client/dist-server/entry-server.js). */
interface PageRequest {
  url: string;
  language: Language;
  siteOrigin: string;
  api: { url: string; fetch: typeof fetch };
}

interface RenderedPage {
  status: number;
  html: string;
  location?: string;
  complete: boolean;
}

type RenderPage = (page: PageRequest) => Promise<RenderedPage>;

interface ServerEntry {
  createPageRenderer(vite: unknown): RenderPage;
}

/**
 * The page renderer of a built client: the server build (client/dist-server) with the browser
 * build's manifest (client/dist/.vite/manifest.json), or null when the client was not built so.
 */
export async function loadPageRenderer(clientDist: string): Promise<RenderPage | null> {
  const manifest = join(clientDist, '.vite', 'manifest.json');
  const serverEntry = join(clientDist, '..', 'dist-server', 'entry-server.js');
  if (!existsSync(manifest) || !existsSync(serverEntry)) return null;
  const entry = (await import(pathToFileURL(serverEntry).href)) as ServerEntry;
  return entry.createPageRenderer(JSON.parse(await readFile(manifest, 'utf8')));
}

/** A rendered page as it is kept and sent: compressed once, with its inline scripts' hashes. */
interface Page {
  status: number;
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
  /** The Content-Security-Policy that lets exactly this page's inline scripts run. */
  policy: string;
  /** Names this page's text; each encoding adds its own suffix, so a cache never swaps one for another. */
  etag: string;
}

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** The CSP source of each inline script of `html` (the router's state and TanStack Query's answers). */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .map((match) => match[1] ?? '')
    .filter((script) => script.length > 0)
    .map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`);
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

async function keptPage(rendered: RenderedPage, policy: PolicyOptions): Promise<Page> {
  const html = Buffer.from(rendered.html);
  const [br, gz] = await Promise.all([
    brotli(html, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 6,
        [constants.BROTLI_PARAM_SIZE_HINT]: html.length,
      },
    }),
    gzipped(html, { level: 6 }),
  ]);
  return {
    status: rendered.status,
    html,
    br,
    gzip: gz,
    policy: pagePolicy(policy, inlineScriptHashes(rendered.html)),
    etag: createHash('sha256').update(html).digest('base64url').slice(0, 22),
  };
}

/** br, then gzip, when Accept-Encoding takes them (a q of 0 refuses); else none. */
export function pageEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Map(
    (acceptEncoding ?? '').split(',').map((part) => {
      const [name = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      return [name.trim(), q === undefined ? 1 : Number(q.slice(2))] as const;
    }),
  );
  const takes = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (takes('br')) return 'br';
  if (takes('gzip')) return 'gzip';
  return null;
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: Page, language: Language) {
  const encoding = pageEncoding(request.headers['accept-encoding']);
  const etag = `"${page.etag}-${encoding ?? 'identity'}"`;
  reply
    .status(page.status)
    .type('text/html; charset=utf-8')
    .header('content-security-policy', page.policy)
    .header('content-language', language)
    // The language comes from the cookie or Accept-Language when the address names none.
    .header('vary', 'Accept-Encoding, Accept-Language, Cookie')
    .header('cache-control', 'no-cache')
    .header('etag', etag);
  if (page.status === 200 && request.headers['if-none-match'] === etag)
    return reply.status(304).send();
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.html);
}

export interface ServerPagesOptions {
  render: RenderPage;
  changes: ChangeFeed;
  /** PUBLIC_URL, read at each render (a test or bench server learns its port after it is built). */
  publicUrl: () => string;
  policy: PolicyOptions;
}

/** How many rendered pages are kept: every route in three languages, with room to spare. */
const KEPT_PAGES = 300;
/** The pages mailed links open (verification, password reset). */
const LINK_PAGES = new Set(['/verify-email', '/password-reset']);

/**
 * Renders the site's pages on the server (the React app of client/, in the guest's language) for
 * every GET that wants HTML and matches no file or API route. Pages are rendered for nobody in
 * particular (the browser asks who is logged in), so one page serves every guest: it is kept per
 * address and language until the catalog, the reviews or the booking terms change (the change feed), and a page
 * whose data did not all arrive is never kept. The render's API calls are answered in-process.
 */
export function serverPages(
  app: FastifyInstance,
  { render, changes, publicUrl, policy }: ServerPagesOptions,
) {
  const pages = new Memo<Page>(changes, {
    dependsOn: ['room_types', 'rooms', 'reviews', 'system_options'],
    maxEntries: KEPT_PAGES,
  });
  const apiOrigin = 'http://in-process';
  const inProcessFetch: typeof fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, name) => {
      headers[name] = value;
    });
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET' | 'POST',
      url: `${url.pathname}${url.search}`,
      headers,
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    return new Response(new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers: answer.headers as Record<string, string>,
    });
  };

  const renderKept = async (path: string, language: Language): Promise<Page> => {
    const rendered = await render({
      // Joined, not resolved: a path such as `//elsewhere/x` stays a path of this site.
      url: `${publicUrl().replace(/\/$/, '')}${path}`,
      language,
      siteOrigin: new URL(publicUrl()).origin,
      api: { url: `${apiOrigin}/trpc`, fetch: inProcessFetch },
    });
    // Only a whole page is kept: not a redirect, not one whose data did not all arrive, and not a
    // 404 (unknown addresses are endless and would push the site's pages out).
    if (rendered.status !== 200 || rendered.location !== undefined || !rendered.complete)
      throw new Unkept(rendered);
    return keptPage(rendered, policy);
  };

  return async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url;
    const language = pageLanguage(request);
    // A mailed link's page has its secret in the address: rendered for each visit, never kept.
    const keep = !LINK_PAGES.has(path.split('?')[0] ?? '');
    let page: Page | RenderedPage;
    try {
      page = keep
        ? await pages.get(`${language} ${path}`, () => renderKept(path, language))
        : await renderKept(path, language);
    } catch (error) {
      if (!(error instanceof Unkept)) throw error;
      page = error.page;
    }
    if ('br' in page) return sendPage(request, reply, page, language);
    if (page.location !== undefined) return reply.redirect(page.location, page.status);
    return sendPage(request, reply, await keptPage(page, policy), language);
  };
}

/** A page rendered but not to be kept (a redirect, or data that did not arrive): sent once. */
class Unkept extends Error {
  readonly page: RenderedPage;
  constructor(page: RenderedPage) {
    super('The page is not kept.');
    this.page = page;
  }
}
