import type { team as source } from './ru';

export const team: typeof source = {
  title: 'Işgärler',
  intro:
    'Her işgäriň öz hasaby we roly bar. Dolandyryjy hemme zady edip bilýär; kabulhana — bronlamalar, senenama, gelmek we gitmek, göçürmeler we ýerinde töleg; hasapçy — tölegler we deňeşdirme, galanlaryny diňe okaýar; otag arassalaýjy — diňe otaglaryň arassalyk ýagdaýy.',
  empty: 'Entek işgär hasaby ýok.',
  column: {
    email: 'E-poçta',
    role: 'Roly',
    state: 'Ýagdaýy',
    createdAt: 'Döredildi',
    lastLogin: 'Soňky giriş',
    actions: 'Hereketler',
  },
  role: {
    manager: 'Dolandyryjy',
    reception: 'Kabulhana',
    accountant: 'Hasapçy',
    housekeeping: 'Otag arassalaýjy',
  },
  state: { active: 'Işleýär', disabled: 'Öçürilen' },
  roleLabel: '{{email}} roly',
  disable: 'Öçürmek',
  enable: 'Açmak',
  sendLink: 'Açar sözi salgylanmasy',
  sendLinkLabel: '{{email}} salgysyna täze açar sözi üçin salgylanma ibermek',
  add: {
    title: 'Täze hasap',
    email: 'E-poçta',
    role: 'Roly',
    password: 'Ilkinji açar sözi',
    passwordHint: 'Azyndan 8 nyşan; işgär onuň bilen özi girýär.',
    submit: 'Döretmek',
    saving: 'Döredilýär…',
  },
};
