import { HeadContent, Outlet, Scripts, createRootRouteWithContext } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { currentLanguage, HTML_LANG } from '../i18n';
import type { RouterContext } from '../router-context';

/**
 * The whole document, rendered by the server (entry-server.tsx) and hydrated by the browser
 * (entry-client.tsx). The public site (`_public/route.tsx`) and the staff area (`a/route.tsx`)
 * each bring their own layout, so neither downloads the other's. The router context carries the
 * query client, the tRPC proxy and i18next; the providers wrap the router (router.tsx).
 *
 * no-eval.js runs before any module (a deferred classic script ahead of the module entry, which
 * <Scripts /> writes from the build's manifest): see the file.
 */
export const Route = createRootRouteWithContext<RouterContext>()({
  head: () => ({
    meta: [
      { charSet: 'UTF-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1.0' },
      { name: 'theme-color', content: '#0b3d5c' },
      { title: 'Hazar — Hotel & Yacht Club' },
    ],
    links: [{ rel: 'icon', type: 'image/svg+xml', href: '/images/favicon.svg' }],
    scripts: [{ src: '/no-eval.js', defer: true }],
  }),
  component: RootDocument,
});

function RootDocument() {
  const { i18n } = useTranslation();
  return (
    <html lang={HTML_LANG[currentLanguage(i18n)]}>
      <head>
        <HeadContent />
      </head>
      <body>
        <Outlet />
        <Scripts />
      </body>
    </html>
  );
}
