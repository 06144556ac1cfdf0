import type { clients as source } from './ru';

export const clients: typeof source = {
  title: 'Clients',
  intro: 'Registered users; the list refreshes every 10 seconds.',
  pendingNote: 'Clients with a booking waiting for payment are highlighted.',
  empty: 'There are no registered users yet.',
  column: {
    id: 'No.',
    email: 'E-mail',
    role: 'Role',
    createdAt: 'Registered',
    lastLogin: 'Last activity',
    payment: 'Payment',
    edit: 'Actions',
  },
  role: { client: 'Client' },
  payment: { pending: 'Waiting for payment', online: 'Paid' },
  edit: 'Edit',
  editLabel: 'Edit the e-mail of {{email}}',
  dialogTitle: 'User No. {{id}}',
  field: { email: 'E-mail' },
  save: 'Save',
  saving: 'Saving…',
  close: 'Close',
};
