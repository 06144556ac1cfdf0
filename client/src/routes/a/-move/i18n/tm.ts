import type { move as source } from './ru';

export const move: typeof source = {
  menu: 'Başga otaga geçirmek…',
  title: '№ {{number}} brony {{room}} otagdan geçirmek',
  section: 'Başga otaga geçirmek',
  intro:
    'Şol gijeler başga otagda. Senenamada brony syçan bilen başga otagyň setirine süýräp hem bolýar. Bronuň bahasy üýtgemeýär. Ýerleşen myhmanlar şu gijeden geçýär: geçen gijeler öňki otagda galýar.',
  loading: 'Boş otaglar gözlenýär…',
  rooms: 'Bu gijeler üçin boş otaglar',
  noRooms: 'Bu gijeleriň hemmesine boş başga otag ýok.',
  room: '{{room}} otag',
  typeDifference: 'bu gijeler üçin baha tapawudy: {{difference}} TMT',
  moveTo: '{{room}} otaga geçirmek',
  swaps: 'Başga bron bilen otag çalyşmak',
  noSwaps: 'Bu bron bilen otag çalşyp biljek bron ýok.',
  stay: '{{guest}}, {{checkin}} – {{checkout}}',
  swap: 'Çalyşmak',
  swapWith: '{{room}} otagdaky bron bilen otag çalyşmak: {{guest}}',
  confirmMove: '№ {{number}} brony şol gijeler üçin {{room}} otaga ({{type}}) geçirmelimi?',
  confirmSwap:
    'Otaglary çalyşmak: № {{number}} bron {{room}} otaga, {{guest}} brony ({{checkin}} – {{checkout}}) {{own}} otaga geçýär. Dowam etmelimi?',
  confirmSwapNumbered:
    'Otaglary çalyşmak: № {{number}} bron {{room}} otaga, № {{other}} bron ({{guest}}, {{checkin}} – {{checkout}}) {{own}} otaga geçýär. Dowam etmelimi?',
  priceNote:
    'Bu gijeler üçin «{{type}}» görnüşi bronlanan görnüş bilen deňeşdirilende {{difference}} TMT durýar; bronuň bahasy üýtgemeýär.',
  cannotDrop:
    '{{room}} otag № {{number}} brony kabul edip bilmeýär: bu gijelerde ol eýelenen we onda çalyşmak üçin bron ýok.',
  declined: 'Bron geçirilmedi: tassyklanmady.',
  dragHint: '№ {{number}} brony başga otagyň setirine süýräň.',
  overrideTitle: 'Laýyk gelmeýän boş otaglar',
  overrideIntro:
    'Bu ýere diňe dolandyryjy sebäbini görkezip geçirip biler: sebäp bronuň taryhynda saklanýar.',
  overrideChoose: '{{room}} otagy saýlamak',
  overrideReason: '{{room}} otaga geçirmegiň sebäbi',
  overrideSubmit: '{{room}} otaga geçirmek',
};
