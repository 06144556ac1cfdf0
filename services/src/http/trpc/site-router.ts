import { publicProcedure, router } from './trpc';

/** What the whole site shows, from the installation's configuration. */
export const siteRouter = router({
  /** The hotel's phones, fax, e-mail and address in each language (HOTEL_* variables). */
  contacts: publicProcedure.query(({ ctx }) => ctx.deps.contacts),
});
