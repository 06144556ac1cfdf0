import type { housekeeping as source } from './ru';

/** The Housekeeping screen's texts in Turkmen. */
export const housekeeping: typeof source = {
  title: 'Otaglary arassalamak',
  intro:
    'Her otagyň ýagdaýy. Myhmanlar gidenden soň otag hapa bolýar; ony arassalanan, soňra barlanan diýip belläň. Sanaw islendik üýtgeşmede derrew täzelenýär.',
  filter: {
    label: 'Otaglary görkez',
    all: 'Hemmesi ({{count}})',
    state: '{{state}} ({{count}})',
  },
  state: {
    clean: 'Arassa',
    dirty: 'Hapa',
    inspected: 'Barlanan',
    out_of_order: 'Işlemeýär',
  },
  action: {
    clean: 'Arassalandy',
    dirty: 'Arassalamak gerek',
    inspected: 'Barlandy',
    out_of_order: 'Işlemeýär',
    backInOrder: 'Ýene işleýär',
  },
  actionLabel: '{{number}} otag: {{action}}',
  room: '{{number}} otag',
  place: '{{block}} bina · {{type}}',
  changed: '{{at}}, {{by}}',
  changedBySystem: '{{at}}',
  never: 'Entek bellenmedi',
  empty: 'Bu ýagdaýda otag ýok.',
  badge: 'Arassalyk: {{state}}',
  checkInWarning: '{{room}} otag häzir «{{state}}» ýagdaýynda. Myhmanlary barybir ýerleşdirmelimi?',
  checkInDeclined: 'Ýerleşdirmek yza süýşürildi: otag entek taýýar däl.',
};
