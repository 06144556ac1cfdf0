/** The Calendar feeds screen's texts (staff namespace, key `feeds`), in the three languages. */
export const ru = {
  title: 'Календарные ленты',
  intro:
    'Адреса лент iCalendar для менеджеров каналов и онлайн-агентств: у номера — его занятые ночи, у типа номера — ночи, когда заняты все номера этого типа. Адрес содержит секрет: давайте его только своим каналам, а если он попал не туда — замените.',
  rooms: 'Номера',
  roomTypes: 'Типы номеров',
  empty: 'Нет ни одного номера.',
  column: { name: 'Название', url: 'Адрес ленты', since: 'Адрес создан', actions: 'Действия' },
  roomName: 'Номер {{number}}',
  urlLabel: 'Адрес ленты: {{name}}',
  copy: 'Копировать',
  copyLabel: 'Копировать адрес ленты: {{name}}',
  copied: 'Адрес скопирован',
  copyFailed: 'Не удалось скопировать: выделите адрес и скопируйте вручную',
  rotate: 'Заменить адрес',
  rotateLabel: 'Заменить адрес ленты: {{name}}',
  rotateConfirm:
    'Заменить адрес ленты «{{name}}»? Старый адрес сразу перестанет работать, и каналы, которые его используют, нужно будет обновить.',
};

export const en: typeof ru = {
  title: 'Calendar feeds',
  intro:
    "iCalendar feed addresses for channel managers and online travel agencies: a room's feed has its occupied nights, a room type's the nights when every room of the type is taken. An address holds a secret: give it only to your own channels, and replace it if it got elsewhere.",
  rooms: 'Rooms',
  roomTypes: 'Room types',
  empty: 'There are no rooms yet.',
  column: { name: 'Name', url: 'Feed address', since: 'Address made', actions: 'Actions' },
  roomName: 'Room {{number}}',
  urlLabel: 'Feed address: {{name}}',
  copy: 'Copy',
  copyLabel: 'Copy the feed address: {{name}}',
  copied: 'Address copied',
  copyFailed: 'Could not copy: select the address and copy it by hand',
  rotate: 'Replace address',
  rotateLabel: 'Replace the feed address: {{name}}',
  rotateConfirm:
    'Replace the feed address of “{{name}}”? The old address stops working at once, and the channels that use it will need the new one.',
};

export const tm: typeof ru = {
  title: 'Senenama lentalary',
  intro:
    'Kanal dolandyryjylary we onlaýn agentlikler üçin iCalendar lentalarynyň salgylary: otagyň lentasynda onuň eýelenen gijeleri, otag görnüşiniňkide şol görnüşiň ähli otaglary eýelenen gijeler bar. Salgyda gizlin açar bar: ony diňe öz kanallaryňyza beriň, başga ýere düşse — çalşyň.',
  rooms: 'Otaglar',
  roomTypes: 'Otag görnüşleri',
  empty: 'Entek otag ýok.',
  column: { name: 'Ady', url: 'Lentanyň salgysy', since: 'Salgy döredildi', actions: 'Hereketler' },
  roomName: '{{number}} otag',
  urlLabel: 'Lentanyň salgysy: {{name}}',
  copy: 'Göçür',
  copyLabel: 'Lentanyň salgysyny göçür: {{name}}',
  copied: 'Salgy göçürildi',
  copyFailed: 'Göçürip bolmady: salgyny saýlap, el bilen göçüriň',
  rotate: 'Salgyny çalyş',
  rotateLabel: 'Lentanyň salgysyny çalyş: {{name}}',
  rotateConfirm:
    '«{{name}}» lentasynyň salgysyny çalyşmalymy? Köne salgy derrew işlemesini bes eder we ony ulanýan kanallara täze salgy gerek bolar.',
};
