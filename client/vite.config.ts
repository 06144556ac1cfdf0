import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';

// The API server (services) runs on :3000 and serves the built client itself; in dev Vite
// forwards every server path there so cookies and relative URLs behave as in production.
const API_ORIGIN = 'http://localhost:3000';
const proxiedPaths = ['/api', '/trpc', '/sandbox-bank', '/health', '/uploads'];

export default defineConfig({
  plugins: [
    // Must run before the React plugin: it generates src/routeTree.gen.ts and splits route code.
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
  ],
  server: {
    proxy: Object.fromEntries(proxiedPaths.map((path) => [path, { target: API_ORIGIN }])),
  },
});
