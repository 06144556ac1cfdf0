import { authenticationInput, translate } from '@hotel/contracts';
import { authenticate, logout } from '../../auth/authentication';
import { clearSessionCookie, setSessionCookie } from '../plugins/authentication';
import { publicProcedure, router, staffProcedure } from './trpc';

export const authRouter = router({
  /** Who is logged in (null when nobody). */
  me: publicProcedure.query(({ ctx }) =>
    ctx.user ? { authenticated: true, data: { email: ctx.user.email, role_id: ctx.user.role } } : { authenticated: false, data: null },
  ),
  /** Register (isLogin false) or log in (isLogin true); login sets the session cookie. */
  authenticate: publicProcedure.input(authenticationInput).mutation(async ({ ctx, input }) => {
    const { token, ...outcome } = await authenticate(ctx.deps, input, {
      ip: ctx.req.ip,
      userAgent: ctx.req.headers['user-agent'],
    });
    if (token) setSessionCookie(ctx.res, token, ctx.deps.publicUrl);
    return { message: translate(ctx.lang, outcome.message.key, outcome.message.params), url: outcome.url ?? '/' };
  }),
  /** Revoke the session and clear the cookie. */
  logout: publicProcedure.mutation(async ({ ctx }) => {
    const outcome = await logout(ctx.deps, ctx.req.sessionToken);
    clearSessionCookie(ctx.res);
    return { message: translate(ctx.lang, outcome.message.key) };
  }),
  /** The admin area's guard. */
  protected: staffProcedure('staff').query(({ ctx }) => ({ message: translate(ctx.lang, 'auth.adminOk') })),
});
