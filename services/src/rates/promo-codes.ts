import type { z } from 'zod';
import {
  hotelInstant,
  PROMO_CODES_STREAM,
  promoCodeEvent,
  tengeToTmt,
  tmtToTenge,
  type idParams,
  type PromoCodeDetailView,
  type promoCodeInput,
  type PromoCodeView,
} from '@hotel/contracts';
import { PROMO_CODE_USES, PROMO_CODES } from '@hotel/projections';
import type { AppDeps, RequestContext } from '../application/deps';
import { AppError } from '../application/errors';
import type { Outcome } from '../application/outcome';
import { appendDecided, readAt, type DecidedStream } from './append-at-read';
import { LIVE_USE, type PromoCodeRow } from './promo-code-uses';

/*
 * Promotion codes (docs/rates.md "Promotion codes"): a manager's commands append to the one
 * `promo-codes` stream at the revision they read, so two managers never create one code twice
 * nor two codes with one id; the read model `promo_codes` answers the lists, the quote and the
 * booking.
 */

interface CodesRead extends ReturnType<typeof readAt> {
  /** Every code ever created (upper-case) -> its id and whether it is disabled. */
  codes: Map<string, { id: number; disabled: boolean }>;
}

async function readCodes(deps: AppDeps): Promise<CodesRead> {
  const { revision, events } = await deps.store.readStream(PROMO_CODES_STREAM);
  const codes = new Map<string, { id: number; disabled: boolean }>();
  for (const recorded of events) {
    const event = promoCodeEvent.parse({ type: recorded.type, data: recorded.data });
    codes.set(event.data.code, {
      id: event.data.promoCodeId,
      disabled: event.type === 'PromoCodeDisabled',
    });
  }
  return { codes, ...readAt(revision) };
}

/** The stream every command of this file decides on: read whole, appended at the revision read. */
const CODES: DecidedStream<CodesRead> = {
  stream: PROMO_CODES_STREAM,
  read: readCodes,
  busyKey: 'promo.busy',
};

/** A manager creates a code; a code once created (even disabled) is never created again. */
export async function createPromoCode(
  deps: AppDeps,
  context: RequestContext,
  input: z.output<typeof promoCodeInput>,
): Promise<Outcome<{ id: number }>> {
  const amountTenge = input.amount === undefined ? null : tmtToTenge(input.amount);
  const event = await appendDecided(deps, context, CODES, ({ codes, next }) => {
    if (codes.has(input.code)) throw new AppError('conflict', 'promo.exists', { code: input.code });
    return {
      type: 'PromoCodeCreated',
      data: {
        promoCodeId: next,
        code: input.code,
        percent: input.percent ?? null,
        amountTenge,
        arrivalFrom: input.arrival_from,
        arrivalTo: input.arrival_to,
        maxUses: input.max_uses ?? null,
      },
    };
  });
  return {
    message: { key: 'promo.created', params: { code: input.code } },
    data: { id: event.data.promoCodeId },
  };
}

/** A manager disables a code: no quote or new booking takes it; the bookings made keep it. */
export async function disablePromoCode(
  deps: AppDeps,
  context: RequestContext,
  { id }: z.output<typeof idParams>,
): Promise<Outcome<{ id: number }>> {
  const event = await appendDecided(deps, context, CODES, ({ codes }) => {
    const code = [...codes].find(([, known]) => known.id === id)?.[0];
    if (code === undefined) throw new AppError('not_found', 'promo.notFound');
    return { type: 'PromoCodeDisabled', data: { promoCodeId: id, code } };
  });
  return { message: { key: 'promo.disabledNow', params: { code: event.data.code } }, data: { id } };
}

/** A code as the staff list shows it: its terms and live uses, who created it, what it took off. */
interface CodeRow extends PromoCodeRow {
  created_at: Date;
  created_by: unknown;
  discounts_tenge: string;
}

function codeView(row: CodeRow, timeZone: string): PromoCodeView {
  return {
    id: Number(row.id),
    code: row.code,
    percent: row.percent,
    amount: row.amount_tenge === null ? null : tengeToTmt(Number(row.amount_tenge)),
    arrival_from: row.arrival_from,
    arrival_to: row.arrival_to,
    max_uses: row.max_uses,
    disabled: row.disabled,
    uses: row.uses,
    discounts: tengeToTmt(Number(row.discounts_tenge)),
    created_at: hotelInstant(row.created_at, timeZone),
    created_by:
      typeof row.created_by === 'object' && row.created_by !== null && 'email' in row.created_by
        ? String(row.created_by.email)
        : null,
  };
}

/** The codes with their live uses (LIVE_USE) and those uses' discounts; `id`: one code. */
async function codeRows(deps: AppDeps, id?: number): Promise<CodeRow[]> {
  const { sql } = deps;
  return sql<CodeRow[]>`
    select c.id, c.code, c.percent, c.amount_tenge, c.arrival_from::text, c.arrival_to::text,
      c.max_uses, c.disabled, c.created_at, c.created_by,
      count(u.booking_id)::int as uses, coalesce(sum(u.discount_tenge), 0)::text as discounts_tenge
    from ${sql(PROMO_CODES)} c
    left join (${sql(PROMO_CODE_USES)} u left join bookings b on b.id = u.booking_id)
      on u.promo_code_id = c.id and ${sql.unsafe(LIVE_USE)}
    ${id === undefined ? sql`` : sql`where c.id = ${id}`}
    group by c.id order by c.id desc`;
}

/** Every code, the newest first, with its uses and the sum of their discounts. */
export async function listPromoCodes(deps: AppDeps): Promise<PromoCodeView[]> {
  return (await codeRows(deps)).map((row) => codeView(row, deps.hotelTimeZone));
}

/** One code and every booking that used it (those given up unpaid marked as not counted). */
export async function promoCodeDetail(
  deps: AppDeps,
  { id }: z.output<typeof idParams>,
): Promise<PromoCodeDetailView> {
  const [row] = await codeRows(deps, id);
  if (!row) throw new AppError('not_found', 'promo.notFound');
  const { sql } = deps;
  const uses = await sql<
    {
      booking_id: string;
      book_number: number | null;
      state: string | null;
      discount_tenge: string;
      used_at: Date;
      counted: boolean;
    }[]
  >`
    select u.booking_id, b.book_number, b.state, u.discount_tenge, u.used_at,
      ${sql.unsafe(LIVE_USE)} as counted
    from ${sql(PROMO_CODE_USES)} u left join bookings b on b.id = u.booking_id
    where u.promo_code_id = ${id} order by u.used_at, u.booking_id`;
  return {
    ...codeView(row, deps.hotelTimeZone),
    bookings: uses.map((use) => ({
      booking_id: Number(use.booking_id),
      book_number: use.book_number,
      state: use.state === 'online' ? 'paid' : use.state,
      discount: tengeToTmt(Number(use.discount_tenge)),
      used_at: hotelInstant(use.used_at, deps.hotelTimeZone),
      counted: use.counted,
    })),
  };
}
