import type { I18n } from './i18n';
import { currentLanguage, HTML_LANG } from './i18n';

/**
 * Registers the service worker (src/service-worker.ts, served as /sw.js) and hands it the words of
 * its offline message in the page's language, again whenever the language changes: a page the
 * guest opens later without a network then says so in their language.
 */
export function offerOfflinePage(i18n: I18n): void {
  if (!('serviceWorker' in navigator)) return;
  const handOver = (worker: ServiceWorker | null | undefined) =>
    worker?.postMessage({
      type: 'offline-texts',
      lang: HTML_LANG[currentLanguage(i18n)],
      title: `${i18n.t('brand.name')} — ${i18n.t('brand.tagline')}`,
      message: i18n.t('errors.offline'),
      retry: i18n.t('errors.retry'),
    });
  navigator.serviceWorker
    .register('/sw.js')
    .then(async () => {
      const ready = await navigator.serviceWorker.ready;
      handOver(ready.active);
      i18n.on('languageChanged', () => handOver(ready.active));
    })
    // Without a worker (a private window, an old browser) the site works as before.
    .catch(() => undefined);
}
