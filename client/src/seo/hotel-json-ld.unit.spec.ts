import type { RoomTypeView, SiteContacts } from '@hotel/contracts';
import { describe, expect, it } from 'vitest';
import { at } from '../../../test/clock';
import { hotelJsonLd, type HotelFacts } from './hotel-json-ld';
import { jsonLdScript } from './page-head';

const ORIGIN = 'https://hazar.example';

const CONTACTS: SiteContacts = {
  phones: ['+993 243 4-12-20', '+993 243 4-12-21'],
  fax: '+993 243 4-12-25',
  email: 'info@hazar.example',
  address: { tm: 'Türkmenbaşy, «Awaza»', ru: 'г. Туркменбаши, «Аваза»', en: 'Awaza, Türkmenbaşy' },
};

const roomType = (
  id: number,
  price: number,
  overrides: Partial<RoomTypeView> = {},
): RoomTypeView => ({
  id,
  name: { tm: `Otag ${id}`, ru: `Номер ${id}`, en: `Room ${id}` },
  description: { tm: 'Deňze bakýar', ru: 'С видом на море', en: 'Sea view' },
  images: [`/images/rooms/${id}-1.svg`, `/images/rooms/${id}-2.svg`],
  capacity: 2,
  rooms_count: 4,
  price,
  booking_price: 50,
  discount: 0,
  discount_status: 0,
  status: 1,
  usd_price: null,
  updated_at: at(0, '10:00'),
  base_occupancy: 2,
  extra_adult_price: 0,
  child_price: 0,
  ...overrides,
});

const facts = (overrides: Partial<HotelFacts> = {}): HotelFacts => ({
  language: 'en',
  origin: ORIGIN,
  name: 'Hazar Hotel & Yacht Club',
  description: 'A hotel and yacht club on the Caspian shore.',
  image: '/images/slides/home-1.svg',
  geo: { latitude: 40.018, longitude: 52.885 },
  contacts: CONTACTS,
  roomTypes: [roomType(1, 1500.5), roomType(3, 2400)],
  ...overrides,
});

/** The JSON-LD as a search engine reads it: the script's text, parsed. */
const parsed = (value: HotelFacts): Record<string, unknown> =>
  JSON.parse(jsonLdScript(hotelJsonLd(value)).children) as Record<string, unknown>;

describe('the hotel’s JSON-LD', () => {
  it('is a schema.org Hotel with its name, description, address in the page’s language and its place', () => {
    const hotel = parsed(facts({ language: 'ru' }));
    expect(hotel).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Hotel',
      '@id': `${ORIGIN}/#hotel`,
      name: 'Hazar Hotel & Yacht Club',
      url: `${ORIGIN}/?lang=ru`,
      image: `${ORIGIN}/images/slides/home-1.svg`,
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'г. Туркменбаши, «Аваза»',
        addressCountry: 'TM',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 40.018, longitude: 52.885 },
      checkinTime: '14:00',
      checkoutTime: '12:00',
    });
  });

  it('gives the configured phones, fax and e-mail', () => {
    expect(parsed(facts())).toMatchObject({
      telephone: ['+993 243 4-12-20', '+993 243 4-12-21'],
      faxNumber: '+993 243 4-12-25',
      email: 'info@hazar.example',
    });
  });

  it('gives one phone as a single value, and no fax where the hotel has none', () => {
    const hotel = parsed(
      facts({ contacts: { ...CONTACTS, phones: ['+993 243 4-12-20'], fax: null } }),
    );
    expect(hotel.telephone).toBe('+993 243 4-12-20');
    expect(hotel).not.toHaveProperty('faxNumber');
  });

  it('holds each room type as a HotelRoom with its page, pictures and guests', () => {
    const hotel = parsed(facts());
    expect(hotel.containsPlace).toEqual([
      {
        '@type': 'HotelRoom',
        '@id': `${ORIGIN}/room?type=1`,
        name: 'Room 1',
        description: 'Sea view',
        image: [`${ORIGIN}/images/rooms/1-1.svg`, `${ORIGIN}/images/rooms/1-2.svg`],
        occupancy: { '@type': 'QuantitativeValue', maxValue: 2 },
      },
      expect.objectContaining({
        '@type': 'HotelRoom',
        '@id': `${ORIGIN}/room?type=3`,
        name: 'Room 3',
      }),
    ]);
  });

  it('offers each room type at its price per night in TMT, with two decimals', () => {
    const hotel = parsed(facts({ language: 'tm' }));
    expect(hotel.makesOffer).toEqual([
      {
        '@type': 'Offer',
        name: 'Otag 1',
        url: `${ORIGIN}/room?type=1&lang=tm`,
        itemOffered: { '@id': `${ORIGIN}/room?type=1` },
        price: '1500.50',
        priceCurrency: 'TMT',
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          price: '1500.50',
          priceCurrency: 'TMT',
          unitCode: 'DAY',
        },
      },
      expect.objectContaining({
        price: '2400.00',
        priceCurrency: 'TMT',
        itemOffered: { '@id': `${ORIGIN}/room?type=3` },
      }),
    ]);
  });

  it('offers no price for a room type the site shows without one (0)', () => {
    const hotel = parsed(facts({ roomTypes: [roomType(1, 0), roomType(2, 900)] }));
    expect(hotel.containsPlace).toHaveLength(2);
    expect(hotel.makesOffer).toEqual([
      expect.objectContaining({ itemOffered: { '@id': `${ORIGIN}/room?type=2` } }),
    ]);
  });

  it('leaves out what the loader could not get: the contacts, the room types', () => {
    const hotel = parsed(facts({ contacts: undefined, roomTypes: undefined }));
    expect(hotel['@type']).toBe('Hotel');
    for (const key of ['address', 'telephone', 'email', 'containsPlace', 'makesOffer'])
      expect(hotel).not.toHaveProperty(key);
  });
});
