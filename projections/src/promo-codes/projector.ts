import {
  eventMetadata,
  PROMO_CODES_STREAM,
  promoCodeEvent,
  promoCodeUseEvent,
  promoCodeUsesStreamId,
  type PromoCodeEvent,
  type PromoCodeUseEvent,
} from '@hotel/contracts';
import { eventTime, type RecordedEvent } from '../event-source';
import type { Projection, Tx } from '../projection';
import { recordCodeChange } from './changes';
import { PROMO_CODE_CHANGES, PROMO_CODE_USES, PROMO_CODES } from './tables';

export { PROMO_CODE_CHANGES, PROMO_CODE_USES, PROMO_CODES };

/** An event of the promotion codes' streams, parsed, with when and by whom; others are not parsed. */
type PromoStep =
  | { kind: 'code'; event: PromoCodeEvent; at: Date; actor: unknown; globalPosition: bigint }
  | { kind: 'use'; event: PromoCodeUseEvent; at: Date };

function stepOf(recorded: RecordedEvent): PromoStep | null {
  if (recorded.streamId === PROMO_CODES_STREAM) {
    const metadata = eventMetadata.safeParse(recorded.metadata);
    return {
      kind: 'code',
      event: promoCodeEvent.parse({ type: recorded.type, data: recorded.data }),
      at: eventTime(recorded),
      actor: metadata.success ? metadata.data.actor : 'system',
      globalPosition: recorded.position.globalPosition,
    };
  }
  if (promoCodeUsesStreamId(recorded.streamId) === null) return null;
  return {
    kind: 'use',
    event: promoCodeUseEvent.parse({ type: recorded.type, data: recorded.data }),
    at: eventTime(recorded),
  };
}

/** One step's write; each is idempotent, so a replayed event leaves the rows as they were. */
async function apply(tx: Tx, step: PromoStep): Promise<void> {
  if (step.kind === 'code') {
    // The audit trail's row first: a disable's reads whether the code was disabled before it.
    await recordCodeChange(tx, step);
    const { event } = step;
    if (event.type === 'PromoCodeDisabled') {
      await tx`update ${tx(PROMO_CODES)} set disabled = true where id = ${event.data.promoCodeId}`;
      return;
    }
    const data = event.data;
    await tx`
      insert into ${tx(PROMO_CODES)} (id, code, percent, amount_tenge, arrival_from, arrival_to,
        max_uses, disabled, created_at, created_by)
      values (${data.promoCodeId}, ${data.code}, ${data.percent}, ${data.amountTenge},
        ${data.arrivalFrom}, ${data.arrivalTo}, ${data.maxUses}, false, ${step.at},
        ${JSON.stringify(step.actor)}::text::jsonb)
      on conflict (id) do nothing`;
    return;
  }
  const { event } = step;
  if (event.type === 'PromoCodeUseReleased') {
    await tx`delete from ${tx(PROMO_CODE_USES)}
      where promo_code_id = ${event.data.promoCodeId} and booking_id = ${event.data.bookingId}`;
    return;
  }
  await tx`
    insert into ${tx(PROMO_CODE_USES)} (promo_code_id, booking_id, discount_tenge, used_at)
    values (${event.data.promoCodeId}, ${event.data.bookingId}, ${event.data.discountTenge}, ${step.at})
    on conflict do nothing`;
}

/**
 * The promotion codes (the staff list, the quote and the booking read them), the bookings that
 * used each (the staff's uses and discounts) and every create and disable (the audit trail). Codes change a few times a season, so a batch is
 * written a statement per event.
 */
export const promoCodesProjection: Projection = {
  name: PROMO_CODES,
  tables: [PROMO_CODES, PROMO_CODE_USES, PROMO_CODE_CHANGES],
  prepare(events: readonly RecordedEvent[]) {
    const steps = events.flatMap((recorded) => stepOf(recorded) ?? []);
    return async (tx: Tx) => {
      for (const step of steps) await apply(tx, step);
    };
  },
};
