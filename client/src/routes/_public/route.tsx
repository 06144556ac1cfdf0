import { Outlet, createFileRoute } from '@tanstack/react-router';
import { authQuery } from '../../account/queries';
import { LanguageSwitcher } from '../../components/language-switcher';
import { NotFound } from '../../components/not-found';
import { RouteError } from '../../components/route-error';
import { SiteFooter } from '../../components/site-footer';
import { SiteHeader } from '../../components/site-header';

/** The public site's layout, without a path of its own: its screens keep their URLs. */
export const Route = createFileRoute('/_public')({
  // Ask who is logged in as early as possible, without holding any screen back for it: the
  // header shows its account links once the answer is in (prefetch never throws).
  beforeLoad: ({ context }) => {
    void context.queryClient.prefetchQuery(authQuery(context.trpc));
  },
  component: PublicLayout,
  notFoundComponent: NotFound,
  errorComponent: RouteError,
});

/** Header, content, footer, and the floating language buttons (specification, point 2). */
function PublicLayout() {
  return (
    <div className="page">
      <SiteHeader />
      <main className="page__main">
        <Outlet />
      </main>
      <SiteFooter />
      <LanguageSwitcher />
    </div>
  );
}
