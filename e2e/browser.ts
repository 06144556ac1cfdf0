import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { chromium, type Browser } from 'playwright-core';
import { afterAll } from 'vitest';
import { createTestApp } from '../services/test/test-app';
import { buildApp } from '../services/src/http/app';

export const CLIENT_DIST = fileURLToPath(new URL('../client/dist', import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The built client served by the real server on a free port, over a fresh database with the demo
 * hotel, and a headless Chromium. Needs `npm run build` first (npm test does it).
 */
export async function startSite(): Promise<{ baseUrl: string; browser: Browser }> {
  if (!existsSync(`${CLIENT_DIST}/index.html`)) throw new Error('client/dist is missing: run `npm run build` first');
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install -y chromium`);
  const { deps } = await createTestApp({ now: new Date().toISOString() });
  const app = await buildApp(deps, { logger: pino({ level: 'silent' }), clientDist: CLIENT_DIST });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  afterAll(async () => {
    await browser.close();
    await app.close();
  });
  return { baseUrl: `http://127.0.0.1:${port}`, browser };
}
