/// <reference types="vitest/config" />
import { defineConfig, type ProxyOptions } from 'vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { precompress } from './scripts/precompress';

// The API server (services) runs on :3000 and renders the pages itself; in dev Vite forwards
// every server path there so cookies and relative URLs behave as in production.
const API_ORIGIN = 'http://localhost:3000';
const proxiedPaths = ['/api', '/trpc', '/sandbox-bank', '/health', '/uploads'];

// The API refuses state-changing requests whose Origin is not its PUBLIC_URL's. A page of this
// dev server is the site itself, so its own Origin goes on as the API's; any other stays as sent.
const proxyOptions: ProxyOptions = {
  target: API_ORIGIN,
  configure: (proxy) =>
    proxy.on('proxyReq', (proxyRequest, request) => {
      if (request.headers.origin === `http://${request.headers.host ?? ''}`)
        proxyRequest.setHeader('origin', API_ORIGIN);
    }),
};

/** The browser's start: it hydrates the page the server rendered (src/entry-server.tsx). */
export const CLIENT_ENTRY = 'src/entry-client.tsx';

/** The service worker: served as /sw.js (its scope is the site), so its name carries no hash. */
const SERVICE_WORKER = 'src/service-worker.ts';

/**
 * Two builds (package.json's `build`): the browser's, into dist/ with a manifest the server reads
 * for the entry's hashed name and styles; and the server's (`--ssr src/entry-server.tsx`), into
 * dist-server/, which services imports to render pages.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    // Generates src/routeTree.gen.ts and splits each route's code into chunks of its own.
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    // Last: compresses every file the browser's build wrote, public/ copies included.
    ...(isSsrBuild ? [] : [precompress()]),
  ],
  build: isSsrBuild
    ? { outDir: 'dist-server', emptyOutDir: true, copyPublicDir: false }
    : {
        manifest: true,
        rolldownOptions: {
          input: { 'entry-client': CLIENT_ENTRY, sw: SERVICE_WORKER },
          output: {
            entryFileNames: (chunk) => (chunk.name === 'sw' ? 'sw.js' : 'assets/[name]-[hash].js'),
          },
        },
      },
  // The server's bundle holds its libraries, React's production build among them: services runs
  // with NODE_ENV development unless deployed, and React's development build renders far slower.
  ssr: { noExternal: true },
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  server: {
    proxy: Object.fromEntries(proxiedPaths.map((path) => [path, proxyOptions])),
  },
}));
