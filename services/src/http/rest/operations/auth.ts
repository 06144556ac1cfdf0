import { z } from 'zod';
import {
  authenticationInput,
  authState,
  passwordChangeInput,
  passwordResetConfirmInput,
  passwordResetInput,
  sessionView,
  verifyEmailInput,
} from '@hotel/contracts';
import { said, saidWithUrl, withData } from './answers';
import type { Operation } from './operation';

/** Registration, login, the account's e-mail, password and sessions, and the staff guard. */
export const AUTH_OPERATIONS = {
  'POST /api/authentication': {
    summary: 'Register (isLogin false) or log in (isLogin true)',
    access: 'public',
    body: authenticationInput,
    example: () => ({
      isLogin: false,
      email: 'new-guest@example.com',
      password: 'a passphrase long enough',
    }),
    answer: saidWithUrl,
    refusals: {
      401: 'Wrong e-mail or password',
      409: 'The e-mail is registered already',
      429: 'Too many failed logins or registrations from this address',
    },
    rules: [
      'a new password has 8..128 characters, not only invisible ones, and is not one of the 10,000 most common',
    ],
  },
  'GET /api/check-authorization': {
    summary: 'Who is logged in',
    access: 'public',
    answer: authState,
  },
  'GET /api/logout': {
    summary: 'Revoke the session (refuses cross-site requests)',
    access: 'public',
    answer: saidWithUrl,
  },
  'POST /api/verify-email': {
    summary: "Confirm the account's e-mail address with the secret of the registration mail's link",
    access: 'public',
    body: verifyEmailInput,
    answer: saidWithUrl,
    refusals: { 400: 'The link is unknown, used already or expired' },
    rules: ['the secret is one a registration mail gave, not used yet and not expired'],
  },
  'POST /api/verify-email/resend': {
    summary: 'Mail the verification link again (a new one: earlier links stop working)',
    access: 'user',
    bodyRequired: false,
    answer: said,
    refusals: { 429: 'Too many mails to this address within the hour' },
  },
  'POST /api/password-reset': {
    summary:
      'Mail a single-use link to set a new password, valid for an hour (the same answer whether or not the address has an account)',
    access: 'public',
    body: passwordResetInput,
    example: () => ({ email: 'nobody-here@example.com' }),
    answer: said,
    refusals: { 429: 'Too many reset requests from this address' },
  },
  'POST /api/password-reset/confirm': {
    summary:
      "Set a new password with the reset link's secret: every session of the account ends and a new one opens (cookie)",
    access: 'public',
    body: passwordResetConfirmInput,
    answer: saidWithUrl,
    refusals: {
      400: 'The link is unknown, used already or expired, or the password breaks the policy',
    },
    rules: [
      'a new password has 8..128 characters, not only invisible ones, and is not one of the 10,000 most common',
    ],
  },
  'PUT /api/password': {
    summary:
      'Change the password, giving the current one: every session ends and a new one opens (cookie)',
    access: 'user',
    body: passwordChangeInput,
    answer: said,
    refusals: {
      400: 'The current password is wrong, or the new one breaks the policy',
      429: 'Too many wrong passwords',
    },
    rules: [
      'a new password has 8..128 characters, not only invisible ones, and is not one of the 10,000 most common',
    ],
  },
  'GET /api/sessions': {
    summary: "The account's live sessions (`current`: this one)",
    access: 'user',
    answer: withData(z.array(sessionView)),
  },
  'DELETE /api/sessions': {
    summary: 'Log out every session of the account but this one',
    access: 'user',
    answer: said,
  },
  'DELETE /api/sessions/{id}': {
    summary: "Log out one of the account's sessions (this one too: the cookie is cleared)",
    access: 'user',
    answer: said,
    refusals: { 404: 'No such live session in the account' },
  },
  'GET /api/protected': {
    summary: 'The staff guard (any staff role)',
    access: 'anyStaff',
    answer: said,
  },
} satisfies Record<string, Operation>;
