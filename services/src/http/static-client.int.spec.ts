import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';

/*
 * A browser build as the build leaves it (client/scripts/precompress.ts): each text file with its
 * .br and .gz beside it. It has no server build, so it renders no pages (pages.int.spec.ts does).
 */
const dist = await mkdtemp(join(tmpdir(), 'hotel-dist-'));
const SCRIPT = `export const greeting = ${JSON.stringify('salam '.repeat(200))};`;
const PICTURE = `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(50)}</svg>`;
const TINY = 'self.x=1;';

async function built(path: string, text: string, compressed = true): Promise<void> {
  const file = join(dist, path);
  await mkdir(join(file, '..'), { recursive: true });
  await writeFile(file, text);
  if (!compressed) return;
  await writeFile(`${file}.br`, brotliCompressSync(text));
  await writeFile(`${file}.gz`, gzipSync(text));
}
await built('assets/index-Ab12Cd34.js', SCRIPT);
await built('images/slides/home-1.svg', PICTURE);
// Too small to gain from compression: the build writes no variant of it.
await built('no-eval.js', TINY, false);

const { app } = await createTestApp({ clientDist: dist, seed: false });
afterAll(() => rm(dist, { recursive: true, force: true }));

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { accept: 'text/html,*/*', ...headers } });

/** The body as the browser reads it, whatever the encoding it came in. */
function decoded(res: Awaited<ReturnType<typeof get>>): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString();
  return res.body;
}

describe('the built client: encodings', () => {
  it('sends brotli to a browser that takes it, gzip to one that takes only gzip', async () => {
    const brotli = await get('/assets/index-Ab12Cd34.js', {
      'accept-encoding': 'gzip, deflate, br, zstd',
    });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(decoded(brotli)).toBe(SCRIPT);
    expect(brotli.rawPayload.length).toBeLessThan(SCRIPT.length);

    const gzip = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip)).toBe(SCRIPT);
  });

  it('follows the browser’s preferences (br refused with q=0 gets gzip)', async () => {
    const res = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'br;q=0, gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(decoded(res)).toBe(SCRIPT);
  });

  it('sends the file itself to a client that takes neither, and says the answer depends on Accept-Encoding', async () => {
    const choices: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'deflate' },
    ];
    for (const headers of choices) {
      const res = await get('/assets/index-Ab12Cd34.js', headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body).toBe(SCRIPT);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
    }
    const compressed = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'br' });
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
  });

  it('sends a file without variants as it is, to every client', async () => {
    const res = await get('/no-eval.js', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(TINY);
  });
});

describe('the built client: caching', () => {
  it('caches hashed assets for a year without revalidation', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const res = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': encoding });
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('revalidates the unhashed files on every use', async () => {
    for (const url of ['/images/slides/home-1.svg', '/no-eval.js']) {
      const res = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers.etag, url).toBeTruthy();
    }
  });

  it('answers 304 without a body while the ETag matches, 200 once it does not', async () => {
    for (const url of ['/images/slides/home-1.svg']) {
      const first = await get(url, { 'accept-encoding': 'br' });
      const etag = String(first.headers.etag);
      const again = await get(url, { 'accept-encoding': 'br', 'if-none-match': etag });
      expect(again.statusCode, url).toBe(304);
      expect(again.rawPayload.length, url).toBe(0);
      const changed = await get(url, {
        'accept-encoding': 'br',
        'if-none-match': '"something-else"',
      });
      expect(changed.statusCode, url).toBe(200);
    }
  });

  it('gives each encoding its own ETag, so a cache never swaps one for another', async () => {
    const brotli = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'br' });
    const gzip = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip' });
    const plain = await get('/assets/index-Ab12Cd34.js');
    expect(new Set([brotli.headers.etag, gzip.headers.etag, plain.headers.etag]).size).toBe(3);
  });
});

describe('the built client: security headers stay', () => {
  it('sends the policy and the framing and sniffing guards with every file', async () => {
    for (const url of ['/assets/index-Ab12Cd34.js', '/images/slides/home-1.svg']) {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect(res.headers['content-security-policy'], url).toContain("script-src 'self'");
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('keeps the build’s manifest to the server', async () => {
    await built('.vite/manifest.json', '{}');
    expect((await get('/.vite/manifest.json')).statusCode).not.toBe(200);
  });

  it('still answers an unknown API path with a JSON 404, not a page', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/nothing-here',
      headers: { accept: 'application/json', 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/json/);
  });
});
