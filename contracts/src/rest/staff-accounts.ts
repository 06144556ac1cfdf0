import { z } from 'zod';
import { STAFF_ROLES } from '../events/roles';
import { booleanInput, reasonOr } from '../form-input';
import { entityId } from '../text';
import { emailAddress } from './auth';

/** A staff member's account as the manager's Staff screen lists it. */
export const staffAccountView = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  disabled: z.boolean(),
  created_at: z.string(),
  last_login: z.string().nullable(),
});
export type StaffAccountView = z.infer<typeof staffAccountView>;

/**
 * POST /staff: a new staff account. The password is the first one the manager gives the person;
 * it is held to the guests' policy on the server (its own, named refusals).
 */
export const newStaffAccountInput = z.object({
  email: emailAddress,
  role: z.enum(STAFF_ROLES, reasonOr('staffRole')),
  password: z.string({ message: 'required' }).min(1, 'required').max(1024, 'tooLong'),
});
export type NewStaffAccountInput = z.infer<typeof newStaffAccountInput>;

/** PUT /staff/{id}: another role, or the account disabled (its sessions end) or enabled again. */
export const staffAccountChange = z.object({
  role: z.enum(STAFF_ROLES, reasonOr('staffRole')).optional(),
  disabled: booleanInput.optional(),
});
export type StaffAccountChange = z.infer<typeof staffAccountChange>;

/** The tRPC twin of PUT /staff/{id}: the id travels in the input. */
export const staffAccountChangeInput = staffAccountChange.extend({ id: entityId });
