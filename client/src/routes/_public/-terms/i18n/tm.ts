import type { terms as source } from './ru';

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
        '{{paidOnline}}',
        'Türkmenistanyň raýatlary ýaşaýyş üçin manatda töleýärler.',
        'Daşary ýurt raýatlary ýaşaýyş üçin ABŞ-nyň dollarynda, şeýle hem her gije üçin 2 ABŞ dollary möçberinde syýahatçylyk ýygymyny töleýärler.',
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
      items: ['{{closes}}', '{{refund}}'],
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
  // A Turkmen noun after a number stays singular: every form reads the same.
  rules: {
    closes_zero: 'Otaglary gelmeli güne çenli onlaýn bronlap bolýar.',
    closes_one: 'Otaglar gelmeli senesinden azyndan {{count}} gün öň bronlanýar.',
    closes_few: 'Otaglar gelmeli senesinden azyndan {{count}} gün öň bronlanýar.',
    closes_many: 'Otaglar gelmeli senesinden azyndan {{count}} gün öň bronlanýar.',
    closes_other: 'Otaglar gelmeli senesinden azyndan {{count}} gün öň bronlanýar.',
    paidOnline:
      'Onlaýn bronlananda ýaşaýşyň bahasynyň {{share}}%-i bankyň sahypasynda tölenýär, galany gelende tölenýär.',
    paidOnlineAll: 'Onlaýn bronlananda ýaşaýşyň bahasy bankyň sahypasynda doly tölenýär.',
    paidAtArrival: 'Ýaşaýşyň bahasy gelende tölenýär; onlaýn diňe bronlamak üçin töleg tölenýär.',
    noRefund: 'Bronlamak üçin tölenen pul yzyna gaýtarylmaýar.',
    refundShare:
      'Bron gelmezden öň ýatyrylanda otag üçin tölegiň {{percent}}%-i yzyna gaýtarylýar; bronlamak üçin töleg gaýtarylmaýar.',
    refundAll:
      'Bron gelmezden öň ýatyrylanda otag üçin töleg doly yzyna gaýtarylýar; bronlamak üçin töleg gaýtarylmaýar.',
  },
};
