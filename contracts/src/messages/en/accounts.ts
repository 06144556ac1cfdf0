import type { accountMessages as russian } from '../ru/accounts';

/** Staff accounts, and the guests' accounts as staff edit them. */
export const accountMessages: Record<keyof typeof russian, string> = {
  'client.notFound': 'User not found',
  'client.emailSaved': 'The e-mail {email} was saved',
  'client.emailTaken': 'The e-mail {email} belongs to another account',
  'staff.created': 'The account {email} is created',
  'staff.saved': 'The account {email} is saved',
  'staff.disabled': 'The account {email} is disabled; its sessions have ended',
  'staff.unchanged': 'Nothing changed',
  'staff.notFound': 'No such staff account',
  'staff.emailTaken': 'The e-mail {email} belongs to another account',
  'staff.notSelf': 'Another manager must change your own role or access',
  'staff.lastManager': 'Not possible: the hotel would be left without an enabled manager',
};
