import type { Manifest, ManifestRoute } from '@tanstack/router-core';

/** One entry of Vite's build manifest (dist/.vite/manifest.json), as far as it is read here. */
export interface ViteChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export type ViteManifest = Record<string, ViteChunk>;

/**
 * The source files of a route's code: its file under src/routes, and the router plugin's chunk of
 * its component (`?tsr-split=component`; its error and not-found components are fetched only when
 * needed). `/_public/` is _public/index.tsx, `/_public` _public/route.tsx.
 */
function routeSources(routeId: string): string[] {
  const base = `src/routes${routeId}`;
  return routeId.endsWith('/') ? [`${base}index.tsx`] : [`${base}.tsx`, `${base}/route.tsx`];
}

/** The chunk's file and every chunk it imports statically, each once, as site paths. */
function withImports(manifest: ViteManifest, key: string, seen = new Set<string>()): ViteChunk[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [
    chunk,
    ...(chunk.imports ?? []).flatMap((imported) => withImports(manifest, imported, seen)),
  ];
}

const sitePath = (file: string) => `/${file}`;

/**
 * TanStack Router's manifest of the browser build: the root route carries the entry script and
 * its styles; every route the styles of its code's chunks (in <head>, so the server's HTML is
 * styled before any script runs). No chunk is preloaded: the browser finds the entry's imports in
 * the entry and the route's chunks when the router asks for them, after the first picture is in
 * (preloaded, they shared the slow link with it: Lighthouse mobile LCP, docs/performance.md).
 */
export function routerManifest(
  vite: ViteManifest,
  entry: string,
  routeIds: readonly string[],
): Manifest {
  const entryChunks = withImports(vite, entry);
  const entryFile = vite[entry]?.file;
  if (!entryFile) throw new Error(`The build's manifest has no entry ${entry}.`);
  const routes: Record<string, ManifestRoute> = {
    __root__: {
      css: [...new Set(entryChunks.flatMap((chunk) => chunk.css ?? []))].map(sitePath),
      scripts: [{ attrs: { type: 'module', src: sitePath(entryFile) } }],
    },
  };
  const inEntry = new Set(entryChunks.map((chunk) => chunk.file));
  for (const routeId of routeIds) {
    const sources = routeSources(routeId);
    const keys = sources
      .flatMap((source) => [source, `${source}?tsr-split=component`])
      .filter((key) => key in vite);
    const chunks = keys
      .flatMap((key) => withImports(vite, key))
      .filter((chunk) => !inEntry.has(chunk.file));
    const css = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].map(sitePath);
    if (css.length > 0) routes[routeId] = { css };
  }
  return { routes };
}
