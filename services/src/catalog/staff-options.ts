import type { z } from 'zod';
import type { optionsInput } from '@hotel/contracts';
import { tengeToTmt, tmtToTenge, type OptionsView } from '@hotel/contracts';
import { recordAudit, withoutVersion } from './audit';
import { requireRecordVersion } from '../application/changed-meanwhile';
import { OPTIONS_COLUMNS, selectOptions, type OptionsRecord } from './system-options';
import type { Tx } from '../db/connect';
import type { AppDeps, RequestContext } from '../application/deps';
import { AppError } from '../application/errors';
import type { Outcome } from '../application/outcome';

/** The hotel-wide options as the Settings screen shows them. */
export async function readOptions(deps: AppDeps): Promise<OptionsView> {
  return toView(await selectOptions(deps.sql));
}

/**
 * Staff change some options: only the fields sent are written (the form sends the changed ones);
 * unknown fields are ignored. The change and its audit row share one transaction.
 */
export async function saveOptions(
  deps: AppDeps,
  context: RequestContext,
  input: z.output<typeof optionsInput>,
): Promise<Outcome<OptionsView>> {
  return deps.sql.begin(async (tx) => {
    const stored = await selectOptions(tx, { lock: true });
    requireRecordVersion(deps, stored, input.version);
    const before = toView(stored);
    if (input.last_book_number !== undefined)
      await refuseUsedBookNumber(tx, input.last_book_number);
    const bookingPriceTenge =
      input.booking_price === undefined ? undefined : tmtToTenge(input.booking_price);
    if (bookingPriceTenge === null) throw new Error(`not a TMT amount: ${input.booking_price}`);
    const foreignGuestTaxTenge =
      input.foreign_guest_tax === undefined ? undefined : tmtToTenge(input.foreign_guest_tax);
    if (foreignGuestTaxTenge === null)
      throw new Error(`not a TMT amount: ${input.foreign_guest_tax}`);
    const foreignChildTenge =
      input.foreign_child_price === undefined ? undefined : tmtToTenge(input.foreign_child_price);
    if (foreignChildTenge === null)
      throw new Error(`not a TMT amount: ${input.foreign_child_price}`);
    const freeUnderAge = input.child_free_under_age ?? stored.child_free_under_age;
    const adultFromAge = input.adult_from_age ?? stored.adult_from_age;
    if (adultFromAge <= freeUnderAge)
      throw new AppError(
        'validation',
        'options.ageBands',
        { adultFromAge, freeUnderAge },
        // The age just typed is at fault; when only the free age moved, it is.
        { field: input.adult_from_age === undefined ? 'child_free_under_age' : 'adult_from_age' },
      );
    const changes = {
      payment_system: input.payment_system,
      payment_room: input.payment_room,
      payment_booking: input.payment_booking,
      booking_price_tenge: bookingPriceTenge,
      payment_timeout: input.payment_timeout,
      last_book_number: input.last_book_number,
      max_pending_bookings: input.max_pending_bookings,
      max_pending_per_address: input.max_pending_per_address,
      max_same_stay_per_address: input.max_same_stay_per_address,
      expired_hold_wait_minutes: input.expired_hold_wait_minutes,
      booking_closes_days: input.booking_closes_days,
      online_share_percent: input.online_share_percent,
      guest_refund_percent: input.guest_refund_percent,
      foreign_guest_tax_tenge: foreignGuestTaxTenge,
      child_free_under_age: input.child_free_under_age,
      adult_from_age: input.adult_from_age,
      foreign_child_price_tenge: foreignChildTenge,
    };
    const sent = Object.entries(changes).filter(([, value]) => value !== undefined);
    const row = sent.length
      ? await updateOptions(tx, Object.fromEntries(sent), deps.now(), context)
      : await selectOptions(tx);
    const after = toView(row);
    await recordAudit(
      tx,
      { actor: context.actor, at: deps.now() },
      'system_options',
      1,
      'update',
      withoutVersion(before),
      withoutVersion(after),
    );
    return { message: { key: 'options.saved' }, data: after };
  });
}

/**
 * Numbers never go back (booking-ids.ts): a last number below one already given would be stored
 * and then ignored by the next booking, so it is refused, naming the lowest number allowed.
 */
async function refuseUsedBookNumber(tx: Tx, lastBookNumber: number): Promise<void> {
  const [counter] = await tx<{ value: number }[]>`select value from book_number_counter`;
  const used = Number(counter?.value ?? 0);
  if (lastBookNumber < used) throw new AppError('validation', 'options.bookNumberUsed', { used });
}

async function updateOptions(
  tx: Tx,
  changes: Record<string, unknown>,
  now: Date,
  context: RequestContext,
): Promise<OptionsRecord> {
  const [row] = await tx<OptionsRecord[]>`
    update system_options set ${tx({ ...changes, updated_at: now })}, version = version + 1, updated_by = ${tx.json(context.actor)}
    returning ${tx.unsafe(OPTIONS_COLUMNS)}`;
  if (!row) throw new Error('system_options has no row');
  return row;
}

function toView(row: OptionsRecord): OptionsView {
  return {
    payment_system: row.payment_system,
    payment_room: row.payment_room,
    payment_booking: row.payment_booking,
    booking_price: tengeToTmt(Number(row.booking_price_tenge)),
    payment_timeout: row.payment_timeout,
    last_book_number: row.last_book_number,
    max_pending_bookings: row.max_pending_bookings,
    max_pending_per_address: row.max_pending_per_address,
    max_same_stay_per_address: row.max_same_stay_per_address,
    expired_hold_wait_minutes: row.expired_hold_wait_minutes,
    booking_closes_days: row.booking_closes_days,
    online_share_percent: row.online_share_percent,
    guest_refund_percent: row.guest_refund_percent,
    foreign_guest_tax: tengeToTmt(Number(row.foreign_guest_tax_tenge)),
    child_free_under_age: row.child_free_under_age,
    adult_from_age: row.adult_from_age,
    foreign_child_price: tengeToTmt(Number(row.foreign_child_price_tenge)),
    version: row.version,
  };
}
