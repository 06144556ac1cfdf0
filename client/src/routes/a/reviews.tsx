import type { StaffReviewsQuery } from '@hotel/contracts';
import { REVIEW_SEARCH, validSearch } from '@hotel/contracts/plain';
import { createFileRoute } from '@tanstack/react-router';
import { ReviewsScreen } from './-reviews/reviews-screen';

/** Moderation of guests' reviews (/a/reviews); the list shown lives in the URL. */
export const Route = createFileRoute('/a/reviews')({
  validateSearch: (search) => validSearch<NonNullable<StaffReviewsQuery>>(REVIEW_SEARCH, search),
  component: ReviewsScreen,
});
