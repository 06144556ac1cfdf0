import type { reviews as source } from './ru';

export const reviews: typeof source = {
  title: 'Teswirler',
  intro:
    'Myhmanlaryň teswirleri barlag garaşýar: tassyklananlary baş sahypada nusgalaryň aşagynda görkezilýär, ret edilenleri görkezilmeýär. Her karar žurnala ýazylýar.',
  show: 'Görkez',
  status: { pending: 'Barlag garaşýanlar', approved: 'Tassyklananlar', rejected: 'Ret edilenler' },
  empty: {
    pending: 'Täze teswir ýok.',
    approved: 'Tassyklanan teswir ýok.',
    rejected: 'Ret edilen teswir ýok.',
  },
  number: '№ {{id}} teswir',
  account: 'Hasap',
  stars: 'Baha: 5-den {{value}}',
  decided: { approved: '{{at}} tassyklandy, {{who}}', rejected: '{{at}} ret edildi, {{who}}' },
  decide: { approved: 'Tassykla', rejected: 'Ret et' },
  decideLabel: { approved: '№ {{id}} teswiri tassykla', rejected: '№ {{id}} teswiri ret et' },
};
