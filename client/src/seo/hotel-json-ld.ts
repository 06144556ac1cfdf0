import type { Language, RoomTypeView, SiteContacts } from '@hotel/contracts';
import {
  CHECKIN_TIME,
  CHECKOUT_TIME,
  pageUrl,
  tengeText,
  tmtToTenge,
} from '@hotel/contracts/plain';
import { absoluteUrl, type JsonLdObject } from './page-head';

/** What the site knows of the hotel, for schema.org's `Hotel`; what is missing is left out. */
export interface HotelFacts {
  language: Language;
  /** The site's origin, without a trailing slash. */
  origin: string;
  name: string;
  description: string;
  /** The hotel's picture: a path on the site or an absolute URL. */
  image: string;
  geo?: { latitude: number; longitude: number };
  /** The contacts the server is configured with (`site.contacts`). */
  contacts?: SiteContacts;
  /** The room types the site lists (`catalog.roomTypes`). */
  roomTypes?: readonly RoomTypeView[];
}

/**
 * The hotel as schema.org's `Hotel` in JSON-LD: its name, address, phones, e-mail, place and
 * check-in and check-out times, each room type as a `HotelRoom` it contains and the price per
 * night of each as an `Offer` in TMT — the price the room list shows, undiscounted.
 */
export function hotelJsonLd(facts: HotelFacts): JsonLdObject {
  const { language, origin, contacts, geo, roomTypes = [] } = facts;
  const offers = roomTypes.flatMap((type) => {
    const price = priceText(type);
    return price === null ? [] : [offer(type, price, facts)];
  });
  return {
    '@context': 'https://schema.org',
    '@type': 'Hotel',
    '@id': `${origin}/#hotel`,
    name: facts.name,
    description: facts.description,
    url: pageUrl(origin, '/', language),
    image: absoluteUrl(origin, facts.image),
    ...(contacts ? contactFields(contacts, language) : {}),
    ...(geo
      ? { geo: { '@type': 'GeoCoordinates', latitude: geo.latitude, longitude: geo.longitude } }
      : {}),
    checkinTime: CHECKIN_TIME,
    checkoutTime: CHECKOUT_TIME,
    ...(roomTypes.length > 0
      ? { containsPlace: roomTypes.map((type) => hotelRoom(type, facts)) }
      : {}),
    ...(offers.length > 0 ? { makesOffer: offers } : {}),
  };
}

function contactFields(contacts: SiteContacts, language: Language): JsonLdObject {
  const [phone, ...more] = contacts.phones;
  return {
    // The address is one line per language, as configured: no street, town or postcode apart.
    address: {
      '@type': 'PostalAddress',
      streetAddress: contacts.address[language],
      addressCountry: 'TM',
    },
    ...(phone === undefined ? {} : { telephone: more.length > 0 ? contacts.phones : phone }),
    ...(contacts.fax === null ? {} : { faxNumber: contacts.fax }),
    email: contacts.email,
  };
}

/** A room type's page (the room cards' links). */
const roomPath = (type: RoomTypeView) => `/room?type=${type.id}`;
const roomId = (origin: string, type: RoomTypeView) => `${origin}${roomPath(type)}`;

function hotelRoom(type: RoomTypeView, { language, origin }: HotelFacts): JsonLdObject {
  return {
    '@type': 'HotelRoom',
    '@id': roomId(origin, type),
    name: type.name[language],
    description: type.description[language],
    image: type.images.map((image) => absoluteUrl(origin, image)),
    occupancy: { '@type': 'QuantitativeValue', maxValue: type.capacity },
  };
}

/** The price per night as schema.org wants it, `1500.00`; null where the site shows none (0). */
function priceText(type: RoomTypeView): string | null {
  const tenge = tmtToTenge(type.price);
  return tenge === null || tenge <= 0 ? null : tengeText(tenge);
}

function offer(type: RoomTypeView, price: string, { language, origin }: HotelFacts): JsonLdObject {
  return {
    '@type': 'Offer',
    name: type.name[language],
    url: pageUrl(origin, roomPath(type), language),
    itemOffered: { '@id': roomId(origin, type) },
    price,
    priceCurrency: 'TMT',
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      price,
      priceCurrency: 'TMT',
      unitCode: 'DAY',
    },
  };
}
