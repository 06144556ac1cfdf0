import type { z } from 'zod';
import { randomUUID } from 'node:crypto';
import {
  LANGUAGES,
  translate,
  eventMetadata as metadataSchema,
  roomStreamId,
  type FolioView,
  type idParams,
  type NightlyRate,
} from '@hotel/contracts';
import { folioStateOfBooking, type FolioState } from '@hotel/projections';
import { refusalTime, refusingStale } from '../application/changed-meanwhile';
import { eventMetadata, type AppDeps, type RequestContext } from '../application/deps';
import { AppError } from '../application/errors';
import type { Outcome } from '../application/outcome';
import { commandSeenByReadModels } from '../rooms/room-commands';
import { RoomRuleViolated } from '../rooms/room-errors';
import { folioOf } from './folio';
import { percentOf } from './pricing';
import { bookingOrNotFound } from './staff-booking-lookup';

/*
 * Late check-out in one click: the hotel's terms charge 12:00–18:00 at half a day's price, and the
 * day is the stay's last night as the folio sold it (rate seasons may price nights apart, so never
 * the room type's price of today). The room's rules (rooms/decide/folio.ts) take it once a stay,
 * while the guests are checked in and not yet out. docs/rates.md#late-check-out.
 */

/**
 * The charge's description in the site's three languages, for a reader of the event that does not
 * know the kind; the folio and the booking's history name it by its kind in the reader's language.
 */
const DESCRIPTION = LANGUAGES.map((lang) => translate(lang, 'folio.lateCheckOutCharge')).join(
  ' / ',
);

/**
 * Half of the last night's price less its discount, each step rounded half up to the teňňe as
 * the stay's own price is; null for a folio without nights.
 */
export function lateCheckOutTenge(nights: readonly NightlyRate[]): number | null {
  const last = nights.at(-1);
  if (!last) return null;
  return percentOf(percentOf(last.roomPriceTenge, 100 - last.discountPercent), 50);
}

/** What late check-out would charge booking `id` now; null when its folio has no nights. */
export async function lateCheckOutQuote(deps: AppDeps, id: number): Promise<number | null> {
  await bookingOrNotFound(deps, id);
  const state = await folioStateOfBooking(deps.sql, id);
  return state ? lateCheckOutTenge(state.nights) : null;
}

/**
 * Staff charge late check-out on booking `params.id`'s folio; `expectedVersion`: the booking's
 * version the screen read (a booking changed since is refused, as other staff changes are).
 */
export async function postLateCheckOut(
  deps: AppDeps,
  context: RequestContext,
  { id }: z.output<typeof idParams>,
  expectedVersion?: string,
): Promise<Outcome<FolioView>> {
  const { roomId } = await bookingOrNotFound(deps, id);
  const state = await folioStateOfBooking(deps.sql, id);
  const earlier = state ? chargedBefore(state) : undefined;
  if (earlier) throw twice(deps, earlier.by, new Date(earlier.at));
  const amountTenge = state ? lateCheckOutTenge(state.nights) : null;
  if (amountTenge === null || amountTenge <= 0)
    throw new AppError('conflict', 'folio.lateCheckOutNotInHouse');
  const command = {
    type: 'PostCharge' as const,
    data: {
      roomId,
      bookingId: id,
      chargeId: randomUUID(),
      description: DESCRIPTION,
      amountTenge,
      kind: 'lateCheckOut' as const,
    },
  };
  await refusingStale(deps, () =>
    commandSeenByReadModels(deps, command, eventMetadata(deps, context), expectedVersion),
  ).catch(async (error: unknown) => {
    // Another click won the race after the folio above was read: name it from the room's stream.
    if (error instanceof RoomRuleViolated && error.code === 'folio.lateCheckOutTwice')
      throw await twiceFromStream(deps, roomId, id);
    throw error;
  });
  return {
    message: { key: 'folio.lateCheckOutPosted', params: { amount: amountTenge } },
    data: await folioOf(deps, id),
  };
}

const chargedBefore = (state: FolioState) =>
  state.entries.find((line) => line.charge === 'lateCheckOut');

/** The refusal of a second late check-out, naming who charged the first and when (hotel time). */
const twice = (deps: AppDeps, who: string, at: Date): AppError =>
  new AppError('conflict', 'folio.lateCheckOutTwice', { who, when: refusalTime(deps, at) });

/** The late check-out already on booking `bookingId`, as room `roomId`'s stream recorded it. */
async function twiceFromStream(deps: AppDeps, roomId: number, bookingId: number) {
  const { events } = await deps.store.readStream(roomStreamId(roomId));
  const charged = events.findLast((event) => {
    if (event.type !== 'ChargePosted') return false;
    const data = event.data as { bookingId?: number; kind?: string };
    return data.bookingId === bookingId && data.kind === 'lateCheckOut';
  });
  const metadata = metadataSchema.safeParse(charged?.metadata);
  if (!metadata.success) return twice(deps, 'system', charged?.createdAt ?? deps.now());
  const { actor, at } = metadata.data;
  return twice(deps, typeof actor === 'object' ? actor.email : actor, new Date(at));
}
