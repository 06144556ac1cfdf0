import type { QueryClient } from '@tanstack/react-query';
import type { Trpc } from './api';
import type { I18n } from './i18n';

/** What every route's loader and component get from the router instead of module singletons. */
export interface RouterContext {
  queryClient: QueryClient;
  trpc: Trpc;
  /** The app's i18next instance: the staff area adds its texts to it when its chunk loads. */
  i18n: I18n;
  /**
   * The site's public origin (`https://hazar.example`, no trailing slash): page heads give
   * absolute URLs (canonical, hreflang, og:url, og:image) from it. The server's is its PUBLIC_URL,
   * the one sitemap.xml is made from; the browser's is `window.location.origin`.
   */
  siteOrigin: string;
}
