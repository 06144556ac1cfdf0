import type { seo as source } from './ru';

export const seo: typeof source = {
  siteName: 'Hazar Hotel & Yacht Club',
  home: {
    title: 'Hazar Hotel & Yacht Club on the Caspian Sea, Awaza',
    description:
      'The Hazar hotel and yacht club in the Awaza tourist zone, Türkmenbaşy: sea-view rooms, a restaurant and bar, open-air and indoor pools, bowling and our own marina.',
  },
  rooms: {
    title: 'Rooms and prices — Hazar Hotel, Awaza',
    description:
      'Bright rooms of the Hazar hotel overlooking the Caspian Sea, the parks and the marina: guests per room, prices in manat and booking on the site.',
  },
  room: {
    title: 'Room photos, amenities and prices — Hazar Hotel',
    description:
      'Photos, descriptions, amenities and prices of the rooms of the Hazar hotel and yacht club on the Caspian shore in Awaza.',
  },
  restaurantbar: {
    title: 'Restaurant & bar — Hazar Hotel, Awaza',
    description:
      'Turkmen and European cuisine, fresh Caspian fish, breakfast from 08:30 to 10:30 and a terrace bar overlooking the sea and the marina.',
  },
  services: {
    title: 'Services and leisure — Hazar Hotel, Awaza',
    description:
      'Bowling, table tennis and billiards, arcade games, yacht charter with a skipper, sunset cruises and fishing at the Hazar yacht club.',
  },
  terms: {
    title: 'Terms of stay — Hazar Hotel',
    description:
      'Check-out time, payment for the stay, children, booking and house rules of the Hazar hotel and yacht club in Awaza.',
  },
  gallery: {
    title: 'Gallery — Hazar Hotel & Yacht Club',
    description:
      'The sea, yachts and holidays in Awaza: photos of the Hazar hotel and yacht club on the Caspian shore.',
  },
  login: {
    title: 'Log in or register — Hazar Hotel',
    description:
      'Log in or register to book a room at the Hazar hotel and follow your bookings in your account.',
  },
  notFound: {
    title: 'Page not found — Hazar Hotel',
    description:
      'There is no such page on the Hazar hotel and yacht club site. Go to the home page.',
  },
};
