import { z } from 'zod';

/** A new password's length in characters (code points), NIST SP 800-63B: at least 8, at most 128. */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;

/**
 * An address as zod's e-mail check reads it, maybe between spaces (kept trimmed and lowercase):
 * one pattern, so the OpenAPI document takes exactly the addresses the server takes. Registration
 * and a staff member's change of an address both go through it, so the unique index on
 * lower(email) sees one spelling.
 */
export const emailAddress = z
  .string({ message: 'required' })
  .max(254)
  .regex(new RegExp(`^[\\t\\n\\r ]*(?:${z.regexes.email.source.slice(1, -1)})[\\t\\n\\r ]*$`), {
    message: 'email',
  })
  .transform((email) => email.trim().toLowerCase());

/** POST /authentication: registration (isLogin false) or login (isLogin true). */
export const authenticationInput = z.object({
  isLogin: z.boolean(),
  email: emailAddress,
  // Only a bound on what gets hashed: the policy of a new password (its own, named refusals) is
  // checked where one is set, so a password set before that policy still logs in.
  password: z.string({ message: 'required' }).min(1, 'required').max(1024, 'tooLong'),
});
export type AuthenticationInput = z.infer<typeof authenticationInput>;

/**
 * Every role id: guest 1, manager 2 (the specification's admin), reception 3, accountant 4,
 * housekeeping 5.
 */
export const ROLE_IDS = [1, 2, 3, 4, 5] as const;
export const authState = z.object({
  authenticated: z.boolean(),
  data: z
    .object({
      email: z.string(),
      role_id: z.number().int(),
      // Until the address is confirmed from its mail, a guest's account holds no room.
      email_verified: z.boolean(),
    })
    .nullable(),
});
export type AuthState = z.infer<typeof authState>;

/** The secret of a link mailed to an account (verification, password reset): 43 base64url characters. */
export const accountToken = z
  .string({ message: 'required' })
  .regex(/^[A-Za-z0-9_-]{43}$/, 'accountToken');

/** A password as typed: bounded only; the policy of a new one is checked where it is set. */
const typedPassword = z.string({ message: 'required' }).min(1, 'required').max(1024, 'tooLong');

/** POST /verify-email. */
export const verifyEmailInput = z.object({ token: accountToken });
/** POST /password-reset: the same answer whether or not the address has an account. */
export const passwordResetInput = z.object({ email: emailAddress });
/** POST /password-reset/confirm. */
export const passwordResetConfirmInput = z.object({ token: accountToken, password: typedPassword });
/** PUT /password: the current password proves the person at the keyboard is the owner. */
export const passwordChangeInput = z.object({ current: typedPassword, password: typedPassword });

/** One of the account's live sessions, as its owner sees it. */
export const sessionView = z.object({
  id: z.number().int(),
  /** The session this request came with. */
  current: z.boolean(),
  created_at: z.string(),
  last_seen_at: z.string(),
  user_agent: z.string().nullable(),
  ip: z.string().nullable(),
});
export type SessionView = z.infer<typeof sessionView>;
