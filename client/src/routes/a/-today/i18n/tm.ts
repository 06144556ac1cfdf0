import type { today as source } from './ru';

export const today: typeof source = {
  title: 'Bu gün',
  intro:
    'Kabulhananyň güni: kim gelýär we entek ýerleşdirilmedik, kim gidýär we entek çykarylmadyk, şol gije kim myhmanhanada ýaşaýar. Sanawlar islendik üýtgeşmede derrew täzelenýär.',
  day: {
    label: 'Gün',
    previous: 'Öňki gün',
    next: 'Indiki gün',
    today: 'Bu gün',
  },
  section: {
    arrivals: 'Gelýänler: {{count}}',
    departures: 'Gidýänler: {{count}}',
    inHouse: 'Ýaşaýanlar: {{count}}',
  },
  empty: {
    arrivals: 'Gelýän ýok.',
    departures: 'Gidýän ýok.',
    inHouse: 'Ýaşaýan ýok.',
  },
  column: {
    number: 'Bron',
    guest: 'Myhman',
    room: 'Otag',
    stay: 'Ýaşaýyş',
    balance: 'Tölenmeli',
    action: 'Hereket',
  },
  stay: '{{checkin}} – {{checkout}}',
  noGuest: 'Atsyz',
  overdue: 'Gitmeli güni {{date}} boldy',
  checkIn: 'Ýerleşdir',
  checkOut: 'Çykar',
  unpaid: 'Töleg garaşylýar',
  notYet: '{{date}} senesinden ýerleşdirip bolýar',
  print: 'Çap et',
  printedDay: 'Kabulhananyň güni: {{date}}',
  csv: {
    download: 'CSV ýükle',
    arrivals: 'CSV ýükle: gelýänler',
    departures: 'CSV ýükle: gidýänler',
    inHouse: 'CSV ýükle: ýaşaýanlar',
  },
  settle: {
    title: 'Gitmezden öň töleg: bron № {{number}}, otag {{room}}',
    due: 'Hasap boýunça tölenmeli: {{amount}} TMT. Tölegi alyň, soňra çykaryň.',
    settled: 'Hasap tölendi.',
    continue: 'Çykar',
    close: 'Ýap',
  },
};
