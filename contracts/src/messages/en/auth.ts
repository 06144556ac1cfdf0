import type { authMessages as russian } from '../ru/auth';

/** Logging in, e-mail confirmation, passwords and sessions. */
export const authMessages: Record<keyof typeof russian, string> = {
  'auth.registered': 'You are registered. We have sent you a link to confirm your e-mail address',
  'auth.loggedIn': 'You are logged in',
  'auth.loggedOut': 'You are logged out',
  'auth.wrongCredentials': 'Wrong e-mail or password',
  'auth.weakPassword': 'The password must have at least {min} characters',
  'auth.passwordTooLong': 'The password must have at most {max} characters',
  'auth.passwordBlank': 'The password cannot consist only of spaces or invisible characters',
  'auth.passwordCommon':
    'This password is one of the most common ones and is easy to guess. Choose another one.',
  'auth.tooManyAttempts': 'Too many attempts. Try again in {minutes} min.',
  'auth.emailVerified': 'Your e-mail address is confirmed: you can book rooms',
  'auth.alreadyVerified': 'Your e-mail address is confirmed already',
  'auth.verifyLinkInvalid':
    'This link is wrong, used already or expired. Log in and send a new one from your account.',
  'auth.verificationSent': 'We have sent the confirmation link to {email} again',
  'auth.emailNotVerified':
    'Confirm your e-mail address before booking: open the link we sent to {email}, or send it again from your account',
  'auth.resetSent':
    'If an account has this address, a link to set a new password is on its way to it. The link is valid for an hour.',
  'auth.resetLinkInvalid':
    'This link is wrong, used already or expired. Ask for a new one on the login page.',
  'auth.passwordReset':
    'Your new password is set and you are logged in. Every other session is logged out.',
  'auth.passwordChanged': 'Your password is changed. Every other session is logged out.',
  'auth.wrongCurrentPassword': 'The current password is wrong',
  'auth.sessionEnded': 'That session is logged out',
  'auth.otherSessionsEnded': 'Every other session is logged out',
  'auth.noSuchSession': 'No such session in your account',
  'auth.resetLinkSentByManager': 'A link to set a new password is sent to {email}',
  'auth.adminOk': 'Access granted',
  'auth.accountDisabled': 'This account is disabled. Please ask the manager.',
};
