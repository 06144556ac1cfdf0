import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { I18nextProvider } from 'react-i18next';
import { createApi } from './api';
import { DialogProvider } from './dialog';
import { createI18n, currentLanguage } from './i18n';
import { followScreens } from './lib/page-title';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';
import './styles/base.css';
import './styles/layout.css';
import './styles/footer.css';
import './styles/forms.css';

/** Lets the browser run what waits (a frame, input, a response) before going on. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * The only place the app's long-lived objects are created; everything else receives them
 * through providers or the router context. It renders once the texts of the guest's language
 * have arrived (no keys on screen). On the home page #root holds the shell
 * (scripts/home-preload.ts), on /rooms it may hold src/rooms-early.ts's: the first render replaces it.
 *
 * The start is cut into tasks (issue 11, item 11): the texts, the router's making, its matching
 * and loaders (`router.load()`, which the router would otherwise run inside the first render),
 * the render. Chained promises run in one task, and on a phone the whole start was one task of
 * several hundred milliseconds that nothing, not even a tap, could interrupt.
 */
async function start(): Promise<void> {
  const i18n = await createI18n();
  await nextTask();
  const queryClient = createQueryClient();
  const { trpc } = createApi({ getLanguage: () => currentLanguage(i18n) });
  const router = createAppRouter({ queryClient, trpc, i18n, siteOrigin: window.location.origin });
  // Lives as long as the page: no unsubscribing.
  followScreens(router, i18n);
  await nextTask();
  // The first render finds the location resolved and does not load it again (Transitioner).
  await router.load();
  await nextTask();

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html must contain #root.');
  createRoot(container).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <DialogProvider>
            <RouterProvider router={router} />
          </DialogProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </StrictMode>,
  );
}

void start();
