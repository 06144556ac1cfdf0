import type { Language, MoveOptions, MoveTarget, SwapTarget } from '@hotel/contracts';
import { tengeToTmt } from '@hotel/contracts/plain';
import type { TFunction } from 'i18next';
import { formatAmount, formatHotelDate } from '../../../lib/format';

/** What staff asked for: the booking alone into a free room, or trading rooms with a stay. */
export type MoveChoice =
  { kind: 'move'; target: MoveTarget } | { kind: 'swap'; target: SwapTarget };

/** The booking being moved, as the confirm names it. */
export interface MovingStay {
  id: number;
  bookNumber: number | null;
  /** The room it holds now: a swap sends the other stay there. */
  roomNumber: string;
  /** The version it was read at: a stay changed since is not moved (the server names who changed it). */
  version?: string | null;
}

/**
 * What a drop on room `roomId` asks for, given where the server says the booking can go: a move
 * when the room is free for all its nights; else a swap with the stay dropped on, or with the
 * room's one stay the server offers. Null when the room can take it neither way.
 */
export function choiceForDrop(
  options: MoveOptions,
  roomId: number,
  droppedOn: number | null,
): MoveChoice | null {
  const room = options.rooms.find((target) => target.roomId === roomId);
  if (room) return { kind: 'move', target: room };
  const swaps = options.swaps.filter((target) => target.roomId === roomId);
  const swap =
    swaps.find((target) => target.bookingId === droppedOn) ??
    (swaps.length === 1 ? swaps[0] : undefined);
  return swap ? { kind: 'swap', target: swap } : null;
}

/**
 * How each room can take the booking: `move`, `swap`, or absent. The calendar paints the row a
 * drag passes over with it before anything is dropped.
 */
export function dropKinds(options: MoveOptions): Map<number, MoveChoice['kind']> {
  const kinds = new Map<number, MoveChoice['kind']>();
  for (const swap of options.swaps) kinds.set(swap.roomId, 'swap');
  for (const room of options.rooms) kinds.set(room.roomId, 'move');
  return kinds;
}

/** A signed teňňe difference as TMT for the reader: `+1 500`, `−250,5`, `0` (a true minus sign). */
export function signedTmt(tenge: number, language: Language): string {
  const amount = formatAmount(tengeToTmt(Math.abs(tenge)), language);
  if (tenge > 0) return `+${amount}`;
  if (tenge < 0) return `\u2212${amount}`;
  return amount;
}

const dotted = (iso: string) => formatHotelDate(iso.slice(0, 10)) ?? iso;

/**
 * The confirm's question: which booking goes to which room (and which stay comes back, for a
 * swap), with the price difference when the room's type is another: the folio then charges the nights
 * moved at that type's price. `otherNumber`: the swapped stay's booking number where the screen knows it.
 */
export function confirmQuestion(
  stay: MovingStay,
  choice: MoveChoice,
  texts: { t: TFunction<'staff'>; language: Language },
  otherNumber: number | null = null,
): string {
  const { t, language } = texts;
  const { target } = choice;
  const type = target.roomTypeName[language];
  const base = { number: stay.bookNumber ?? '', room: target.roomNumber, type };
  const question =
    choice.kind === 'move'
      ? t('move.confirmMove', base)
      : t(otherNumber === null ? 'move.confirmSwap' : 'move.confirmSwapNumbered', {
          ...base,
          other: otherNumber ?? '',
          guest: choice.target.guestName,
          checkin: dotted(choice.target.checkin),
          checkout: dotted(choice.target.checkout),
          own: stay.roomNumber,
        });
  if (target.priceDifferenceTenge === 0) return question;
  const note = t('move.priceNote', {
    type,
    difference: signedTmt(target.priceDifferenceTenge, language),
  });
  return `${question} ${note}`;
}
