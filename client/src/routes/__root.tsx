import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import type { RouterContext } from '../router-context';

/**
 * Only the outlet: the public site (`_public/route.tsx`) and the staff area (`a/route.tsx`) each
 * bring their own layout, so neither downloads the other's. The providers wrap the router in
 * main.tsx; the router context carries the query client, the tRPC proxy and i18next.
 */
export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
});
