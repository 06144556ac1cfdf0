import { reviewInput } from '@hotel/contracts';
import { approvedReviews, postReview } from '../../reviews/reviews';
import { localized, publicProcedure, router, userProcedure } from './trpc';

/** Guests' reviews on the public site. */
export const reviewsRouter = router({
  /** The approved reviews, newest first (capped): what the home page shows under the samples. */
  approved: publicProcedure.query(({ ctx }) => approvedReviews(ctx.deps)),
  /** A logged-in guest's review; it waits for staff to approve it. */
  post: userProcedure
    .input(reviewInput)
    .mutation(async ({ ctx, input }) =>
      localized(ctx, await postReview(ctx.deps, ctx.user.id, input)),
    ),
});
