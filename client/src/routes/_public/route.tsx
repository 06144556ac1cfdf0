import { isServer } from '@tanstack/react-query';
import { Outlet, createFileRoute } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { authQuery } from '../../account/queries';
import { LanguageSwitcher } from '../../components/language-switcher';
import { NotFound } from '../../components/not-found';
import { RouteError } from '../../components/route-error';
import { SiteFooter } from '../../components/site-footer';
import { siteContactsQuery } from '../../components/use-site-contacts';
import { SiteHeader } from '../../components/site-header';
import { useHeadsFollowLanguage } from '../../seo/use-heads-follow-language';

/** The public site's layout, without a path of its own: its screens keep their URLs. */
export const Route = createFileRoute('/_public')({
  // Ask who is logged in as early as possible, without holding any screen back for it: the
  // header shows its account links once the answer is in (prefetch never throws). Never on the
  // server, whose pages are for nobody in particular (see useAuthStatus).
  beforeLoad: ({ context }) => {
    if (!isServer) void context.queryClient.prefetchQuery(authQuery(context.trpc));
  },
  // The footer's contacts are in the page the server renders (and cached for the visit after).
  loader: ({ context }) => context.queryClient.ensureQueryData(siteContactsQuery(context.trpc)),
  component: PublicLayout,
  notFoundComponent: NotFound,
  errorComponent: RouteError,
});

/** Header, content, footer, and the floating language buttons. */
function PublicLayout() {
  useHeadsFollowLanguage();
  return (
    <div className="page">
      <SkipLink />
      <SiteHeader />
      <main id="content" className="page__main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <LanguageSwitcher />
    </div>
  );
}

/**
 * The first Tab stop: past the header's links to the screen's content (WCAG 2.4.1). It moves the
 * focus itself instead of following its fragment: the router would take #content for the
 * screen's own fragment (on /room, the room type).
 */
function SkipLink() {
  const { t } = useTranslation();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const main = document.getElementById('content');
    main?.focus({ preventScroll: true });
    main?.scrollIntoView({ block: 'start' });
  };
  return (
    <a href="#content" className="skip-link" onClick={skip}>
      {t('nav.skip')}
    </a>
  );
}
