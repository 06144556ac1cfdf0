import type { Trpc } from '../../../api';

/** The reviews the hotel approved: the home page's loader asks for them, the reviews tab shows them. */
export const approvedReviewsQuery = (trpc: Trpc) => trpc.reviews.approved.queryOptions();
