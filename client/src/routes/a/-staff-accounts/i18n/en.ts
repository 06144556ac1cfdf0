import type { team as source } from './ru';

export const team: typeof source = {
  title: 'Staff',
  intro:
    'Each person has their own account and role. The manager may do everything; reception handles bookings, the calendar, check-in and check-out, moves and payments at the desk; the accountant the payments and the reconciliation, and reads the rest; housekeeping only the cleaning state of the rooms.',
  empty: 'There are no staff accounts yet.',
  column: {
    email: 'E-mail',
    role: 'Role',
    state: 'State',
    createdAt: 'Created',
    lastLogin: 'Last login',
    actions: 'Actions',
  },
  role: {
    manager: 'Manager',
    reception: 'Reception',
    accountant: 'Accountant',
    housekeeping: 'Housekeeping',
  },
  state: { active: 'Active', disabled: 'Disabled' },
  roleLabel: 'Role of {{email}}',
  disable: 'Disable',
  enable: 'Enable',
  sendLink: 'Password link',
  sendLinkLabel: 'Send {{email}} a link to set a new password',
  add: {
    title: 'New account',
    email: 'E-mail',
    role: 'Role',
    password: 'First password',
    passwordHint: 'At least 8 characters; the person logs in with it.',
    submit: 'Create',
    saving: 'Creating…',
  },
};
