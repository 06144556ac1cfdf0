import type { PromoCodeEvent } from '@hotel/contracts';
import type { Tx } from '../projection';
import { PROMO_CODE_CHANGES, PROMO_CODES } from './tables';

/** A code event with when, by whom and where in the log, as the projector parsed it. */
export interface CodeChange {
  event: PromoCodeEvent;
  at: Date;
  actor: unknown;
  globalPosition: bigint;
}

/**
 * Writes a code event's row of `promo_code_changes` (migration 043), before the event changes
 * `promo_codes`: a disable reads whether the code was disabled already from the row as it is
 * then, so a batch gives the rows one event at a time gives. An event delivered again keeps the
 * row it wrote first.
 */
export async function recordCodeChange(tx: Tx, change: CodeChange): Promise<void> {
  const { event, at, globalPosition } = change;
  const actor = JSON.stringify(change.actor);
  if (event.type === 'PromoCodeDisabled') {
    await tx`
      insert into ${tx(PROMO_CODE_CHANGES)} (global_position, at, actor, promo_code_id, code, action, before, after)
      select ${globalPosition.toString()}, ${at}, ${actor}::text::jsonb, c.id, c.code, 'disable',
        jsonb_build_object('disabled', c.disabled), jsonb_build_object('disabled', true)
      from ${tx(PROMO_CODES)} c where c.id = ${event.data.promoCodeId}
      on conflict (global_position) do nothing`;
    return;
  }
  const { data } = event;
  const values = {
    code: data.code,
    percent: data.percent,
    amount_tenge: data.amountTenge,
    arrival_from: data.arrivalFrom,
    arrival_to: data.arrivalTo,
    max_uses: data.maxUses,
  };
  await tx`
    insert into ${tx(PROMO_CODE_CHANGES)} (global_position, at, actor, promo_code_id, code, action, before, after)
    values (${globalPosition.toString()}, ${at}, ${actor}::text::jsonb, ${data.promoCodeId}, ${data.code},
      'create', null, ${JSON.stringify(values)}::text::jsonb)
    on conflict (global_position) do nothing`;
}
