import { z } from 'zod';
import { requiredText, VISIBLE, wholeNumber } from '../form-input';
import { entityId } from '../text';
import {
  REVIEW_AUTHOR_MAX,
  REVIEW_DECISIONS,
  REVIEW_STATUSES,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
} from './review-values';

export * from './review-values';

/*
 * Guests' reviews: a logged-in guest rates the hotel 0–5 and writes a few
 * words; the review waits until staff approve or reject it, and only approved ones are shown.
 */

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
