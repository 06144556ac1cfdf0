import type { report as source } from './ru';

/** The manager's daily report screen's texts in Turkmen. */
export const report: typeof source = {
  title: 'Günüň hasabaty',
  intro:
    'Myhmanhana gününiň gijesiniň otaglary, dolulygy, otaglardan girdeji, ADR we RevPAR, gelýänler we gidýänler, şol gün alnan pul kanallar we usullar boýunça.',
  day: 'Gün',
  previous: 'Öňki gün',
  next: 'Indiki gün',
  print: 'Çap et',
  download: 'CSV ýükle',
  printedAt: '{{date}} senesiniň hasabaty',
  none: '—',
  lists: 'Hasabatyň sanawlary',
  police: {
    title: 'Polisiýa üçin daşary ýurtly myhmanlaryň sanawy',
    intro:
      'Şol gün gelýän ýa-da şol gije ýaşaýan ähli bronlaryň daşary ýurtly myhmanlary (raýatlygy Türkmenistan däl): polisiýada hasaba almak üçin.',
    night: 'Gije',
    titleOf: '{{date}} gijesi daşary ýurtly myhmanlar',
    none: 'Şol gije daşary ýurtly myhman ýok.',
    column: {
      room: 'Otag',
      bookNumber: 'Bron №',
      fullName: 'F. A. A.',
      citizenship: 'Raýatlygy',
      passport: 'Pasport',
      checkin: 'Gelýän güni',
      checkout: 'Gidýän güni',
    },
  },
  rooms: {
    title: 'Gijäniň otaglary',
    total: 'Myhmanhanada',
    outOfOrder: 'Işlemeýär',
    outOfOrderHint: 'arassaçylyk ýagdaýy boýunça häzir',
    available: 'Satuwa elýeterli',
    sold: 'Satyldy',
  },
  night: {
    title: 'Gijäniň dolulygy we girdejisi',
    occupancy: 'Doluluk',
    revenue: 'Otaglardan girdeji',
    adr: 'ADR',
    adrHint: 'girdeji / satylan',
    revpar: 'RevPAR',
    revparHint: 'girdeji / elýeterli',
  },
  movements: {
    title: 'Myhmanlaryň gelşi we gidişi',
    arrivals: 'Gelýänler',
    departures: 'Gidýänler',
    noShows: 'Gelmedikler',
    cancellations: 'Ýatyrylanlar',
  },
  money: {
    title: 'Şol gün alnan pul',
    intro: 'Tölegler bilen yzyna gaýtarylanlaryň tapawudy, şol günüň tölegler žurnaly boýunça.',
    net: 'Jemi',
    byChannel: 'Kanallar boýunça',
    byMethod: 'Usullar boýunça',
    column: { name: 'Çeşme', count: 'Amallar', amount: 'Mukdar, TMT' },
    channel: { online: 'Onlaýn', phone: 'Telefon', walk_in: 'Kabulhanada' },
    method: {
      bank: 'Onlaýn bank kartasy',
      cash: 'Nagt',
      card_terminal: 'Terminalda karta',
      bank_transfer: 'Bank geçirimi',
    },
  },
};
