import type { Language } from '@hotel/contracts';
import { createRouter } from '@tanstack/react-router';
import { createRequestHandler, defaultStreamHandler } from '@tanstack/react-router/ssr/server';
import { createApi } from './api';
import { createI18n } from './i18n';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';
import type { RouterContext } from './router-context';
import { routeTree } from './routeTree.gen';
import { routerManifest, type ViteManifest } from './ssr/router-manifest';

export type { ViteManifest } from './ssr/router-manifest';

/** The browser's entry as the build's manifest names it (vite.config.ts's CLIENT_ENTRY). */
const CLIENT_ENTRY = 'src/entry-client.tsx';

export interface PageRequest {
  /** The page's address, absolute (its origin is the site's). */
  url: string;
  /** The language to render in (services decides: ?lang=, cookie, Accept-Language, tm). */
  language: Language;
  /** The site's public address, for absolute links (canonical, Open Graph). */
  siteOrigin: string;
  /** How the render's API calls reach the API: services answers them in-process. */
  api: { url: string; fetch: typeof fetch };
}

export interface RenderedPage {
  status: number;
  /** The page (empty for a redirect). */
  html: string;
  /** Where a redirect leads. */
  location?: string;
  /** Whether every answer the page holds arrived: a page with a failed one is not to be kept. */
  complete: boolean;
}

/** The screens that say a page does not exist: any unknown path, and where refused guards lead. */
const NOT_FOUND_ROUTES = new Set(['/_public/$', '/_public/404']);

interface RouteNode {
  id: string;
  options: { ssr?: unknown };
  parentRoute?: RouteNode;
}

/** A route the server leaves to the browser (`ssr: false`, its own or an ancestor's). */
const browserOnly = (route: RouteNode | undefined): boolean =>
  route !== undefined && (route.options.ssr === false || browserOnly(route.parentRoute));

/**
 * The ids of the routes the server renders, for the manifest: a router gives routes their ids
 * (this one loads nothing). A browser-only route's code is not named in the page: the staff
 * area's guard may send the visitor away before any of it is needed.
 */
const routeIds = () =>
  Object.values(
    createRouter({ routeTree, context: {} as RouterContext }).routesById as unknown as Record<
      string,
      RouteNode
    >,
  )
    .filter((route) => !browserOnly(route))
    .map((route) => route.id);
Object.keys(createRouter({ routeTree, context: {} as RouterContext }).routesById);

/**
 * Makes the page renderer of a build: `vite` is the browser build's manifest (dist/.vite/manifest.json).
 * Each render builds its own router, query client and i18next instance: nothing of one guest's
 * page reaches another's. The page is rendered whole (the router waits for its loaders), so the
 * caller may keep it.
 */
export function createPageRenderer(vite: ViteManifest) {
  const manifest = routerManifest(vite, CLIENT_ENTRY, routeIds());
  return async function renderPage(page: PageRequest): Promise<RenderedPage> {
    const i18n = await createI18n(page.language);
    const queryClient = createQueryClient();
    const { trpc } = createApi({ getLanguage: () => page.language, transport: page.api });
    let router: ReturnType<typeof createAppRouter> | undefined;
    const handler = createRequestHandler({
      request: new Request(page.url),
      createRouter: () =>
        (router = createAppRouter({ queryClient, trpc, i18n, siteOrigin: page.siteOrigin })),
      getRouterManifest: () => manifest,
    });
    const response = await handler(defaultStreamHandler);
    const html = await response.text();
    const location = response.headers.get('location');
    const complete = queryClient
      .getQueryCache()
      .getAll()
      .every((query) => query.state.status === 'success');
    // The not-found screen is a screen of the public layout (header, footer): the answer says 404.
    const notFound =
      router?.state.matches.some((match) => NOT_FOUND_ROUTES.has(match.routeId)) ?? false;
    const status = notFound && response.status === 200 ? 404 : response.status;
    return { status, html, complete, ...(location === null ? {} : { location }) };
  };
}
