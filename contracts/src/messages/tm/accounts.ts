import type { accountMessages as russian } from '../ru/accounts';

/** Staff accounts, and the guests' accounts as staff edit them. */
export const accountMessages: Record<keyof typeof russian, string> = {
  'client.notFound': 'Ulanyjy tapylmady',
  'client.emailSaved': '{email} e-poçtasy ýatda saklandy',
  'client.emailTaken': '{email} e-poçtasy başga hasaba degişli',
  'staff.created': '{email} hasaby döredildi',
  'staff.saved': '{email} hasaby ýatda saklandy',
  'staff.disabled': '{email} hasaby öçürildi; onuň sessiýalary tamamlandy',
  'staff.unchanged': 'Hiç zat üýtgemedi',
  'staff.notFound': 'Beýle işgär hasaby ýok',
  'staff.emailTaken': '{email} e-poçtasy başga hasaba degişli',
  'staff.notSelf': 'Öz roluňyzy we girişiňizi başga dolandyryjy üýtgetmeli',
  'staff.lastManager': 'Mümkin däl: myhmanhanada işleýän dolandyryjy galmaz',
};
