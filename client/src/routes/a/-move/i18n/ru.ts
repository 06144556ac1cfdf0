/** Moving a stay to another room or swapping two (staff namespace, key `move`). Russian is the source whose shape en.ts and tm.ts follow. */
export const move = {
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
