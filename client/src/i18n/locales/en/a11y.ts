import type { a11y as source } from '../ru/a11y';

export const a11y: typeof source = {
  titles: {
    home: 'Home',
    rooms: 'Rooms',
    room: 'Room',
    gallery: 'Gallery',
    services: 'Services',
    restaurantbar: 'Restaurant & bar',
    terms: 'Terms of stay',
    login: 'Log in',
    profile: 'Account',
    confirmation: 'Booking confirmation',
    verifyEmail: 'E-mail confirmation',
    passwordReset: 'New password',
    notFound: 'Page not found',
    staff: 'Staff area',
  },
  carousel: {
    carousel: 'carousel',
    slideRole: 'slide',
    pause: 'Pause slides',
    play: 'Play slides',
    goTo: 'Go to slide {{n}}',
    slide: 'Slide {{n}} of {{total}}',
  },
};
