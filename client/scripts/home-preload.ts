import type { Plugin, Rollup } from 'vite';

/** The page every path but `/` gets (services/src/http/static-client.ts): index.html without the home page's hints. */
export const APP_HTML = 'app.html';

/** The texts of the default language (tm), a chunk of their own (src/i18n/resources.ts). */
const DEFAULT_TEXTS = '/src/i18n/locales/tm/index.ts';

/** The code the router loads for the home page: the public layout's and the home screen's (split by the router plugin). */
const HOME_ROUTES = ['/src/routes/_public/route.tsx', '/src/routes/_public/index.tsx'];

/**
 * Hints for the home page, in index.html only. Its largest picture (the carousel's first slide)
 * is fetched at once, beside the scripts, instead of after they ran and rendered the carousel;
 * the home screen's chunks (the carousel's among them) and their style sheets are fetched beside
 * the entry instead of one after another as the router finds them. Other paths get app.html, the
 * same page without these hints, so a guest landing on /rooms does not spend the phone's
 * bandwidth on them. Both pages name the default language's texts: the app imports them only
 * once its entry runs, and most guests read that language, so they come beside the entry
 * instead of one round trip after it.
 */
export function homePreload(imageUrl: string): Plugin {
  const imageHint = `<link rel="preload" as="image" href="${imageUrl}" fetchpriority="high">`;
  return {
    name: 'hotel:home-preload',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return;
      const texts = Object.values(bundle).find((item) => item.type === 'chunk' && item.facadeModuleId?.endsWith(DEFAULT_TEXTS));
      if (!texts) this.error(`no chunk of ${DEFAULT_TEXTS} in the build`);
      const page = String(index.source).replace('  </head>', `    <link rel="modulepreload" crossorigin href="/${texts.fileName}">\n  </head>`);
      const { scripts, styles } = homeChunks(bundle);
      const hints = [
        imageHint,
        ...styles.filter((file) => !page.includes(`/${file}"`)).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
        ...scripts.filter((file) => !page.includes(`/${file}"`)).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
      ];
      if (scripts.length === 0) this.error(`no chunk of ${HOME_ROUTES.join(', ')} in the build`);
      index.source = page.replace('  </head>', `${hints.map((hint) => `    ${hint}\n`).join('')}  </head>`);
      this.emitFile({ type: 'asset', fileName: APP_HTML, source: page });
    },
  };
}

/** The chunks of the home routes' code with every chunk they import statically, and their CSS. */
function homeChunks(bundle: Rollup.OutputBundle): { scripts: string[]; styles: string[] } {
  const chunks = new Map(Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [[item.fileName, item] as const] : [])));
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
    // The router plugin splits each route file by what it holds (component, errorComponent, ...):
    // only the components render the page; the others load when needed.
    const [file = '', query = ''] = chunk.facadeModuleId?.split('?') ?? [];
    if (chunk.isDynamicEntry && query.includes('tsr-split=component') && HOME_ROUTES.some((route) => file.endsWith(route))) visit(chunk);
  }
  return { scripts: [...scripts], styles: [...styles] };
}
