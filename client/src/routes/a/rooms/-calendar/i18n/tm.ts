import type { calendar as calendarSource, occupancy as occupancySource } from './ru';

export const calendar: typeof calendarSource = {
  title: 'Onlaýn elýeterliligiň senenamasy',
  intro:
    'Setirlerde otaglar, şu günden başlap 20 gün. Otagy onlaýn bronlamak üçin açmak üçin boş öýjügi — geliş gününi, soňra şol setirde gidiş gününi saýlaň. Eýelenen öýjüge sag basmak (ýa-da onuň üstünde Enter düwmesi) hereketleri açýar. Boş öýjüge ýa-da onlaýn satuwa açyk gijä sag basmak (ýa-da onuň üstünde menýu düwmesi) telefon arkaly ýa-da resepşende täze bron açýar: şol gije üçin ýa-da setirde öň saýlanan geliş öýjüginden başlap döwür üçin. Brony başga otaga geçirmek ýa-da ondaky bron bilen otag çalyşmak üçin ony şol otagyň setirine süýräň (syçansyz: onuň hereketlerinde «Başga otaga geçirmek…»).',
  caption: 'Otaglaryň {{from}} — {{to}} aralygyndaky onlaýn elýeterliligi',
  room: 'Otag',
  roomLabel: '{{number}}, {{type}}',
  unpublished: 'çap edilmedik',
  noRooms: 'Entek otag ýok.',
  pager: {
    label: 'Senenamanyň döwri',
    previous: '← Bir hepde öň',
    next: 'Bir hepde soň →',
    today: 'Şu gün',
    jump: 'Senesinden',
  },
  weekday: { sun: 'Ýb', mon: 'Db', tue: 'Sb', wed: 'Çb', thu: 'Pb', fri: 'An', sat: 'Şb' },
  legend: {
    label: 'Senenamanyň reňkleri',
    for_online: 'Onlaýn bronlamak üçin açyk',
    pending: 'Tölegine garaşylýar',
    paid: 'Tölendi',
    reception: 'Tölendi, kabulhanada bellendi',
    selection: 'Saýlanan döwür',
  },
  bar: {
    number: '№ {{number}}',
    due: 'tölenmeli {{amount}} TMT',
    dueShort: '{{amount}} TMT',
  },
  cell: {
    for_online: 'onlaýn bronlamak üçin açyk',
    pending: '№ {{number}} bronlama, tölegine garaşylýar',
    paid: '№ {{number}} bronlama, tölendi',
    reception: '№ {{number}} bronlama, tölendi, kabulhanada',
  },
  selection: {
    started: 'Geliş: {{room}} otag, {{date}}. Şol setirde gidiş gününi saýlaň (Esc — ýatyrmak).',
    occupied: 'Döwri diňe boş öýjükden başlap saýlap bolýar.',
    reset: 'Saýlaw ýatyryldy: gidiş güni şol setirde we geliş gününden soň bolmaly.',
    confirm:
      '{{room}} otagy {{checkin}} — {{checkout}} aralygynda onlaýn bronlamak üçin açmalymy ({{nights}} gije)?',
    declined: 'Döwür açylmady: tassyklanmady.',
  },
  menu: {
    label: 'Hereketler: {{room}} otag, {{date}}',
    remove: 'Onlaýn bronlamak döwrüni aýyrmak',
    removeConfirm:
      '{{room}} otagyň {{checkin}} — {{checkout}} onlaýn bronlamak döwrüni aýyrmalymy?',
    receptionOn: 'Kabulhanada bellemek',
    receptionOff: 'Kabulhana belligini aýyrmak',
    history: 'Üýtgeşmeleriň taryhy',
  },
  historyTitle: {
    block: '{{room}} otagyň onlaýn bronlamak döwri',
    booking: '№ {{number}} bronlama',
  },
  newBooking: {
    menu: 'Täze bron…',
    menuRange: '{{checkin}} – {{checkout}} täze bron…',
    title: 'Täze bron: {{room}} otag',
    intro:
      'Telefon arkaly ýa-da resepşende alnan bron. Otagyň islendik boş gijelerini bronlap bolýar; ony onlaýn bronlamak üçin açmak hökman däl. Bahasy saýtdaky ýaly.',
    checkin: 'Geliş',
    checkout: 'Gidiş',
    email: 'Myhmanyň e-poçtasy',
    emailHint: 'Hökman däl: bron baradaky hatlar şu ýere iberiler; töleg salgysy üçin gerek.',
    phone: 'Myhmanyň telefon belgisi',
    phoneHint: 'Telefon arkaly alnan bron üçin gerek.',
    price: 'Tölemeli: {{total}} TMT (gijeler: {{nights}}, bronlamak üçin töleg {{fee}} TMT)',
    priceLoading: 'Baha hasaplanýar…',
    language: 'Myhmana hatlaryň dili',
    languages: { tm: 'Türkmençe', ru: 'Rusça', en: 'Iňlisçe' },
    channel: 'Myhman nähili ýüz tutdy',
    payment: 'Töleg',
    pay: {
      cash: 'Resepşende nagt',
      card_terminal: 'Resepşende kart terminaly arkaly',
      online_link: 'Onlaýn: myhmana töleg salgysyny ibermek (24 sagat)',
    },
    submit: 'Bronlamak',
    submitting: 'Bronlanýar…',
    cancel: 'Ýatyrmak',
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
