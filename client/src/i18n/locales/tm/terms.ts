import type { terms as source } from '../ru/terms';

export const terms: typeof source = {
  title: 'Ýaşaýyş şertleri',
  sections: [
    {
      title: 'Gelmek we gitmek',
      items: [
        'Otagy boşatmak wagty — ýerli wagt bilen 12:00.',
        'Otagy 12:00-dan 18:00-a çenli giç boşatmak bir günüň bahasynyň 50%-i möçberinde tölenýär.',
      ],
    },
    {
      title: 'Ýaşamak üçin töleg',
      items: [
        'Türkmenistanyň raýatlary otagyň bahasynyň 50%-ini manatda töleýärler.',
        'Daşary ýurt raýatlary otagyň bahasynyň 50%-ini ABŞ-nyň dollarynda, şeýle hem her gije üçin 2 ABŞ dollary möçberinde syýahatçylyk ýygymyny töleýärler.',
      ],
    },
    {
      title: 'Çagalary ýerleşdirmek',
      items: [
        '3 ýaşa çenli çagalar ene-atasy bilen goşmaça ýersiz ýerleşdirilende mugt ýaşaýarlar.',
        '3 ýaşdan uly çagalar üçin goşmaça töleg alynýar: Türkmenistanyň raýatlary üçin 120 manat ýa-da daşary ýurt raýatlary üçin gijesine 35 ABŞ dollary.',
      ],
    },
    {
      title: 'Bronlamak',
      items: [
        'Otaglar gelmeli senesinden azyndan 10 gün öň bronlanýar.',
        'Bronlamak üçin tölenen pul yzyna gaýtarylmaýar.',
      ],
    },
    {
      title: 'Ýaşaýyş düzgünleri',
      items: [
        'Görüşe gelýänler myhmanhana 08:00-dan 23:00-a çenli goýberilýär.',
        'Asudalyk wagty — 23:00-dan 08:00-a çenli.',
        'Ertirlik nahar 08:30-dan 10:30-a çenli berilýär.',
      ],
    },
  ],
};
