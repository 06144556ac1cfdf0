import { gzipSync } from 'node:zlib';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  context,
  logInAsStaff,
  openContext as openStaffContext,
  page,
  site,
  TEXTS,
  type Language,
} from './staff-bookings-setup';
import { shown } from './ui';

/** Every script and stylesheet the page downloaded, by URL, once their bodies are in. */
let downloaded: Map<string, Buffer>;
let bodies: Promise<void>[];

/** What the pages downloaded so far, bodies included. */
async function downloads(): Promise<Map<string, Buffer>> {
  await Promise.all(bodies);
  return downloaded;
}

/** Opens the test's context, its page recording what it downloads. */
async function openContext(language: Language | 'tm'): Promise<void> {
  await openStaffContext(language);
  page.on('response', (response) => {
    const url = response.url();
    if (!/\.(js|css)$/.test(new URL(url).pathname)) return;
    bodies.push(
      response.body().then(
        (body) => void downloaded.set(url, body),
        // A response whose body is gone (a cancelled preload) was not downloaded.
        () => undefined,
      ),
    );
  });
}

beforeEach(() => {
  downloaded = new Map();
  bodies = [];
});

describe('the staff area’s guard and not-found screen', () => {
  it('shows the 404 screen inside the staff layout for an unknown /a path', async () => {
    await openContext('en');
    await logInAsStaff(TEXTS.en);

    await page.goto(`${site.baseUrl}/a/no-such-screen`);

    await shown(page.getByRole('heading', { name: 'Страница не найдена' }));
    await shown(page.getByRole('link', { name: TEXTS.en.bookings }));
  });

  it.each([
    ['an anonymous visitor', null],
    ['a guest', 1],
  ] as const)(
    'sends %s from /a/bookings to the 404 screen without downloading the staff area',
    async (_who, role) => {
      await openContext('en');
      if (role !== null) {
        const { token } = await site.session(role);
        await context.addCookies([{ name: 'hotel_session', value: token, url: site.baseUrl }]);
      }

      await page.goto(`${site.baseUrl}/a/bookings`);

      await page.waitForURL(`${site.baseUrl}/404`);
      await shown(page.getByRole('heading', { name: 'Страница не найдена' }));
      expect(await page.getByRole('link', { name: TEXTS.en.bookings }).count()).toBe(0);
      await page.waitForLoadState('networkidle');
      expect(staffCode([...(await downloads()).values()])).toEqual([]);
    },
  );
});

/** Text only the staff area's code holds: its layout's class, its table library, its texts. */
const STAFF_MARKERS = ['staff-shell', 'getPaginationRowModel', 'pendingNote'];

/** The staff markers found in the given files. */
function staffCode(files: readonly Buffer[]): string[] {
  return STAFF_MARKERS.filter((marker) => files.some((file) => file.includes(marker)));
}

describe('the public pages’ built code', () => {
  it(
    'holds nothing of the staff area, which comes in chunks of its own',
    { timeout: 60_000 },
    async () => {
      await openContext('en');
      for (const path of [
        '/',
        '/rooms',
        '/room?type=1',
        '/gallery',
        '/services',
        '/restaurantbar',
        '/termssettle',
        '/login',
        '/a/bookings',
      ]) {
        await page.goto(`${site.baseUrl}${path}`);
        await page.waitForLoadState('networkidle');
      }
      const guestFiles = new Map(await downloads());
      expect(staffCode([...guestFiles.values()])).toEqual([]);
      await context.close();

      downloaded = new Map();
      bodies = [];
      await openContext('en');
      await logInAsStaff(TEXTS.en);
      await shown(page.getByRole('heading', { level: 1, name: TEXTS.en.bookings }));
      await page.waitForLoadState('networkidle');
      const staffOnly = [...(await downloads())].filter(([url]) => !guestFiles.has(url));
      expect(staffCode(staffOnly.map(([, body]) => body))).toEqual(STAFF_MARKERS);

      // A figure for the note, not a pass/fail threshold.
      const gzipped = staffOnly.reduce((sum, [, body]) => sum + gzipSync(body).length, 0);
      console.log(
        `staff chunks: ${staffOnly.length} files, ${(gzipped / 1024).toFixed(1)} KiB gzip`,
      );
    },
  );
});
