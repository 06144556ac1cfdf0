import { execFile, spawnSync } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { searchEngineFiles } from './search-engines';

const PUBLIC_URL = 'https://hazar.example';
const SCHEMA = fileURLToPath(
  new URL('../../test/fixtures/sitemap-schema/sitemap-with-alternates.xsd', import.meta.url),
);
const hasXmllint = spawnSync('xmllint', ['--version'], { stdio: 'ignore' }).status === 0;

/** sitemap.xml as the route serves it. */
async function servedSitemap(): Promise<string> {
  const app = Fastify();
  searchEngineFiles(app, { publicUrl: PUBLIC_URL });
  const response = await app.inject({ method: 'GET', url: '/sitemap.xml' });
  await app.close();
  expect(response.statusCode).toBe(200);
  return response.body;
}

/** xmllint's verdict on a sitemap, offline, against sitemaps.org's schema and XHTML's for the alternates. */
async function validate(xml: string): Promise<{ valid: boolean; output: string }> {
  const file = join(await mkdtemp(join(tmpdir(), 'sitemap-')), 'sitemap.xml');
  await writeFile(file, xml);
  try {
    const { stderr } = await promisify(execFile)('xmllint', [
      '--noout',
      '--nonet',
      '--schema',
      SCHEMA,
      file,
    ]);
    return { valid: true, output: stderr };
  } catch (error) {
    return { valid: false, output: String((error as { stderr?: string }).stderr ?? error) };
  }
}

describe('sitemap.xml', () => {
  it('names each language of a page by its BCP 47 tag, Turkmen as tk, and tm again as x-default', async () => {
    const xml = await servedSitemap();
    const hreflangs = [...xml.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)]
      .slice(0, 4)
      .map((m) => `${m[1]} ${m[2]}`);
    expect(hreflangs).toEqual([
      `tk ${PUBLIC_URL}/?lang=tm`,
      `ru ${PUBLIC_URL}/?lang=ru`,
      `en ${PUBLIC_URL}/?lang=en`,
      `x-default ${PUBLIC_URL}/?lang=tm`,
    ]);
  });

  // Debian's libxml2-utils (.ci/run installs it); the schemas are vendored, xmllint runs offline.
  it.runIf(hasXmllint)(
    'is valid against the sitemaps.org 0.9 schema, its alternates against XHTML’s',
    async () => {
      const verdict = await validate(await servedSitemap());
      expect(verdict.output).toContain('validates');
      expect(verdict.valid).toBe(true);
    },
  );

  it.runIf(hasXmllint)(
    'would fail the schema with an entry the protocol does not know',
    async () => {
      const broken = (await servedSitemap()).replace('<loc>', '<priority>high</priority><loc>');
      const verdict = await validate(broken);
      expect(verdict.valid).toBe(false);
      expect(verdict.output).toContain('priority');
    },
  );
});
