/** Moving a stay to another room or swapping two (staff namespace, key `move`), in the three languages. */
export const ru = {
  menu: 'Перенести в другой номер…',
  title: 'Перенос брони № {{number}} из номера {{room}}',
  section: 'Перенос в другой номер',
  intro:
    'Те же ночи в другом номере. На календаре бронь можно перетащить мышью на строку другого номера. Цена брони не меняется. Заселённые гости переезжают с сегодняшней ночи: прожитые ночи остаются за прежним номером.',
  loading: 'Ищем свободные номера…',
  rooms: 'Свободные номера на эти ночи',
  noRooms: 'Ни один другой номер не свободен на все эти ночи.',
  room: 'Номер {{room}}',
  typeDifference: 'разница в цене за эти ночи: {{difference}} TMT',
  moveTo: 'Перенести в номер {{room}}',
  swaps: 'Обмен номерами с другой бронью',
  noSwaps: 'Нет брони, с которой можно обменяться номерами.',
  stay: '{{guest}}, {{checkin}} — {{checkout}}',
  swap: 'Обменяться',
  swapWith: 'Обменяться номерами с бронью в номере {{room}}: {{guest}}',
  confirmMove: 'Перенести бронь № {{number}} в номер {{room}} ({{type}}) на те же ночи?',
  confirmSwap:
    'Обменять номера: бронь № {{number}} переходит в номер {{room}}, а бронь «{{guest}}» ({{checkin}} — {{checkout}}) — в номер {{own}}?',
  confirmSwapNumbered:
    'Обменять номера: бронь № {{number}} переходит в номер {{room}}, а бронь № {{other}} ({{guest}}, {{checkin}} — {{checkout}}) — в номер {{own}}?',
  priceNote:
    'Тип «{{type}}» стоит на эти ночи {{difference}} TMT по сравнению с забронированным; цена брони не меняется.',
  cannotDrop:
    'Номер {{room}} не может принять бронь № {{number}}: он занят в эти ночи, и обмена с ним нет.',
  declined: 'Бронь не перенесена: не подтверждено.',
  dragHint: 'Перетащите бронь № {{number}} на строку другого номера.',
  overrideTitle: 'Свободные номера, которые не подходят',
  overrideIntro:
    'Перенести сюда может только менеджер, указав причину: она сохранится в истории брони.',
  overrideChoose: 'Выбрать номер {{room}}',
  overrideReason: 'Причина переноса в номер {{room}}',
  overrideSubmit: 'Перенести в номер {{room}}',
};

export const en: typeof ru = {
  menu: 'Move to another room…',
  title: 'Move booking No. {{number}} from room {{room}}',
  section: 'Move to another room',
  intro:
    'The same nights in another room. On the calendar the booking can also be dragged onto another room’s row. The booking keeps its price. Checked-in guests move from tonight: the nights already slept stay with the old room.',
  loading: 'Looking for free rooms…',
  rooms: 'Rooms free for these nights',
  noRooms: 'No other room is free for all these nights.',
  room: 'Room {{room}}',
  typeDifference: 'price difference for these nights: {{difference}} TMT',
  moveTo: 'Move to room {{room}}',
  swaps: 'Swap rooms with another booking',
  noSwaps: 'No booking can trade rooms with this one.',
  stay: '{{guest}}, {{checkin}} – {{checkout}}',
  swap: 'Swap',
  swapWith: 'Swap rooms with the booking in room {{room}}: {{guest}}',
  confirmMove: 'Move booking No. {{number}} to room {{room}} ({{type}}) for the same nights?',
  confirmSwap:
    'Swap rooms: booking No. {{number}} goes to room {{room}}, and the booking of {{guest}} ({{checkin}} – {{checkout}}) to room {{own}}?',
  confirmSwapNumbered:
    'Swap rooms: booking No. {{number}} goes to room {{room}}, and booking No. {{other}} ({{guest}}, {{checkin}} – {{checkout}}) to room {{own}}?',
  priceNote:
    'For these nights the type “{{type}}” costs {{difference}} TMT compared with the one booked; the booking keeps its price.',
  cannotDrop:
    'Room {{room}} cannot take booking No. {{number}}: it is taken on those nights and holds no booking to swap with.',
  declined: 'The booking was not moved: not confirmed.',
  dragHint: 'Drag booking No. {{number}} onto another room’s row.',
  overrideTitle: 'Free rooms that do not fit',
  overrideIntro:
    'Only a manager may move the stay here, saying why: the reason is kept in the booking’s history.',
  overrideChoose: 'Choose room {{room}}',
  overrideReason: 'Why move to room {{room}}',
  overrideSubmit: 'Move to room {{room}}',
};

export const tm: typeof ru = {
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
