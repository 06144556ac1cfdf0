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
  .regex(new RegExp(`^[\\t\\n\\r ]*(?:${z.regexes.email.source.slice(1, -1)})[\\t\\n\\r ]*$`), { message: 'email' })
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

/** Every role id: guest 1, manager 2 (the specification's admin), reception 3, accountant 4. */
export const ROLE_IDS = [1, 2, 3, 4] as const;
export const authState = z.object({
  authenticated: z.boolean(),
  data: z.object({ email: z.string(), role_id: z.number().int() }).nullable(),
});
export type AuthState = z.infer<typeof authState>;
