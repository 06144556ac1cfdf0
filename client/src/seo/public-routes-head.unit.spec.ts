// @vitest-environment jsdom
import './match-media-for-specs';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRouter, type AnyRoute } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import type { Trpc } from '../api';
import { routeTree } from '../routeTree.gen';
import type { RouterContext } from '../router-context';
import type { PageHead } from './page-head';
import { textsIn } from './texts-for-specs';

const ORIGIN = 'https://hazar.example';
const context: RouterContext = {
  queryClient: new QueryClient(),
  trpc: {} as Trpc,
  i18n: await textsIn('en'),
  siteOrigin: ORIGIN,
};
const router = createRouter({ routeTree, context, history: createMemoryHistory() });

/** Every screen of the public site: the routes under the public layout that have no children. */
const allRoutes: AnyRoute[] = Object.values(router.routesById);
const publicScreens = allRoutes.filter(
  (route) => route.id.startsWith('/_public/') && !route.children,
);

function routeById(id: string): AnyRoute {
  const route = allRoutes.find((candidate) => candidate.id === id);
  if (!route) throw new Error(`no route ${id}`);
  return route;
}

/** A route's head as the router asks for it once the route has loaded (no loader data: the fallback). */
async function headOf(route: AnyRoute): Promise<Partial<PageHead>> {
  const head = route.options.head as
    ((options: unknown) => Partial<PageHead> | Promise<Partial<PageHead>>) | undefined;
  if (!head) throw new Error(`${route.id} defines no head`);
  return head({ match: { context, search: {} }, matches: [], params: {}, loaderData: undefined });
}

describe('the public routes', () => {
  it('are all found in the route tree', () => {
    expect(publicScreens.map((route) => route.id)).toEqual(
      expect.arrayContaining([
        '/_public/',
        '/_public/rooms',
        '/_public/room',
        '/_public/login',
        '/_public/$',
        '/_public/404',
      ]),
    );
  });

  it.each(publicScreens.map((route) => [route.id, route] as const))(
    '%s defines a head with a title',
    async (_id, route) => {
      const { meta = [] } = await headOf(route);
      expect(meta.filter((tag) => 'title' in tag)).toHaveLength(1);
    },
  );

  it.each(['/_public/', '/_public/rooms'])(
    '%s gives the hotel’s JSON-LD even before its data is in',
    async (id) => {
      const { scripts = [] } = await headOf(routeById(id));
      expect(
        scripts.map((script) => (JSON.parse(script.children) as { '@type': string })['@type']),
      ).toEqual(['Hotel']);
    },
  );

  it('keeps the guest’s own pages out of search engines', async () => {
    for (const id of [
      '/_public/profile',
      '/_public/confirmation/$id',
      '/_public/invoice/$id',
      // The pages of the links mailed to an account: their address holds a secret.
      '/_public/verify-email',
      '/_public/password-reset',
    ]) {
      const { meta = [] } = await headOf(routeById(id));
      expect(meta, id).toContainEqual({ name: 'robots', content: 'noindex, nofollow' });
    }
  });
});
