import type { QueryClient } from '@tanstack/react-query';
import type { Trpc } from './api';
import type { I18n } from './i18n';

/** What every route's loader and component get from the router instead of module singletons. */
export interface RouterContext {
  queryClient: QueryClient;
  trpc: Trpc;
  /** The app's i18next instance: the staff area adds its texts to it when its chunk loads. */
  i18n: I18n;
  /** The site's address (PUBLIC_URL on the server, the page's origin in the browser), for absolute links. */
  siteOrigin: string;
}
