import type { Plugin } from 'vite';

/** The page every path but `/` gets (services/src/http/static-client.ts): index.html without the home page's hints. */
export const APP_HTML = 'app.html';

/**
 * The home page's largest picture (the carousel's first slide) is named in index.html, so the
 * browser fetches it at once, beside the scripts, instead of after they ran and rendered the
 * carousel. Other paths do not show it: they get app.html, the same page without the hint, so a
 * guest landing on /rooms does not spend the phone's bandwidth on it.
 */
export function homePreload(imageUrl: string): Plugin {
  const hint = `<link rel="preload" as="image" href="${imageUrl}" fetchpriority="high">`;
  return {
    name: 'hotel:home-preload',
    enforce: 'post',
    transformIndexHtml: () => [{ tag: 'link', attrs: { rel: 'preload', as: 'image', href: imageUrl, fetchpriority: 'high' }, injectTo: 'head' }],
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return;
      const html = String(index.source);
      if (!html.includes(hint)) this.error(`index.html lacks the home preload ${hint}`);
      this.emitFile({ type: 'asset', fileName: APP_HTML, source: html.split('\n').filter((line) => line.trim() !== hint).join('\n') });
    },
  };
}
