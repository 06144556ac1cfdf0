import { Outlet, createFileRoute } from '@tanstack/react-router';
import { authQuery } from '../../account/queries';
import { LanguageSwitcher } from '../../components/language-switcher';
import { LATER, Later } from '../../components/later';
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

/**
 * Header, content, footer, and the floating language buttons (specification, point 2). On the
 * first load the footer comes after the screen's content and the buttons with it (Later).
 */
function PublicLayout() {
  return (
    <div className="page">
      <SiteHeader />
      <main className="page__main">
        <Outlet />
      </main>
      <Later step={LATER.footer}>
        <SiteFooter />
      </Later>
      <Later step={LATER.content}>
        <LanguageSwitcher />
      </Later>
    </div>
  );
}
