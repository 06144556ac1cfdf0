import type { home as source } from './ru';

export const home: typeof source = {
  slides: [
    {
      title: 'Hazar myhmanhanasyna hoş geldiňiz',
      text: 'Hazar deňziniň kenaryndaky myhmanhana we ýahta kluby',
    },
    {
      title: 'Deňiz iki ädim aralykda',
      text: 'Öz kenarýakamyz, howuzlar we Awazanyň üstündäki gün ýaşyşlary',
    },
    {
      title: 'Ýelken astynda',
      text: 'Bütin maşgala üçin ýahta gezelençleri we deňiz başdan geçirmeleri',
    },
  ],
  slidesLabel: 'Garşylaýyş slaýdlary',
  tiles: { rooms: 'Otaglar', restaurantbar: 'Restoran we bar', rest: 'Dynç alyş' },
  always: {
    title: 'Elmydama siziň üçin',
    breakfast: {
      title: 'Mugt ertirlik naharlary',
      text: 'Her gün irden 08:30-dan 10:30-a çenli şwed stoly.',
    },
    wifi: { title: 'Mugt Wi-Fi', text: 'Otaglarda we ähli çäkde çalt internet.' },
    pool: { title: 'Howuz', text: 'Açyk we ýapyk howuzlar — ýylyň islendik paslynda suwa düşüň.' },
    yachts: {
      title: 'Ýahtalar',
      text: 'Tejribeli kapitan bilen klubuň ýahtalarynda deňiz gezelençleri.',
    },
  },
  about: {
    title: 'Myhmanhana barada',
    tabs: {
      about: 'Myhmanhana barada',
      location: 'Ýerleşýän ýeri',
      reviews: 'Biz barada teswirler',
    },
    imageAlt: 'Deňiz kenaryndaky myhmanhananyň binasy',
    text: 'Hazar — Hazar deňziniň kenarynda, «Awaza» syýahatçylyk zolagynda ýerleşýän myhmanhana we ýahta kluby. Myhmanlaryň hyzmatynda deňze bakýan amatly otaglar, restoran we bar, açyk we ýapyk howuzlar, bouling hem-de öz ýahta duralgamyz bar.',
    text2:
      'Myhmanlary ýylyň dowamynda garşylaýarys: tomusda — kenarýaka we deňiz gezelençleri, gyşda — ýyly howuz we kenaryň asudalygy.',
    mapTitle: 'Karta: Awaza, Türkmenbaşy',
    openMap: 'Kartany açmak',
  },
  reviews: {
    rating: 'Umumy baha',
    reviewsCount: '{{count}} teswir',
    ratingsCount: '{{count}} baha',
    stars: 'Baha: 5-den {{value}}',
    prompt: 'Myhmanhanamyza baha beriň',
    rateAction: '{{value}} baha bermek',
    write: 'Teswir ýazmak',
    form: {
      title: 'Siziň teswiriňiz',
      rating: 'Siziň bahaňyz',
      author: 'Adyňyz',
      text: 'Dynç alşyňyz barada gürrüň beriň',
      textHint:
        '{{min}}-den {{max}} nyşana çenli; teswir administrator barlandan soň saýtda peýda bolar.',
      send: 'Teswiri ibermek',
      sending: 'Iberilýär…',
      cancel: 'Ýatyr',
    },
    signIn: {
      title: 'Teswir ýazmak',
      text: 'Teswirleri myhmanlarymyz ýazýar: ulgama giriň ýa-da hasaba duruň, soňra öz teswiriňizi ýazyň.',
      login: 'Girmek ýa-da hasaba durmak',
    },
    guestsLoadFailed: 'Myhmanlaryň teswirlerini ýükläp bolmady.',
    items: [
      {
        author: 'Aýna',
        text: 'Ajaýyp myhmanhana, arassa deňiz we örän sypaýy işgärler. Hökman gaýdyp geleris!',
      },
      {
        author: 'Dmitriý',
        text: 'Ertirlik naharlary we otagdan görünýän manzara ajaýyp. Ýahtada gezelenç syýahatymyzyň iň gowy pursaty boldy.',
      },
      {
        author: 'Mergen',
        text: 'Ýerleşişi amatly, gijelerine asuda. Howuz birneme uzak işläp bilerdi.',
      },
    ],
  },
};
