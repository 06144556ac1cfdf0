import type { pages as source } from '../ru/pages';

export const pages: typeof source = {
  services: {
    title: 'Services',
    intro: 'Entertainment for adults and children, whatever the weather.',
    slideAlt: 'Hotel services, slide {{n}}',
    blocks: [
      {
        title: 'Bowling',
        text: 'Modern lanes for friendly tournaments and family fun. Shoes and balls are provided.',
      },
      {
        title: 'Table tennis & billiards',
        text: 'Table tennis, Russian billiards and pool in a spacious games hall.',
      },
      { title: 'Arcade games', text: 'Arcade machines and simulators for children and adults.' },
      {
        title: 'Yacht club services',
        text: 'Yacht charter with a skipper, sunset cruises, fishing and berths for your own boat.',
      },
    ],
  },
  restaurant: {
    title: 'Restaurant & bar',
    slideAlt: 'Restaurant and bar, slide {{n}}',
    restaurant: {
      title: 'Restaurant',
      text: 'Turkmen and European cuisine, fresh Caspian fish and pastries from our own bakery. Breakfast is served from 08:30 to 10:30.',
    },
    bar: {
      title: 'Bar',
      text: 'Light cocktails, fresh juices and coffee on a terrace overlooking the sea and the marina.',
    },
  },
  gallery: {
    title: 'Gallery',
    intro: 'The sea, yachts and holidays in Awaza.',
    imageAlt: 'Photo {{n}}',
  },
};
