import type { ReviewStatus, StaffReviewsQuery } from '@hotel/contracts';
import { REVIEW_SEARCH, validSearch } from '@hotel/contracts/plain';
import { createFileRoute } from '@tanstack/react-router';
import { staffReviewsQuery } from './-staff/queries';
import { ReviewsScreen } from './-reviews/reviews-screen';

/** Moderation of guests' reviews (/a/reviews); the list shown lives in the URL. */
export const Route = createFileRoute('/a/reviews')({
  validateSearch: (search) => validSearch<NonNullable<StaffReviewsQuery>>(REVIEW_SEARCH, search),
  // The list shown, those waiting when the URL names none; the screen reads it from here too.
  loaderDeps: ({ search }): { status: ReviewStatus } => ({ status: search.status ?? 'pending' }),
  // The screen's own list, fetched before it shows (or on hover of its link). prefetchQuery,
  // unlike ensureQueryData, never throws: a refusal still shows inside the screen, as before.
  // The loader goes in the screen's chunk, so the staff queries stay out of the guests' bundle.
  codeSplitGroupings: [['loader', 'component']],
  loader: async ({ context, deps, cause }) => {
    const loading = context.queryClient.prefetchQuery(staffReviewsQuery(context.trpc, deps.status));
    // Only entering the screen waits: another list chosen is in the URL at once, as before.
    if (cause !== 'stay') await loading;
  },
  component: ReviewsScreen,
});
