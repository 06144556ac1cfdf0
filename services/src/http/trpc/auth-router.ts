import {
  authenticationInput,
  idInput,
  passwordChangeInput,
  passwordResetConfirmInput,
  passwordResetInput,
  translate,
  verifyEmailInput,
} from '@hotel/contracts';
import { authenticate, logout } from '../../auth/authentication';
import { resendVerification, verifyEmail } from '../../auth/email-verification';
import {
  changePassword,
  confirmPasswordReset,
  requestPasswordReset,
} from '../../auth/password-setting';
import { endOtherSessions, endSession, listSessions } from '../../auth/session-control';
import { clearSessionCookie, startSession } from '../plugins/authentication';
import { authStateOf, clientOf } from '../request-context';
import { localized, publicProcedure, router, staffProcedure, userProcedure } from './trpc';

export const authRouter = router({
  /** Who is logged in (null when nobody). */
  me: publicProcedure.query(({ ctx }) => authStateOf(ctx.user)),
  /** Register (isLogin false) or log in (isLogin true); login sets the session cookie. */
  authenticate: publicProcedure.input(authenticationInput).mutation(async ({ ctx, input }) => {
    const outcome = startSession(
      ctx.res,
      ctx.deps.publicUrl,
      await authenticate(ctx.deps, input, clientOf(ctx.req)),
    );
    return { ...localized(ctx, outcome), url: outcome.url ?? '/' };
  }),
  /** Revoke the session and clear the cookie. */
  logout: publicProcedure.mutation(async ({ ctx }) => {
    const outcome = await logout(ctx.deps, ctx.req.sessionToken);
    clearSessionCookie(ctx.res);
    return localized(ctx, outcome);
  }),
  /** Confirm the address from the registration mail's link. */
  verifyEmail: publicProcedure.input(verifyEmailInput).mutation(async ({ ctx, input }) => {
    const outcome = await verifyEmail(ctx.deps, input.token);
    return { ...localized(ctx, outcome), url: outcome.url ?? '/profile' };
  }),
  /** The verification mail again. */
  resendVerification: userProcedure.mutation(async ({ ctx }) =>
    localized(ctx, await resendVerification(ctx.deps, ctx.user, ctx.lang)),
  ),
  /** "Forgot password": a link by mail (the same answer for any address). */
  requestPasswordReset: publicProcedure
    .input(passwordResetInput)
    .mutation(async ({ ctx, input }) =>
      localized(ctx, await requestPasswordReset(ctx.deps, input.email, clientOf(ctx.req))),
    ),
  /** The reset link's new password: every session ends, this browser is logged in. */
  confirmPasswordReset: publicProcedure
    .input(passwordResetConfirmInput)
    .mutation(async ({ ctx, input }) => {
      const outcome = startSession(
        ctx.res,
        ctx.deps.publicUrl,
        await confirmPasswordReset(ctx.deps, input.token, input.password, clientOf(ctx.req)),
      );
      return { ...localized(ctx, outcome), url: outcome.url ?? '/' };
    }),
  /** A new password given the current one: every session ends, this one is replaced. */
  changePassword: userProcedure.input(passwordChangeInput).mutation(async ({ ctx, input }) => {
    const outcome = startSession(
      ctx.res,
      ctx.deps.publicUrl,
      await changePassword(ctx.deps, ctx.user, input.current, input.password, clientOf(ctx.req)),
    );
    return localized(ctx, outcome);
  }),
  /** The account's live sessions. */
  sessions: userProcedure.query(({ ctx }) => listSessions(ctx.deps, ctx.user)),
  /** Log one session out (this one too: the cookie is cleared). */
  endSession: userProcedure.input(idInput).mutation(async ({ ctx, input }) => {
    const { endedCurrent, ...outcome } = await endSession(ctx.deps, ctx.user, input.id);
    if (endedCurrent) clearSessionCookie(ctx.res);
    return { ...localized(ctx, outcome), endedCurrent };
  }),
  /** Log out every other session of the account. */
  endOtherSessions: userProcedure.mutation(async ({ ctx }) =>
    localized(ctx, await endOtherSessions(ctx.deps, ctx.user)),
  ),
  /** The admin area's guard: any staff role (housekeeping staff too, for their one screen). */
  protected: staffProcedure('anyStaff').query(({ ctx }) => ({
    message: translate(ctx.lang, 'auth.adminOk'),
  })),
});
