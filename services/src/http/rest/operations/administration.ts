import { z } from 'zod';
import {
  clientEmailInput,
  clientView,
  optionsInput,
  optionsView,
  newStaffAccountInput,
  staffAccountChange,
  staffAccountView,
} from '@hotel/contracts';
import { said, saidWithData, withData } from './answers';
import type { Operation } from './operation';
import { SAVED_SINCE } from './rules';

/** Running the hotel's accounts: clients' e-mails, staff accounts, the system options. */
export const ADMINISTRATION_OPERATIONS = {
  'GET /api/clients': {
    summary: 'Registered users',
    access: 'staff',
    answer: withData(z.array(clientView)),
  },
  'PUT /api/a/clients': {
    summary: "Change a user's e-mail (trimmed and lowercased, as at registration)",
    access: 'manager',
    body: clientEmailInput,
    example: () => ({ id: 1, email: 'guest@example.com' }),
    answer: saidWithData(clientView),
    refusals: { 404: 'No user with this id', 409: 'Another account has this e-mail' },
  },
  'GET /api/staff': {
    summary: 'Staff accounts, with role and whether disabled',
    access: 'manager',
    answer: withData(z.array(staffAccountView)),
  },
  'POST /api/staff': {
    summary: 'Create a staff account with its role and first password',
    access: 'manager',
    body: newStaffAccountInput,
    example: () => ({
      email: 'new-receptionist@example.com',
      role: 'reception',
      password: 'a passphrase long enough',
    }),
    answer: saidWithData(staffAccountView),
    refusals: { 409: 'An account has this e-mail' },
    rules: [
      'the password has 8..128 characters, not only invisible ones, and is not one of the 10,000 most common',
    ],
  },
  'PUT /api/staff/{id}': {
    summary:
      "Change a staff account's role, or disable it (its sessions end at once) or enable it again",
    access: 'manager',
    body: staffAccountChange,
    answer: saidWithData(staffAccountView),
    refusals: {
      404: 'No staff account with this id',
      409: "The change would leave the hotel without an enabled manager, or is of the caller's own role or access",
    },
    rules: [
      'the hotel keeps an enabled manager',
      "a manager changes another person's role and access, not their own",
    ],
  },
  'POST /api/staff/{id}/password-reset': {
    summary: 'Mail a staff member a single-use link to set a new password (valid for an hour)',
    access: 'manager',
    bodyRequired: false,
    answer: said,
    refusals: { 404: 'No enabled staff account with this id' },
  },
  'GET /api/system/options': {
    summary: 'System options',
    access: 'staff',
    answer: withData(optionsView),
  },
  'PUT /api/system/options': {
    summary: 'Change options (changed fields only)',
    access: 'manager',
    body: optionsInput,
    answer: saidWithData(optionsView),
    refusals: { 412: SAVED_SINCE },
    rules: [
      'last_book_number is not below the last booking number given',
      'adult_from_age is above child_free_under_age (each the one sent, or the stored one)',
    ],
  },
} satisfies Record<string, Operation>;
