import { z } from 'zod';

export const MIN_PASSWORD_LENGTH = 8;

/** POST /authentication: registration (isLogin false) or login (isLogin true). */
export const authenticationInput = z.object({
  isLogin: z.boolean(),
  email: z.string({ message: 'required' }).trim().toLowerCase().max(254).pipe(z.email({ message: 'email' })),
  password: z.string({ message: 'required' }).min(1, 'required').max(200, 'tooLong'),
});
export type AuthenticationInput = z.infer<typeof authenticationInput>;

export const ROLE_IDS = [1, 2] as const;
export const authState = z.object({
  authenticated: z.boolean(),
  data: z.object({ email: z.string(), role_id: z.number().int() }).nullable(),
});
export type AuthState = z.infer<typeof authState>;
