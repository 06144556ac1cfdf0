import type { feeds as source } from './ru';

export const feeds: typeof source = {
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
