import { reviewDecisionInput, staffReviewsQuery } from '@hotel/contracts';
import { decideReview, staffReviews } from '../../reviews/reviews';
import { outcomeResolver, readResolver, router, staffProcedure } from './trpc';

/** Moderation of guests' reviews; every decision is written to the audit trail. */
export const staffReviewsRouter = router({
  /** The reviews of one status (waiting by default), newest first. */
  list: staffProcedure('staff').input(staffReviewsQuery).query(readResolver(staffReviews)),
  /** Approve or reject one review. */
  decide: staffProcedure('manager')
    .input(reviewDecisionInput)
    .mutation(outcomeResolver(decideReview)),
});
