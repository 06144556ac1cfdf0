import type { a11y as source } from '../ru/a11y';

export const a11y: typeof source = {
  titles: {
    home: 'Baş sahypa',
    rooms: 'Otaglar',
    room: 'Otag',
    gallery: 'Galereýa',
    services: 'Hyzmatlar',
    restaurantbar: 'Restoran we bar',
    terms: 'Ýaşaýyş şertleri',
    login: 'Giriş',
    profile: 'Şahsy otag',
    confirmation: 'Bronlamanyň tassyklamasy',
    verifyEmail: 'E-poçtany tassyklamak',
    passwordReset: 'Täze açar söz',
    notFound: 'Sahypa tapylmady',
    staff: 'Işgärler bölümi',
  },
  carousel: {
    carousel: 'karusel',
    slideRole: 'slaýd',
    pause: 'Slaýdlary saklamak',
    play: 'Slaýdlary işletmek',
    goTo: '{{n}}. slaýda geçmek',
    slide: 'Slaýd {{n}} / {{total}}',
  },
};
