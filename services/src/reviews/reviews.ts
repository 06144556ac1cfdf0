import type { z } from 'zod';
import type { reviewDecisionInput, reviewInput, staffReviewsQuery } from '@hotel/contracts';
import {
  actor as actorSchema,
  hotelDate,
  hotelInstant,
  PUBLIC_REVIEWS_CAP,
  REVIEW_STATUSES,
  REVIEW_WINDOW_DAYS,
  REVIEWS_PER_WINDOW,
  STAFF_REVIEWS_CAP,
  type PublicReviewView,
  type ReviewStatus,
  type StaffReviewView,
} from '@hotel/contracts';
import type { AppDeps, RequestContext } from '../application/deps';
import { AppError } from '../application/errors';
import type { Outcome } from '../application/outcome';
import { recordAudit } from '../catalog/audit';
import type { Sql, Tx } from '../db/connect';

/*
 * Reviews are state-stored (a table and audit_log), not events (docs/architecture.md §5): the
 * event log guards the rooms' calendars and the money, and a review touches neither. What the
 * audit must answer — who approved or rejected which review, and when — audit_log answers, and
 * the staff timeline already reads it.
 */

interface Row {
  id: number;
  user_id: number;
  email: string;
  author: string;
  rating: number;
  text: string;
  status: string;
  created_at: Date;
  decided_at: Date | null;
  decided_by: unknown;
}

const isStatus = (status: string): status is ReviewStatus =>
  (REVIEW_STATUSES as readonly string[]).includes(status);

/**
 * A logged-in guest's review, stored to wait for moderation. A guest may post REVIEWS_PER_WINDOW
 * reviews in REVIEW_WINDOW_DAYS (429 beyond); the guest's row is locked while counting, so two
 * posts at once cannot both slip under the limit.
 */
export async function postReview(
  deps: AppDeps,
  userId: number,
  input: z.output<typeof reviewInput>,
): Promise<Outcome<{ id: number }>> {
  const now = deps.now();
  const since = new Date(now.getTime() - REVIEW_WINDOW_DAYS * 86_400_000);
  return deps.sql.begin(async (tx) => {
    await tx`select 1 from users where id = ${userId} for update`;
    const [recent] = await tx<{ count: number }[]>`
      select count(*)::int as count from reviews where user_id = ${userId} and created_at > ${since}`;
    if ((recent?.count ?? 0) >= REVIEWS_PER_WINDOW) {
      throw new AppError('rate_limited', 'review.tooMany', {
        max: REVIEWS_PER_WINDOW,
        days: REVIEW_WINDOW_DAYS,
      });
    }
    const [row] = await tx<{ id: number }[]>`
      insert into reviews (user_id, author, rating, text, created_at)
      values (${userId}, ${input.author}, ${input.rating}, ${input.text}, ${now})
      returning id`;
    if (!row) throw new Error('the review was not stored');
    return { message: { key: 'review.posted' }, data: { id: row.id } };
  });
}

/** The approved reviews for the home page, newest first, at most PUBLIC_REVIEWS_CAP. */
export async function approvedReviews(deps: AppDeps): Promise<PublicReviewView[]> {
  const rows = await deps.sql<Pick<Row, 'id' | 'author' | 'rating' | 'text' | 'created_at'>[]>`
    select id, author, rating, text, created_at from reviews
    where status = 'approved' order by created_at desc, id desc limit ${PUBLIC_REVIEWS_CAP}`;
  return rows.map((row) => ({
    id: row.id,
    author: row.author,
    rating: row.rating,
    text: row.text,
    date: hotelDate(row.created_at, deps.hotelTimeZone),
  }));
}

/** The reviews of one status (waiting ones by default) for moderation, newest first. */
export async function staffReviews(
  deps: AppDeps,
  query: z.output<typeof staffReviewsQuery>,
): Promise<StaffReviewView[]> {
  const status = query?.status ?? 'pending';
  const rows = await readReviews(deps.sql, status, null);
  return rows.flatMap((row) => toStaffView(row, deps.hotelTimeZone));
}

/**
 * Staff approve or reject a review; the decision and its audit row (status before -> after)
 * share one transaction. Deciding what is already decided is a success that changes nothing.
 */
export async function decideReview(
  deps: AppDeps,
  context: RequestContext,
  input: z.output<typeof reviewDecisionInput>,
): Promise<Outcome<StaffReviewView>> {
  return deps.sql.begin(async (tx) => {
    const [before] = await tx<
      { status: string }[]
    >`select status from reviews where id = ${input.id} for update`;
    if (!before) throw new AppError('not_found', 'review.notFound');
    if (before.status !== input.decision) {
      const at = deps.now();
      await tx`
        update reviews set status = ${input.decision}, decided_at = ${at}, decided_by = ${tx.json(context.actor)}
        where id = ${input.id}`;
      await recordAudit(
        tx,
        { actor: context.actor, at },
        'review',
        input.id,
        'update',
        { moderation: before.status },
        { moderation: input.decision },
      );
    }
    const [row] = await readReviews(tx, null, input.id);
    const view = row && toStaffView(row, deps.hotelTimeZone)[0];
    if (!view) throw new Error('the decided review was not read back');
    return {
      message: {
        key: input.decision === 'approved' ? 'review.approved' : 'review.rejected',
        params: { id: input.id },
      },
      data: view,
    };
  });
}

async function readReviews(
  sql: Sql | Tx,
  status: ReviewStatus | null,
  id: number | null,
): Promise<Row[]> {
  return sql<Row[]>`
    select r.id, r.user_id, u.email, r.author, r.rating, r.text, r.status, r.created_at, r.decided_at, r.decided_by
    from reviews r join users u on u.id = r.user_id
    where (${status}::text is null or r.status = ${status}) and (${id}::integer is null or r.id = ${id})
    order by r.created_at desc, r.id desc limit ${STAFF_REVIEWS_CAP}`;
}

function toStaffView(row: Row, timeZone: string): StaffReviewView[] {
  if (!isStatus(row.status)) return [];
  const decider = actorSchema.safeParse(row.decided_by);
  return [
    {
      id: row.id,
      author: row.author,
      rating: row.rating,
      text: row.text,
      date: hotelDate(row.created_at, timeZone),
      status: row.status,
      user_id: row.user_id,
      email: row.email,
      created_at: hotelInstant(row.created_at, timeZone),
      decided_at: row.decided_at ? hotelInstant(row.decided_at, timeZone) : null,
      decided_by: decider.success && typeof decider.data === 'object' ? decider.data.email : null,
    },
  ];
}
