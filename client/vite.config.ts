/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig, type ProxyOptions } from 'vite';
import { preact } from '@preact/preset-vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { homeSlideImage } from './src/routes/_public/-home/slides';
import { homePreload } from './scripts/home-preload';
import { precompress } from './scripts/precompress';
import { PREACT_IN_SPECS, REACT_TO_PREACT } from './scripts/preact';

// The API server (services) runs on :3000 and serves the built client itself; in dev Vite
// forwards every server path there so cookies and relative URLs behave as in production.
const API_ORIGIN = 'http://localhost:3000';
const proxiedPaths = ['/api', '/trpc', '/sandbox-bank', '/health', '/uploads'];

// The API refuses state-changing requests whose Origin is not its PUBLIC_URL's. A page of this
// dev server is the site itself, so its own Origin goes on as the API's; any other stays as sent.
const proxyOptions: ProxyOptions = {
  target: API_ORIGIN,
  configure: (proxy) =>
    proxy.on('proxyReq', (proxyRequest, request) => {
      if (request.headers.origin === `http://${request.headers.host ?? ''}`) proxyRequest.setHeader('origin', API_ORIGIN);
    }),
};

export default defineConfig({
  plugins: [
    // Must run before Preact's plugin: it generates src/routeTree.gen.ts and splits route code.
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    // JSX for Preact, and Prefresh (Preact's hot reload) in dev. Its own React aliases stay off:
    // scripts/preact.ts names them, once for this build and the root vitest.config.ts.
    preact({ reactAliasesEnabled: false }),
    homePreload(homeSlideImage(0)),
    // Last: compresses every file the build wrote, public/ copies included.
    precompress(),
  ],
  build: {
    rolldownOptions: {
      // The home page's start (src/boot.ts) and /rooms' (src/rooms-early.ts) are scripts of their
      // own, named in index.html and rooms.html alone.
      input: {
        index: fileURLToPath(new URL('index.html', import.meta.url)),
        boot: fileURLToPath(new URL('src/boot.ts', import.meta.url)),
        'rooms-early': fileURLToPath(new URL('src/rooms-early.ts', import.meta.url)),
      },
    },
  },
  resolve: { alias: REACT_TO_PREACT },
  test: PREACT_IN_SPECS,
  server: {
    proxy: Object.fromEntries(proxiedPaths.map((path) => [path, proxyOptions])),
  },
});
