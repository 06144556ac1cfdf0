import { redirect } from '@tanstack/react-router';
import { RouteError } from '../components/route-error';
import type { RouterContext } from '../router-context';
import { isLoggedIn } from './queries';

/**
 * The route options of a person's own page (the account, a booking's confirmation or invoice):
 * rendered in the browser, which has the person's session; a visitor who is not logged in is
 * sent to the login screen, and data that cannot be loaded shows the retry screen.
 */
export const ownPageRoute = {
  ssr: false,
  beforeLoad: async ({ context }: { context: RouterContext }) => {
    if (!(await isLoggedIn(context))) throw redirect({ to: '/login' });
  },
  errorComponent: RouteError,
} as const;
