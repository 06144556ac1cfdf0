import type { pages as source } from '../ru/pages';

export const pages: typeof source = {
  services: {
    title: 'Hyzmatlar',
    intro: 'Uly adamlar we çagalar üçin güýmenjeler — islendik howada.',
    slideAlt: 'Myhmanhananyň hyzmatlary, slaýd {{n}}',
    blocks: [
      {
        title: 'Bouling',
        text: 'Dostlukly ýaryşlar we maşgala dynç alşy üçin döwrebap bouling ýodajyklary. Aýakgaplar we şarlar berilýär.',
      },
      {
        title: 'Stol tennisi we bilýard',
        text: 'Giň oýun zalynda stol tennisi, rus bilýardy we pul.',
      },
      {
        title: 'Oýun awtomatlary',
        text: 'Çagalar we uly adamlar üçin arkada oýunlary we simulýatorlar.',
      },
      {
        title: 'Ýahta klubunyň hyzmatlary',
        text: 'Kapitan bilen ýahta kärendesi, gün ýaşyşynda deňiz gezelençleri, balyk tutmak we öz gämiňiz üçin duralga.',
      },
    ],
  },
  restaurant: {
    title: 'Restoran we bar',
    slideAlt: 'Restoran we bar, slaýd {{n}}',
    restaurant: {
      title: 'Restoran',
      text: 'Türkmen we Ýewropa tagamlary, Hazaryň täze balygy we öz çörekhanamyzyň önümleri. Ertirlik nahar 08:30-dan 10:30-a çenli berilýär.',
    },
    bar: {
      title: 'Bar',
      text: 'Deňze we ýahta duralgasyna bakýan eýwanda ýeňil kokteýller, täze sykylan şireler we kofe.',
    },
  },
  gallery: {
    title: 'Galereýa',
    intro: 'Deňiz, ýahtalar we Awazada dynç alyş.',
    imageAlt: 'Surat {{n}}',
  },
};
