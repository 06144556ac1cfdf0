/**
 * The site's service worker (built as /sw.js, vite.config.ts): a page opened without a network
 * gets the site's own message in the guest's language instead of the browser's error page. It
 * keeps nothing but that message's words, which the open page hands over (offline-page.ts), and
 * answers every navigation from the network as before; only a navigation the network cannot
 * answer gets the message. Kept free of imports, so it is one file of its own.
 */

/** What the page hands over (offline-page.ts): the message's words in the page's language. */
interface OfflineTexts {
  type: 'offline-texts';
  lang: string;
  title: string;
  message: string;
  retry: string;
}

interface WorkerEvent {
  waitUntil(promise: Promise<unknown>): void;
}

interface NavigationEvent extends WorkerEvent {
  request: Request;
  respondWith(answer: Promise<Response>): void;
}

interface Worker {
  addEventListener(type: 'install' | 'activate', listener: (event: WorkerEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: NavigationEvent) => void): void;
  addEventListener(
    type: 'message',
    listener: (event: { data: unknown } & WorkerEvent) => void,
  ): void;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
}

const worker = self as unknown as Worker;
const CACHE = 'hotel-offline';
const TEXTS_KEY = '/offline-texts';

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const isTexts = (data: unknown): data is OfflineTexts =>
  typeof data === 'object' &&
  data !== null &&
  (data as { type?: unknown }).type === 'offline-texts';

/** The message as a page of its own; its policy allows only its own style, nothing else. */
function offlinePage(texts: OfflineTexts, url: string): Response {
  const html = `<!doctype html><html lang="${escape(texts.lang)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(texts.title)}</title>
<style>body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#0b3d5c;background:#f4f8fb}
main{max-width:32rem;margin:20vh auto;padding:0 1.5rem;text-align:center}
h1{font-size:1.5rem}a{display:inline-block;margin-top:1rem;padding:.6rem 1.4rem;border-radius:.4rem;background:#0b3d5c;color:#fff;text-decoration:none}</style>
</head><body><main><p>${escape(texts.title)}</p><h1>${escape(texts.message)}</h1>
<a href="${escape(url)}">${escape(texts.retry)}</a></main></body></html>`;
  return new Response(html, {
    status: 503,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      'cache-control': 'no-store',
    },
  });
}

async function storedTexts(): Promise<OfflineTexts | undefined> {
  const answer = await (await caches.open(CACHE)).match(TEXTS_KEY);
  const texts: unknown = answer ? await answer.json() : undefined;
  return isTexts(texts) ? texts : undefined;
}

async function navigate(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (failure) {
    const texts = await storedTexts();
    if (!texts) throw failure;
    return offlinePage(texts, request.url);
  }
}

worker.addEventListener('install', (event) => event.waitUntil(worker.skipWaiting()));
worker.addEventListener('activate', (event) => event.waitUntil(worker.clients.claim()));
worker.addEventListener('message', (event) => {
  if (!isTexts(event.data)) return;
  const texts = new Response(JSON.stringify(event.data), {
    headers: { 'content-type': 'application/json' },
  });
  event.waitUntil(caches.open(CACHE).then((cache) => cache.put(TEXTS_KEY, texts)));
});
worker.addEventListener('fetch', (event) => {
  if (event.request.mode === 'navigate') event.respondWith(navigate(event.request));
});
