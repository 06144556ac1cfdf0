import type { RoomTypeView, SiteContacts } from '@hotel/contracts';
import { PUBLIC_PAGES } from '@hotel/contracts/plain';
import { currentLanguage } from '../i18n';
import type { RouterContext } from '../router-context';
import { HOTEL_LOCATION } from '../routes/_public/-home/hotel-location';
import { homeSlideImage } from '../routes/_public/-home/slides';
import { hotelJsonLd } from './hotel-json-ld';
import { pageHead, type JsonLdObject, type PageHead } from './page-head';

/*
 * The public routes' `head()`s: a page's texts in the reader's language (`seo.*`), its path and
 * picture, and the site's origin from the router context. Only the pages sitemap.xml lists may be
 * listed by search engines; the others (/room, /login, the 404) still get a full head for link
 * previews, with `noindex`.
 */

/** Each public page by its texts' key, with its path; the 404 has no address of its own. */
const PAGE_PATHS = {
  home: '/',
  rooms: '/rooms',
  room: '/room',
  restaurantbar: '/restaurantbar',
  services: '/services',
  terms: '/termssettle',
  gallery: '/gallery',
  login: '/login',
  notFound: null,
} as const satisfies Record<string, string | null>;
export type PublicPage = keyof typeof PAGE_PATHS;
export const PUBLIC_PAGE_NAMES = Object.keys(PAGE_PATHS) as PublicPage[];

type HeadContext = Pick<RouterContext, 'i18n' | 'siteOrigin'>;

/** The site's picture where a page has none of its own: the home page's first slide. */
const SITE_IMAGE = homeSlideImage(0);

export interface PublicHeadExtras {
  /** The page's picture for link previews; the site's picture otherwise. */
  image?: string;
  jsonLd?: JsonLdObject[];
  /** What the page shows when the page's own title does not say it (the room a room page shows). */
  subject?: string;
  /** The query naming what the page shows (the room type of a room page), part of its address. */
  search?: Record<string, string>;
}

/** A public page's head in the reader's language. */
export function publicPageHead(
  context: HeadContext,
  page: PublicPage,
  extras: PublicHeadExtras = {},
): PageHead {
  const { i18n, siteOrigin } = context;
  const path = PAGE_PATHS[page];
  return pageHead({
    language: currentLanguage(i18n),
    origin: siteOrigin,
    path: path !== null && extras.search ? `${path}?${new URLSearchParams(extras.search)}` : path,
    // WCAG 2.4.2: a room's page is titled by its room, as its heading is.
    title:
      extras.subject === undefined
        ? i18n.t(`seo.${page}.title`)
        : `${extras.subject} — ${i18n.t('brand.name')}`,
    description: i18n.t(`seo.${page}.description`),
    siteName: i18n.t('seo.siteName'),
    image: extras.image ?? SITE_IMAGE,
    listed: path !== null && (PUBLIC_PAGES as readonly string[]).includes(path),
    jsonLd: extras.jsonLd,
  });
}

/** What a page's loader found for the hotel's JSON-LD; either may be missing (see head-data.ts). */
export interface HotelData {
  contacts?: SiteContacts;
  roomTypes?: readonly RoomTypeView[];
}

/** The hotel's schema.org `Hotel` in the reader's language, from what the loader found. */
export function hotelJsonLdFor(context: HeadContext, data: HotelData): JsonLdObject {
  const { i18n, siteOrigin } = context;
  return hotelJsonLd({
    language: currentLanguage(i18n),
    origin: siteOrigin,
    name: i18n.t('seo.siteName'),
    description: i18n.t('seo.home.description'),
    image: SITE_IMAGE,
    geo: HOTEL_LOCATION,
    contacts: data.contacts,
    roomTypes: data.roomTypes,
  });
}

/** The picture of a room types' page: the first type's first picture, else the site's. */
export const roomTypesImage = (
  roomTypes: readonly RoomTypeView[] | undefined,
): string | undefined => roomTypes?.[0]?.images[0];

/**
 * A guest's own page (the account, a confirmation, an invoice): its title, as the screen titles
 * read (`Screen — Hazar`), and no search engine lists it (robots.txt keeps crawlers out as well).
 */
export function privatePageHead(
  { i18n }: Pick<RouterContext, 'i18n'>,
  screen: string,
): Pick<PageHead, 'meta'> {
  return {
    meta: [
      { title: `${screen} — ${i18n.t('brand.name')}` },
      { name: 'robots', content: 'noindex, nofollow' },
    ],
  };
}
