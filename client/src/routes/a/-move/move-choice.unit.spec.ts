import type { MoveOptions, MoveTarget, SwapTarget } from '@hotel/contracts';
import { describe, expect, it } from 'vitest';
import { day, dotted } from '../../../../../test/clock';
import { staffT } from '../-staff/staff-spec-texts';
import { choiceForDrop, confirmQuestion, dropKinds, signedTmt } from './move-choice';

const t = staffT('en');
const tRu = staffT('ru');

const room = (roomId: number, roomNumber: string, priceDifferenceTenge = 0): MoveTarget => ({
  roomId,
  roomNumber,
  roomTypeId: priceDifferenceTenge === 0 ? 1 : 2,
  roomTypeName:
    priceDifferenceTenge === 0
      ? { tm: 'Standart', ru: 'Стандарт', en: 'Standard' }
      : { tm: 'Lýuks', ru: 'Люкс', en: 'Deluxe' },
  priceDifferenceTenge,
});
const swap = (bookingId: number, target: MoveTarget, guestName = 'Aýna Berdiýewa'): SwapTarget => ({
  ...target,
  bookingId,
  guestName,
  checkin: `${day(3)}T14:00:00+05:00`,
  checkout: `${day(5)}T12:00:00+05:00`,
});
const OPTIONS: MoveOptions = {
  rooms: [room(11, '101'), room(12, '201', 15_050)],
  swaps: [
    swap(70, room(13, '301')),
    swap(71, room(14, '401')),
    swap(72, room(14, '401'), 'Merdan Orazow'),
  ],
  overridable: [{ ...room(15, '501'), refusal: 'Room 501 sleeps 1, and the stay has 2 guests.' }],
};
const STAY = { id: 5, bookNumber: 1042, roomNumber: '102' };

describe('where a dropped booking goes', () => {
  it('moves to a room free for all its nights', () => {
    expect(choiceForDrop(OPTIONS, 12, null)).toEqual({ kind: 'move', target: OPTIONS.rooms[1] });
  });

  it('swaps with the one stay a room holds, wherever in the row it is dropped', () => {
    expect(choiceForDrop(OPTIONS, 13, null)).toEqual({ kind: 'swap', target: OPTIONS.swaps[0] });
  });

  it('swaps with the stay dropped on when the room holds several, and asks nothing when dropped beside them', () => {
    expect(choiceForDrop(OPTIONS, 14, 72)).toEqual({ kind: 'swap', target: OPTIONS.swaps[2] });
    expect(choiceForDrop(OPTIONS, 14, null)).toBeNull();
  });

  it('finds nothing in a room the server offers neither way', () => {
    expect(choiceForDrop(OPTIONS, 99, null)).toBeNull();
    // A room the desk's rules refuse takes no drop: only the dialog's override with a reason.
    expect(choiceForDrop(OPTIONS, 15, null)).toBeNull();
    expect(dropKinds(OPTIONS)).toEqual(
      new Map([
        [13, 'swap'],
        [14, 'swap'],
        [11, 'move'],
        [12, 'move'],
      ]),
    );
  });
});

describe('the confirm before a move', () => {
  it('names the booking and the room, without a price when the type costs the same', () => {
    expect(
      confirmQuestion(STAY, { kind: 'move', target: room(11, '101') }, { t, language: 'en' }),
    ).toBe('Move booking No. 1042 to room 101 (Standard) for the same nights?');
  });

  it('gives a dearer or cheaper type’s difference signed, in TMT, and says the folio charges the nights at it', () => {
    expect(
      confirmQuestion(
        STAY,
        { kind: 'move', target: room(12, '201', 15_050) },
        { t, language: 'en' },
      ),
    ).toBe(
      'Move booking No. 1042 to room 201 (Deluxe) for the same nights? For these nights the type “Deluxe” costs +150.5 TMT compared with the one booked: the folio charges the nights moved at its price.',
    );
    expect(
      confirmQuestion(
        STAY,
        { kind: 'move', target: room(12, '201', -1_250_000) },
        { t: tRu, language: 'ru' },
      ),
    ).toContain(
      'стоит на эти ночи \u221212\u00a0500 TMT по сравнению с забронированным: перенесённые ночи в счёте брони считаются по его цене.',
    );
  });

  it('names both stays of a swap and the room each gets, with the other booking’s number where known', () => {
    const target = swap(70, room(13, '301'));
    const stay = `(Aýna Berdiýewa, ${dotted(day(3))} – ${dotted(day(5))})`;
    expect(confirmQuestion(STAY, { kind: 'swap', target }, { t, language: 'en' }, 2001)).toBe(
      `Swap rooms: booking No. 1042 goes to room 301, and booking No. 2001 ${stay} to room 102?`,
    );
    expect(confirmQuestion(STAY, { kind: 'swap', target }, { t, language: 'en' })).toBe(
      `Swap rooms: booking No. 1042 goes to room 301, and the booking of Aýna Berdiýewa (${dotted(day(3))} – ${dotted(day(5))}) to room 102?`,
    );
  });
});

describe('a signed price difference', () => {
  it('shows plus, a true minus or nothing, grouped for the reader', () => {
    expect(signedTmt(150_000, 'en')).toBe('+1,500');
    expect(signedTmt(-150_050, 'ru')).toBe('\u22121\u00a0500,5');
    expect(signedTmt(0, 'tm')).toBe('0');
  });
});
