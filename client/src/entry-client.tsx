import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { createApi } from './api';
import { createI18n, currentLanguage, languageOfHtml, type I18n } from './i18n';
import { languageOfAddress, readStoredLanguage, rememberLanguage } from './i18n/stored-language';
import { focusScreens } from './lib/focus-screens';
import { offerOfflinePage } from './offline-page';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';
import './styles/base.css';
import './styles/layout.css';
import './styles/footer.css';
import './styles/forms.css';

/**
 * The only place the browser's long-lived objects are created; everything else receives them
 * through providers or the router context. The server rendered the page in a language (its
 * <html lang>): the app hydrates in that one, with its texts loaded first, so the first render
 * matches the server's HTML word for word. The router's state and TanStack Query's answers come
 * from the page too (RouterClient), so nothing is asked twice.
 */
async function start(): Promise<void> {
  const language = languageOfHtml(document.documentElement.lang);
  const i18n = await createI18n(language);
  const queryClient = createQueryClient();
  const { trpc } = createApi({ getLanguage: () => currentLanguage(i18n) });
  const router = createAppRouter({ queryClient, trpc, i18n, siteOrigin: location.origin });
  // Both live as long as the page: no unsubscribing.
  focusScreens(router);
  i18n.on('languageChanged', (changed) => rememberLanguage(languageOfHtml(changed)));
  // In a transition React hydrates in slices and yields to the browser between them, so a
  // slow phone's input and paint are not held behind one long hydration task.
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RouterClient router={router} />
      </StrictMode>,
    );
  });
  followStoredChoice(i18n, language);
  offerOfflinePage(i18n);
}

/**
 * The address's language wins (one URL per language), then the reader's stored choice, which the
 * cookie the server read normally already mirrored; a choice stored before that cookie existed
 * switches the page once it is hydrated. Either way the choice is remembered (storage, cookie).
 */
function followStoredChoice(i18n: I18n, rendered: ReturnType<typeof languageOfHtml>): void {
  const wanted = languageOfAddress(location.search) ?? readStoredLanguage() ?? rendered;
  rememberLanguage(wanted);
  if (wanted !== rendered) setTimeout(() => void i18n.changeLanguage(wanted));
}

void start();
