import type { seo as source } from './ru';

export const seo: typeof source = {
  siteName: 'Hazar myhmanhanasy we ýahta kluby',
  home: {
    title: 'Hazar myhmanhanasy we ýahta kluby — Awaza, Hazar deňzi',
    description:
      'Türkmenbaşydaky «Awaza» syýahatçylyk zolagynda Hazar myhmanhanasy we ýahta kluby: deňze bakýan otaglar, restoran we bar, açyk we ýapyk howuzlar, bouling we öz ýahta duralgamyz.',
  },
  rooms: {
    title: 'Otaglar we bahalar — Hazar myhmanhanasy, Awaza',
    description:
      'Hazar deňzine, seýilgählere we ýahta duralgasyna bakýan ýagty otaglar: myhmanlaryň sany, manatdaky bahalar we saýtda bronlamak.',
  },
  room: {
    title: 'Otag: suratlar, amatlyklar we bahalar — Hazar myhmanhanasy',
    description:
      'Awazada, Hazar deňziniň kenaryndaky Hazar myhmanhanasynyň we ýahta klubunyň otaglarynyň suratlary, beýany, amatlyklary we bahalary.',
  },
  restaurantbar: {
    title: 'Restoran we bar — Hazar myhmanhanasy, Awaza',
    description:
      'Türkmen we Ýewropa tagamlary, Hazaryň täze balygy, 08:30-dan 10:30-a çenli ertirlik nahar we deňze hem ýahta duralgasyna bakýan eýwandaky bar.',
  },
  services: {
    title: 'Hyzmatlar we güýmenjeler — Hazar myhmanhanasy, Awaza',
    description:
      'Bouling, stol tennisi we bilýard, oýun awtomatlary, kapitan bilen ýahta kärendesi, gün ýaşyşynda deňiz gezelençleri we balyk tutmak.',
  },
  terms: {
    title: 'Ýaşaýyş şertleri — Hazar myhmanhanasy',
    description:
      'Awazadaky Hazar myhmanhanasynda we ýahta klubunda gitmek wagty, ýaşaýyş üçin töleg, çagalary ýerleşdirmek, bronlamak we ýaşaýyş düzgünleri.',
  },
  gallery: {
    title: 'Galereýa — Hazar myhmanhanasy we ýahta kluby',
    description:
      'Deňiz, ýahtalar we Awazada dynç alyş: Hazar deňziniň kenaryndaky Hazar myhmanhanasynyň we ýahta klubunyň suratlary.',
  },
  login: {
    title: 'Giriş we hasaba durmak — Hazar myhmanhanasy',
    description:
      'Hazar myhmanhanasynda otag bronlamak we bronlamalaryňyzy şahsy otagyňyzda yzarlamak üçin ulgama giriň ýa-da hasaba duruň.',
  },
  notFound: {
    title: 'Sahypa tapylmady — Hazar myhmanhanasy',
    description:
      'Hazar myhmanhanasynyň we ýahta klubunyň saýtynda beýle sahypa ýok. Baş sahypa geçiň.',
  },
};
