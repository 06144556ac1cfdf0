import type { Plugin, Rollup } from 'vite';

/** The page every path but `/` gets (services/src/http/static-client.ts): index.html without the home page's hints. */
export const APP_HTML = 'app.html';

/** The texts of the default language (tm), a chunk of their own (src/i18n/resources.ts). */
const DEFAULT_TEXTS = '/src/i18n/locales/tm/index.ts';

/** The app's start (src/main.tsx imports it once the page may run it). */
const APP = '/src/app.tsx';

/** The code the router loads for the home page: the public layout's and the home screen's (split by the router plugin). */
const HOME_ROUTES = ['/src/routes/_public/route.tsx', '/src/routes/_public/index.tsx'];

/** The <template> src/main.tsx moves into <head> once the home page's shell has been painted. */
const AFTER_PAINT_ID = 'after-paint';

/**
 * What `/` shows before its scripts have run: the header's empty bar and the carousel's first
 * picture, in the boxes the app then renders them in (the same classes, so the same CSS sizes
 * them). It holds no words, so it is right in every language; the app's first render replaces it
 * (createRoot empties #root), with the same picture in the same place, so nothing moves.
 */
function homeShell(imageUrl: string): string {
  return [
    '<div class="page">',
    '<header class="site-header"><div class="site-header__inner container"></div></header>',
    '<main class="page__main"><section class="slider hero"><div class="slider__track"><div class="slider__slide">',
    `<img class="slider__image" src="${imageUrl}" alt="" fetchpriority="high">`,
    '</div></div></section></main>',
    '</div>',
  ].join('');
}

/**
 * The two pages of the app. Both link the style sheets of the app's start, and name its code and
 * the default language's texts (most guests read it), so all of it comes at once instead of
 * chunk after chunk as each import is found.
 *
 * index.html, served for `/` alone, also carries the home screen's style sheets, its shell
 * (homeShell) and the preload of its largest picture, the carousel's first slide. Its scripts'
 * names wait in an inert <template> that src/main.tsx puts in use once the shell's picture has
 * been painted: the picture and the style sheets have the phone's network to themselves first.
 *
 * app.html, for every other path, names the scripts at once and does not spend the phone's
 * bandwidth on the home page's picture and code.
 */
export function homePreload(imageUrl: string): Plugin {
  return {
    name: 'hotel:home-preload',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return;
      const page = String(index.source);
      const chunks = new Map(Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [[item.fileName, item] as const] : [])));
      const texts = [...chunks.values()].find((chunk) => chunk.facadeModuleId?.endsWith(DEFAULT_TEXTS));
      if (!texts) this.error(`no chunk of ${DEFAULT_TEXTS} in the build`);
      const app = reachable(chunks, (file) => file.endsWith(APP));
      if (app.scripts.length === 0) this.error(`no chunk of ${APP} in the build`);
      // The router plugin splits each route file by what it holds (component, errorComponent, ...):
      // only the components render the page; the others load when needed.
      const home = reachable(chunks, (file, query) => query.includes('tsr-split=component') && HOME_ROUTES.some((route) => file.endsWith(route)));
      if (home.scripts.length === 0) this.error(`no chunk of ${HOME_ROUTES.join(', ')} in the build`);

      const absent = (file: string) => !page.includes(`/${file}"`);
      const styles = (files: string[]) => files.filter(absent).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`);
      const scripts = (files: string[]) => files.filter(absent).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
      const inHead = (html: string, hints: string[]) => html.replace('  </head>', `${hints.map((hint) => `    ${hint}\n`).join('')}  </head>`);

      const appScripts = [...app.scripts, texts.fileName];
      this.emitFile({ type: 'asset', fileName: APP_HTML, source: inHead(page, [...styles(app.styles), ...scripts(appScripts)]) });
      const afterPaint = `<template id="${AFTER_PAINT_ID}">${scripts([...new Set([...appScripts, ...home.scripts])]).join('')}</template>`;
      const homeHints = [`<link rel="preload" as="image" href="${imageUrl}" fetchpriority="high">`, ...styles([...new Set([...app.styles, ...home.styles])]), afterPaint];
      index.source = inHead(page, homeHints).replace('<div id="root"></div>', `<div id="root">${homeShell(imageUrl)}</div>`);
    },
  };
}

/** The chunks of the modules `wanted` picks with every chunk they import statically, and their CSS. */
function reachable(chunks: Map<string, Rollup.OutputChunk>, wanted: (file: string, query: string) => boolean): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (chunk: Rollup.OutputChunk) => {
    if (scripts.has(chunk.fileName)) return;
    scripts.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
    for (const imported of chunk.imports) {
      const next = chunks.get(imported);
      if (next) visit(next);
    }
  };
  for (const chunk of chunks.values()) {
    const [file = '', query = ''] = chunk.facadeModuleId?.split('?') ?? [];
    if (chunk.isDynamicEntry && wanted(file, query)) visit(chunk);
  }
  return { scripts: [...scripts], styles: [...styles] };
}
