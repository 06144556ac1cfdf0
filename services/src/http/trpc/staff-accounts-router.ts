import { idInput, staffAccountChangeInput, newStaffAccountInput } from '@hotel/contracts';
import {
  changeStaffAccount,
  createStaffAccount,
  listStaffAccounts,
  sendStaffPasswordLink,
} from '../../auth/staff-accounts';
import { localized, outcomeResolver, router, staffProcedure } from './trpc';

/** The manager's staff accounts, the same application service as GET/POST /api/staff and PUT /api/staff/{id}. */
export const staffAccountsRouter = router({
  /** Every staff account with its role and whether it is disabled. */
  list: staffProcedure('manager').query(({ ctx }) => listStaffAccounts(ctx.deps)),
  /** A new account: e-mail, role, first password; CONFLICT when the e-mail has an account. */
  create: staffProcedure('manager')
    .input(newStaffAccountInput)
    .mutation(outcomeResolver(createStaffAccount)),
  /** Another role, or disabled (sessions end at once) or enabled; CONFLICT when no enabled manager would be left. */
  change: staffProcedure('manager')
    .input(staffAccountChangeInput)
    .mutation(async ({ ctx, input }) => {
      const { id, ...change } = input;
      return localized(ctx, await changeStaffAccount(ctx.deps, ctx, { id }, change));
    }),
  /** Mail the staff member a link to set a new password. */
  sendPasswordLink: staffProcedure('manager')
    .input(idInput)
    .mutation(async ({ ctx, input }) =>
      localized(ctx, await sendStaffPasswordLink(ctx.deps, ctx, input, ctx.lang)),
    ),
});
