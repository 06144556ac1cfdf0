import type { calendar as calendarSource, occupancy as occupancySource } from './ru';

export const calendar: typeof calendarSource = {
  title: 'Onlaýn elýeterliligiň senenamasy',
  intro:
    'Setirlerde otaglar, şu günden başlap 20 gün. Otagy onlaýn bronlamak üçin açmak üçin boş öýjügi — geliş gününi, soňra şol setirde gidiş gününi saýlaň. Eýelenen öýjüge sag basmak (ýa-da onuň üstünde Enter düwmesi) hereketleri açýar.',
  caption: 'Otaglaryň {{from}} — {{to}} aralygyndaky onlaýn elýeterliligi',
  room: 'Otag',
  roomLabel: '{{number}}, {{type}}',
  unpublished: 'çap edilmedik',
  noRooms: 'Entek otag ýok.',
  weekday: { sun: 'Ýb', mon: 'Db', tue: 'Sb', wed: 'Çb', thu: 'Pb', fri: 'An', sat: 'Şb' },
  legend: {
    label: 'Senenamanyň reňkleri',
    for_online: 'Onlaýn bronlamak üçin açyk',
    pending: 'Tölegine garaşylýar',
    online: 'Tölendi',
    reception: 'Tölendi, kabulhanada bellendi',
    selection: 'Saýlanan döwür',
  },
  cell: {
    for_online: 'onlaýn bronlamak üçin açyk',
    pending: '№ {{number}} bronlama, tölegine garaşylýar',
    online: '№ {{number}} bronlama, tölendi',
    reception: '№ {{number}} bronlama, tölendi, kabulhanada',
  },
  selection: {
    started: 'Geliş: {{room}} otag, {{date}}. Şol setirde gidiş gününi saýlaň (Esc — ýatyrmak).',
    occupied: 'Döwri diňe boş öýjükden başlap saýlap bolýar.',
    reset: 'Saýlaw ýatyryldy: gidiş güni şol setirde we geliş gününden soň bolmaly.',
    confirm: '{{room}} otagy {{checkin}} — {{checkout}} aralygynda onlaýn bronlamak üçin açmalymy ({{nights}} gije)?',
    declined: 'Döwür açylmady: tassyklanmady.',
  },
  menu: {
    label: 'Hereketler: {{room}} otag, {{date}}',
    remove: 'Onlaýn bronlamak döwrüni aýyrmak',
    removeConfirm: '{{room}} otagyň {{checkin}} — {{checkout}} onlaýn bronlamak döwrüni aýyrmalymy?',
    receptionOn: 'Kabulhanada bellemek',
    receptionOff: 'Kabulhana belligini aýyrmak',
    history: 'Üýtgeşmeleriň taryhy',
  },
  historyTitle: {
    block: '{{room}} otagyň onlaýn bronlamak döwri',
    booking: '№ {{number}} bronlama',
  },
  error: 'Ýalňyşlyk: {{message}}',
};

export const occupancy: typeof occupancySource = {
  title: 'Doluluk we girdeji',
  intro:
    'Günler boýunça: geçen 30 we gelýän 30 gün. Doluluk — onlaýn bronlamak üçin açyk otaglaryň arasynda tölenenleriň paýy; girdeji — tölenen ýaşaýyşlar gijeler boýunça paýlanan; gelen pul — tölegler, gaýtarylanlar aýrylyp.',
  figure: {
    today: 'Şu günki doluluk',
    coming: 'Doluluk, gelýän 30 gün',
    pastRevenue: 'Girdeji, geçen 30 gün',
    comingRevenue: 'Girdeji, gelýän 30 gün',
    received: '{{from}} bäri gelen pul',
  },
  noneOpen: 'açyk otag ýok',
  percent: '{{value}} %',
  chart: {
    occupancy: 'Günler boýunça doluluk',
    revenue: 'Günler boýunça girdeji we gelen pul',
    summary: '{{title}}, {{from}} — {{to}}; bahalary görmek üçin kursory güne getiriň.',
    day: 'Gün',
    occupancySeries: 'Doluluk, %',
    open: 'Açyk otaglar',
    occupied: 'Eýelenen otaglar',
    revenueSeries: 'Girdeji, TMT',
    receivedSeries: 'Gelen pul, TMT',
    today: 'şu gün',
  },
};
