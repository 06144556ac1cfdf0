/* Guests' reviews' plain values (zod-free: @hotel/contracts/plain); their schemas are in reviews.ts. */

/** A first name as people write it, and a review long enough to say something, short enough to read. */
export const REVIEW_AUTHOR_MAX = 40;
export const REVIEW_TEXT_MIN = 10;
export const REVIEW_TEXT_MAX = 2000;
/** A guest may post this many reviews in REVIEW_WINDOW_DAYS: enough for every stay, too few to flood moderation. */
export const REVIEWS_PER_WINDOW = 3;
export const REVIEW_WINDOW_DAYS = 30;
/** The home page shows at most this many approved reviews, newest first. */
export const PUBLIC_REVIEWS_CAP = 20;
/** Staff see at most this many reviews of one status at once, newest first. */
export const STAFF_REVIEWS_CAP = 200;

export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export const REVIEW_DECISIONS = ['approved', 'rejected'] as const;
