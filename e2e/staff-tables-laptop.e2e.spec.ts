import { STAFF_ROLE_IDS } from '@hotel/contracts';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { stay } from '../test/clock';
import { trpcMutation } from '../services/test/trpc-requests';
import { en, ru, tm } from '../client/src/routes/a/-staff/i18n';
import { BROWSER_LOCALE, startSite } from './browser';
import { loneClosedRoom, paidBooking } from './staff-session';
import { hotelDate, shown, withTimeouts } from './ui';

// The staff tables on a front-desk laptop (1280 px, a 976 px card) hold the hotel's longest
// names without a sideways scroll, in each language; on a wide screen (1920 px) they keep the
// hints a laptop does without: the arrows of the headers that sort, the Edit words.

const { site, browser } = await startSite();
const manager = await site.session(STAFF_ROLE_IDS.manager, 'laptop-manager@example.com');

// A guest and a receptionist with Turkmen double surnames, which their e-mails spell out too.
const GUEST_NAME = 'Ogulgerek Annamuhammedowa-Berdimuhamedowa';
const GUEST_EMAIL = 'ogulgerek.annamuhammedowa-berdimuhamedowa@example.com';
const desk = await site.session(
  STAFF_ROLE_IDS.reception,
  'gulshirin.gurbanmuhammedowa-allaberdiyewa@example.com',
);

/** A request of the receptionist's through the REST API. */
async function atDesk(url: string, payload: object): Promise<void> {
  const res = await site.app.inject({
    method: 'POST',
    url,
    headers: { cookie: desk.cookie },
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
}

// The guest paid online and the desk took the minibar in cash: lines of the bank and of the desk.
const online = await paidBooking(site, GUEST_EMAIL, {
  typeId: 1,
  from: 3,
  nights: 2,
  guestName: GUEST_NAME,
});
await atDesk(`/api/bookings/${online.id}/charges`, { description: 'Minibar', amount: 12.5 });
await atDesk(`/api/bookings/${online.id}/payments`, { method: 'cash', amount: 12.5 });

// The same guest's next stay, taken on the phone: the list names the phone, the desk and the way.
const phoneRoom = await loneClosedRoom(site);
const phone = await trpcMutation(site, desk.cookie, 'staffBookings.create', {
  room_id: phoneRoom.id,
  ...stay(10, 2),
  guests: [{ full_name: GUEST_NAME, passport_serial: 'AS', passport_number: '246810' }],
  email: GUEST_EMAIL,
  phone: '+993 65 444444',
  language: 'ru',
  channel: 'phone',
  payment: { kind: 'reception', method: 'cash' },
});
expect(phone.statusCode, phone.body).toBe(200);

// Two room types with long names, dear prices and a discount on, as a real hotel lists them.
const LONG_TYPES = [
  {
    name: {
      tm: 'Deňze seredýän balkonly iki otagly maşgala lýuksy',
      ru: 'Семейный двухкомнатный люкс с балконом и видом на море',
      en: 'Two-bedroom family suite with a balcony and a sea view',
    },
    status: 0,
  },
  {
    name: {
      tm: 'Prezidentlik lýuksy we hususy terrasaly penthaus',
      ru: 'Президентский люкс-пентхаус с собственной террасой',
      en: 'Presidential penthouse suite with a private terrace',
    },
    status: 1,
  },
];
for (const type of LONG_TYPES) {
  const res = await site.app.inject({
    method: 'PUT',
    url: '/api/a/room-types',
    headers: { cookie: manager.cookie },
    payload: {
      ...type,
      capacity: 6,
      rooms_count: 12,
      room_price: 12_450.5,
      base_occupancy: 4,
      extra_adult_price: 1_250,
      child_price: 650,
      discount: 15,
      discount_status: 1,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const STAFF = { tm, ru, en } as const;
type Language = keyof typeof STAFF;

interface Screen {
  table: string;
  path: string;
  /** The table's box on the screen. */
  box: (page: Page) => Locator;
  /** A cell the seeded data puts in the table: once shown, the table is drawn. */
  seen: string;
  /** The word on the rows' Edit buttons, for a table that has them. */
  edit?: string;
}

/** The tables a front-desk manager reads on a laptop, in `language`. */
function screens(language: Language): Screen[] {
  const texts = STAFF[language];
  const main = (page: Page) => page.locator('main .data-table__scroll');
  const today = hotelDate(0);
  return [
    {
      table: 'bookings',
      path: '/a/bookings',
      box: main,
      seen: String(online.bookNumber),
      edit: texts.bookings.edit,
    },
    {
      table: 'clients',
      path: '/a/clients',
      box: main,
      seen: GUEST_EMAIL,
      edit: texts.clients.edit,
    },
    {
      table: 'ledger lines',
      path: `/a/ledger?from=${today}&to=${today}`,
      box: (page) =>
        page
          .getByRole('region', { name: texts.ledger.lines, exact: true })
          .locator('.data-table__scroll'),
      seen: desk.email,
    },
    {
      table: 'room types',
      path: '/a/rooms/types',
      box: main,
      seen: LONG_TYPES[0]?.name[language] ?? '',
      edit: texts.roomTypes.edit,
    },
  ];
}

/**
 * Opens each screen as the manager, `width` px wide in `language`, and gives what `check` finds
 * wrong with its table once its seeded row is shown (the table's name first).
 */
async function faultsOfTables(
  language: Language,
  width: number,
  check: (box: Locator, screen: Screen) => Promise<string[]>,
): Promise<string[]> {
  const context = withTimeouts(
    await browser.newContext({ locale: BROWSER_LOCALE, viewport: { width, height: 800 } }),
  );
  await context.addCookies([{ name: 'hotel_session', value: manager.token, url: site.baseUrl }]);
  await context.addInitScript(
    (chosen) => localStorage.setItem('preferredLanguage', chosen),
    language,
  );
  const faults: string[] = [];
  try {
    const page = await context.newPage();
    for (const screen of screens(language)) {
      await page.goto(`${site.baseUrl}${screen.path}`);
      const box = screen.box(page);
      await shown(box.getByRole('cell', { name: screen.seen, exact: true }).first());
      for (const fault of await check(box, screen)) faults.push(`${screen.table}: ${fault}`);
    }
  } finally {
    await context.close();
  }
  return faults;
}

/** A table wider than its box: the manager would scroll it sideways. */
async function scrolls(box: Locator): Promise<string[]> {
  const { table, width } = await box.evaluate((scroll) => ({
    table: scroll.scrollWidth,
    width: scroll.clientWidth,
  }));
  return table > width ? [`${table} px wide in a ${width} px box`] : [];
}

/** A table wider than its box, or a screen wider than the window (its controls past the edge). */
async function scrollsOrSpills(box: Locator): Promise<string[]> {
  const { page, window } = await box.page().evaluate(() => ({
    page: document.documentElement.scrollWidth,
    window: document.documentElement.clientWidth,
  }));
  const spills = page > window ? [`the screen is ${page} px wide in a ${window} px window`] : [];
  return [...(await scrolls(box)), ...spills];
}

describe.each(['tm', 'ru', 'en'] as const)('the staff tables in %s', (language) => {
  it(
    'fit a laptop’s 1280 px: no table holding long names, nor its screen, scrolls sideways',
    { timeout: 90_000 },
    async () => {
      expect(await faultsOfTables(language, 1280, scrollsOrSpills)).toEqual([]);
    },
  );

  it(
    'keep the sort arrows and the Edit words at 1920 px, and still fit',
    { timeout: 90_000 },
    async () => {
      const faults = await faultsOfTables(language, 1920, async (box, { edit }) => [
        ...(await scrolls(box)),
        ...((await box.locator('.data-table__sortable').first().isVisible())
          ? []
          : ['no arrow says a header sorts']),
        ...(edit === undefined || (await box.getByText(edit, { exact: true }).first().isVisible())
          ? []
          : [`no "${edit}" on the rows' buttons`]),
      ]);
      expect(faults).toEqual([]);
    },
  );
});
