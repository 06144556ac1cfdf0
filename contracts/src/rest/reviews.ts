import { z } from 'zod';
import { requiredText, VISIBLE, wholeNumber } from '../form-input';
import { entityId } from '../text';

/*
 * Guests' reviews (issue 11, item 7): a logged-in guest rates the hotel 0–5 and writes a few
 * words; the review waits until staff approve or reject it, and only approved ones are shown.
 */

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

/** A guest's review as sent: the rating, the first name it is signed with, the text (plain, never HTML). */
export const reviewInput = z.object({
  rating: wholeNumber('rating', 0, 5),
  author: requiredText(REVIEW_AUTHOR_MAX),
  text: z
    .string({ message: 'required' })
    .max(REVIEW_TEXT_MAX, 'reviewText')
    .regex(VISIBLE, 'required')
    .transform((text) => text.trim())
    .refine((text) => [...text].length >= REVIEW_TEXT_MIN, 'reviewText'),
});
export type ReviewInput = z.infer<typeof reviewInput>;

/** An approved review as the site shows it: the author's first name and the hotel day it was written. */
export const publicReviewView = z.object({
  id: z.number().int(),
  author: z.string(),
  rating: z.number().int(),
  text: z.string(),
  /** yyyy-MM-dd, the hotel's calendar day. */
  date: z.string(),
});
export type PublicReviewView = z.infer<typeof publicReviewView>;

/** Which reviews staff list (also the staff screen's `?status=`): those waiting when no status is given. */
export const reviewStatusFilter = z.object({ status: z.enum(REVIEW_STATUSES).optional() });
export const staffReviewsQuery = reviewStatusFilter.optional();
export type StaffReviewsQuery = z.infer<typeof staffReviewsQuery>;

export const staffReviewView = publicReviewView.extend({
  status: z.enum(REVIEW_STATUSES),
  /** The guest's account, so staff know who wrote it. */
  user_id: z.number().int(),
  email: z.string(),
  /** When written and when decided, on the hotel's wall clock with its offset. */
  created_at: z.string(),
  decided_at: z.string().nullable(),
  decided_by: z.string().nullable(),
});
export type StaffReviewView = z.infer<typeof staffReviewView>;

/** Staff approve or reject a review; changing one's mind later is another decision. */
export const reviewDecisionInput = z.object({ id: entityId, decision: z.enum(REVIEW_DECISIONS) });
export type ReviewDecisionInput = z.infer<typeof reviewDecisionInput>;
