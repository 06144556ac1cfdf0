import type { clients as source } from './ru';

export const clients: typeof source = {
  title: 'Müşderiler',
  intro: 'Hasaba alnan ulanyjylar; sanaw her 10 sekuntdan täzelenýär.',
  pendingNote: 'Tölenmedik bronlamasy bolan müşderiler reňk bilen bellenendir.',
  empty: 'Entek hasaba alnan ulanyjy ýok.',
  column: {
    id: '№',
    email: 'E-poçta',
    role: 'Roly',
    createdAt: 'Hasaba alnan',
    lastLogin: 'Soňky işjeňlik',
    payment: 'Töleg',
    edit: 'Hereketler',
  },
  role: { client: 'Müşderi' },
  payment: { pending: 'Tölegine garaşylýar', online: 'Tölendi' },
  edit: 'Üýtgetmek',
  editLabel: '{{email}} ulanyjynyň e-poçtasyny üýtgetmek',
  dialogTitle: '№ {{id}} ulanyjy',
  field: { email: 'E-poçta' },
  save: 'Ýatda saklamak',
  saving: 'Ýatda saklanýar…',
  close: 'Ýapmak',
};
