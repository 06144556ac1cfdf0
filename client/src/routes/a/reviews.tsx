import { reviewStatusFilter } from '@hotel/contracts';
import { createFileRoute } from '@tanstack/react-router';
import { ReviewsScreen } from './-reviews/reviews-screen';
import { validSearch } from './-staff/valid-search';

/** Moderation of guests' reviews (issue 11, item 7: /a/reviews); the list shown lives in the URL. */
export const Route = createFileRoute('/a/reviews')({
  validateSearch: (search) => validSearch(reviewStatusFilter, search),
  component: ReviewsScreen,
});
