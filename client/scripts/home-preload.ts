import type { Plugin, Rollup } from 'vite';

/** The page every path but `/` gets (services/src/http/static-client.ts): index.html without the home page's hints. */
export const APP_HTML = 'app.html';

/** The texts of the default language (tm), a chunk of their own (src/i18n/resources.ts). */
const DEFAULT_TEXTS = '/src/i18n/locales/tm/index.ts';

/** The page of `/rooms` alone: app.html with the room types' request and src/rooms-early.ts. */
export const ROOMS_HTML = 'rooms.html';

/** The home page's start (vite.config.ts names it as a second input). */
const BOOT = '/src/boot.ts';

/** /rooms' start (vite.config.ts names it as a third input). */
const ROOMS_EARLY = '/src/rooms-early.ts';

/** The REST twin of the room types' query (src/routes/_public/-rooms/room-types-query.ts). */
const ROOM_TYPES_PATH = '/api/room-types';

/** The code the router loads for the home page: the public layout's and the home screen's (split by the router plugin). */
const HOME_ROUTES = ['/src/routes/_public/route.tsx', '/src/routes/_public/index.tsx'];

/** The same for /rooms: the public layout's and the rooms screen's. */
const ROOMS_ROUTES = ['/src/routes/_public/route.tsx', '/src/routes/_public/rooms.tsx'];

/** The tags Vite writes into index.html for the app's entry: its script and the preloads of what it imports. */
const ENTRY_SCRIPTS = /\s*<script type="module" crossorigin src="[^"]+"><\/script>|\s*<link rel="modulepreload" crossorigin href="[^"]+">/g;

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
    '<main class="page__main"><section class="carousel hero"><div class="swiper"><div class="swiper-wrapper"><div class="swiper-slide">',
    `<img class="carousel__image" src="${imageUrl}" alt="" fetchpriority="high">`,
    '</div></div></div></section></main>',
    '</div>',
  ].join('');
}

/**
 * The two pages of the app. Both name the default language's texts (most guests read it): the
 * app imports them only once its entry runs, so they come beside the entry instead of a round
 * trip after it.
 *
 * app.html, for every path but `/` and `/rooms`, is Vite's page with that hint.
 *
 * rooms.html, for `/rooms` alone, preloads the room types (credentials included, as the API
 * module's fetch sends them, so the browser hands that answer to it) and runs src/rooms-early.ts,
 * which reads them and paints the screen's opening with the first card's picture, the screen's
 * largest. As on `/`, the app's entry, the preloads of its code and of the rooms screen's split
 * chunks wait in the inert <template> until that picture has been painted.
 *
 * index.html, served for `/` alone, also links the home screen's style sheets, preloads its
 * largest picture (the carousel's first slide) and holds its shell (homeShell). The app's entry
 * script, the preloads of its code and of the home screen's split chunks wait in an inert
 * <template> that src/boot.ts puts to use once the shell's picture has been painted.
 */
export function homePreload(imageUrl: string): Plugin {
  return {
    name: 'hotel:home-preload',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return;
      const chunks = new Map(Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [[item.fileName, item] as const] : [])));
      const find = (module: string) => [...chunks.values()].find((chunk) => chunk.facadeModuleId?.endsWith(module));
      const texts = find(DEFAULT_TEXTS);
      if (!texts) this.error(`no chunk of ${DEFAULT_TEXTS} in the build`);
      const boot = find(BOOT);
      if (!boot) this.error(`no chunk of ${BOOT} in the build`);
      const roomsEarly = find(ROOMS_EARLY);
      if (!roomsEarly) this.error(`no chunk of ${ROOMS_EARLY} in the build`);
      // The router plugin splits each route file by what it holds (component, errorComponent, ...):
      // only the components render the page; the others load when needed.
      const screen = (routes: string[]) => {
        const found = reachable(chunks, (file, query) => query.includes('tsr-split=component') && routes.some((route) => file.endsWith(route)));
        if (found.scripts.length === 0) this.error(`no chunk of ${routes.join(', ')} in the build`);
        return found;
      };
      const home = screen(HOME_ROUTES);
      const rooms = screen(ROOMS_ROUTES);

      const page = String(index.source);
      const textsHint = `<link rel="modulepreload" crossorigin href="/${texts.fileName}">`;
      const inHead = (html: string, tags: string[]) => html.replace('  </head>', `${tags.map((tag) => `    ${tag}\n`).join('')}  </head>`);
      const absent = (file: string) => !page.includes(`/${file}"`);
      const scriptHints = (files: string[]) => files.filter(absent).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
      const styleLinks = (files: string[]) => files.filter(absent).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`);
      this.emitFile({ type: 'asset', fileName: APP_HTML, source: inHead(page, [textsHint]) });
      const entryTags = [...page.matchAll(ENTRY_SCRIPTS)].map((match) => match[0].trim());
      if (!entryTags.some((tag) => tag.startsWith('<script'))) this.error('no entry script in index.html');
      const appOnly = page.replace(ENTRY_SCRIPTS, '');
      this.emitFile({
        type: 'asset',
        fileName: ROOMS_HTML,
        source: inHead(appOnly, [
          `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${ROOM_TYPES_PATH}">`,
          ...styleLinks(rooms.styles),
          textsHint,
          // Its own imports, which the app's entry shares (so they are named in the template too).
          ...roomsEarly.imports.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
          `<template id="after-paint">${[...entryTags, ...scriptHints(rooms.scripts)].join('')}</template>`,
          `<script type="module" crossorigin src="/${roomsEarly.fileName}"></script>`,
        ]),
      });

      const homeScripts = scriptHints(home.scripts);
      const homeStyles = styleLinks(home.styles);
      index.source = inHead(appOnly, [
        `<link rel="preload" as="image" href="${imageUrl}" fetchpriority="high">`,
        ...homeStyles,
        `<template id="after-paint">${[...entryTags, textsHint, ...homeScripts].join('')}</template>`,
        ...boot.imports.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
        `<script type="module" crossorigin src="/${boot.fileName}"></script>`,
      ]).replace('<div id="root"></div>', `<div id="root">${homeShell(imageUrl)}</div>`);
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
