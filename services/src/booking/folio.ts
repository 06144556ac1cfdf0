import type { z } from 'zod';
import { randomUUID } from 'node:crypto';
import type { idParams, postChargeInput, takePaymentInput } from '@hotel/contracts';
import { CHARGE_WORDS, hotelDate, tengeToTmt, tmtToTenge, type FolioView } from '@hotel/contracts';
import { folioOfBooking, type Folio } from '@hotel/projections';
import { eventMetadata, type AppDeps, type RequestContext } from '../application/deps';
import type { Outcome } from '../application/outcome';
import { commandSeenByReadModels } from '../rooms/room-commands';
import type { RoomCommand } from '../rooms/room-command';
import { bookingOrNotFound } from './staff-booking-lookup';

/*
 * A booking's folio (projections/src/folio/fold.ts): what it charges, night by night with the
 * discount and the booking fee, the extras staff posted, and the money paid and given back.
 * Staff read it, post extras and take money at the desk; the guest reads their own.
 */

/** The folio in the REST shape: amounts in TMT, each line dated (a night by itself, the rest by the hotel's day it was posted). */
export function toFolioView(folio: Folio, timeZone: string): FolioView {
  return {
    lines: folio.lines.map((line) => ({
      kind: line.kind,
      date: line.night ?? hotelDate(new Date(line.at), timeZone),
      description: line.description,
      amount: tengeToTmt(line.amountTenge),
      method: line.method,
      by: line.by,
      ...(line.charge ? { charge: CHARGE_WORDS[line.charge] } : {}),
    })),
    total: tengeToTmt(folio.totalTenge),
    paid: tengeToTmt(folio.paidTenge),
    refunded: tengeToTmt(folio.refundedTenge),
    balance: tengeToTmt(folio.balanceTenge),
  };
}

const EMPTY: Folio = { lines: [], totalTenge: 0, paidTenge: 0, refundedTenge: 0, balanceTenge: 0 };

/** Booking `id`'s folio (404 when there is no such booking; empty until the ledger has seen it). */
export async function folioOf(deps: AppDeps, id: number): Promise<FolioView> {
  await bookingOrNotFound(deps, id);
  return toFolioView((await folioOfBooking(deps.sql, id)) ?? EMPTY, deps.hotelTimeZone);
}

/** Staff read a booking's folio. */
export async function staffFolio(
  deps: AppDeps,
  { id }: z.output<typeof idParams>,
): Promise<FolioView> {
  return folioOf(deps, id);
}

/** Staff post an extra (late check-out, restaurant, yacht services, any named amount) on the folio. */
export async function postCharge(
  deps: AppDeps,
  context: RequestContext,
  params: z.output<typeof idParams>,
  { description, amount }: z.output<typeof postChargeInput>,
): Promise<Outcome<FolioView>> {
  return onFolio(deps, context, params, 'folio.chargePosted', (booking) => ({
    type: 'PostCharge',
    data: { ...booking, chargeId: randomUUID(), description, amountTenge: tenge(amount) },
  }));
}

/** The desk takes money toward a paid booking's folio: cash, the card terminal or a bank transfer. */
export async function takeDeskPayment(
  deps: AppDeps,
  context: RequestContext,
  params: z.output<typeof idParams>,
  { method, amount }: z.output<typeof takePaymentInput>,
): Promise<Outcome<FolioView>> {
  return onFolio(deps, context, params, 'folio.paymentTaken', (booking) => ({
    type: 'TakeDeskPayment',
    data: { ...booking, paymentId: randomUUID(), amountTenge: tenge(amount), method },
  }));
}

/**
 * A staff write on booking `params.id`'s folio: the room's command for it, then the folio as the
 * ledger holds it once the event is projected.
 */
async function onFolio(
  deps: AppDeps,
  context: RequestContext,
  { id }: z.output<typeof idParams>,
  said: 'folio.chargePosted' | 'folio.paymentTaken',
  command: (booking: { roomId: number; bookingId: number }) => RoomCommand,
): Promise<Outcome<FolioView>> {
  const { roomId } = await bookingOrNotFound(deps, id);
  await commandSeenByReadModels(
    deps,
    command({ roomId, bookingId: id }),
    eventMetadata(deps, context),
  );
  return { message: { key: said }, data: await folioOf(deps, id) };
}

/** A parsed TMT amount (at most two decimals, the schema's rule) in teňňe. */
function tenge(amount: number): number {
  const value = tmtToTenge(amount);
  if (value === null) throw new Error(`not a TMT amount: ${amount}`);
  return value;
}
