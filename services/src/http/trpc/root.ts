import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { authRouter } from './auth-router';
import { calendarRouter } from './calendar-router';
import { catalogRouter } from './catalog-router';
import { router } from './trpc';

export const appRouter = router({
  auth: authRouter,
  catalog: catalogRouter,
  calendar: calendarRouter,
});

export type AppRouter = typeof appRouter;
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
