import type { home as source } from './ru';

export const home: typeof source = {
  slides: [
    { title: 'Welcome to Hazar', text: 'A hotel and yacht club on the Caspian shore' },
    { title: 'The sea is steps away', text: 'A private beach, pools and sunsets over Awaza' },
    { title: 'Under sail', text: 'Yacht trips and sea adventures for the whole family' },
  ],
  slidesLabel: 'Welcome slides',
  tiles: { rooms: 'Rooms', restaurantbar: 'Restaurant & bar', rest: 'Rest' },
  always: {
    title: 'Always for you',
    breakfast: { title: 'Free breakfasts', text: 'A buffet every morning from 08:30 to 10:30.' },
    wifi: { title: 'Free Wi-Fi', text: 'Fast internet in the rooms and all over the grounds.' },
    pool: { title: 'Swimming pool', text: 'Open-air and indoor pools for a swim in any season.' },
    yachts: { title: 'Yachts', text: 'Sea trips on the club yachts with an experienced skipper.' },
  },
  about: {
    title: 'About the hotel',
    tabs: { about: 'About the hotel', location: 'Location', reviews: 'Reviews' },
    imageAlt: 'The hotel building by the sea',
    text: 'Hazar is a hotel and yacht club in the Awaza tourist zone on the Caspian coast. Guests enjoy cosy sea-view rooms, a restaurant and bar, open-air and indoor pools, bowling and our own marina.',
    text2:
      'We welcome guests all year round: the beach and sea trips in summer, a warm pool and the quiet of the coast in winter.',
    mapTitle: 'Map: Awaza, Türkmenbaşy',
    openMap: 'Open the map',
  },
  reviews: {
    rating: 'Overall rating',
    reviewsCount: '{{count}} reviews',
    ratingsCount: '{{count}} ratings',
    stars: 'Rating: {{value}} of 5',
    prompt: 'Rate our hotel',
    rateAction: 'Give {{value}}',
    write: 'Write a review',
    form: {
      title: 'Your review',
      rating: 'Your rating',
      author: 'Your first name',
      text: 'Tell us about your stay',
      textHint:
        'From {{min}} to {{max}} characters; the review appears on the site after the hotel has checked it.',
      send: 'Send the review',
      sending: 'Sending…',
      cancel: 'Cancel',
    },
    signIn: {
      title: 'Write a review',
      text: 'Reviews are written by our guests: log in or register, then write yours.',
      login: 'Log in or register',
    },
    guestsLoadFailed: 'Guests’ reviews could not be loaded.',
    items: [
      {
        author: 'Aýna',
        text: 'A wonderful hotel, a clean sea and very polite staff. We will definitely come back!',
      },
      {
        author: 'Dmitry',
        text: 'Great breakfasts and a lovely view from the room. The yacht trip was the highlight of our stay.',
      },
      {
        author: 'Mergen',
        text: 'Convenient location and quiet nights. The pool could stay open a little longer.',
      },
    ],
  },
};
