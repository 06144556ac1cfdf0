import { describe, expect, it } from 'vitest';
import { roomEvent, type RoomEvent } from '@hotel/contracts';
import { at } from '../../../test/clock';
import { placed } from '../folio/fold-fixtures';
import { changeOf } from './booking-changes';
import { searchText, type Booking } from './booking-record';

const AT = at(0, '10:00');
const rowOf = (event: RoomEvent): Booking => {
  const change = changeOf(event, AT, 'system');
  if (change?.kind !== 'insert') throw new Error('a placed booking inserts its row');
  return change.row;
};

describe("the bookings read model's guests", () => {
  it('reads a guest of an event from before citizenship was asked as a Turkmen citizen', () => {
    // The fixture's guest is as every event before it was: no citizenship.
    const row = rowOf(placed(2));
    expect(row.guests).toEqual([
      {
        full_name: 'Aman Amanow',
        citizenship: 'TM',
        passport_serial: 'AS',
        passport_number: '123456',
      },
    ]);
    expect(row.foreign_guests).toBe(false);
  });

  it('keeps a foreign guest with its country, flags the booking and searches it by its key', () => {
    const event = placed(2);
    if (event.type !== 'BookingPlaced') throw new Error('a placed booking');
    const russian = {
      fullName: 'Ivan Petrov',
      citizenship: 'RU' as const,
      passportSerial: '',
      passportNumber: '4509123456',
    };
    const withForeign = {
      ...event,
      data: { ...event.data, guests: [...event.data.guests, russian] },
    };
    // As the event store's validator checks it before append.
    expect(roomEvent.safeParse(withForeign).success).toBe(true);
    const row = rowOf(withForeign);
    expect(row.guests[1]).toEqual({
      full_name: 'Ivan Petrov',
      citizenship: 'RU',
      passport_serial: '',
      passport_number: '4509123456',
    });
    expect(row.foreign_guests).toBe(true);
    expect(searchText(row).search_text).toContain('4509123456');
  });

  it('follows a change of the guests: a foreign guest taken off unflags the booking', () => {
    const guests = [
      {
        fullName: 'Ivan Petrov',
        citizenship: 'RU' as const,
        passportSerial: '',
        passportNumber: '4509123456',
      },
    ];
    const changed = (
      list: typeof guests | { fullName: string; passportSerial: string; passportNumber: string }[],
    ) =>
      changeOf(
        { type: 'GuestsChanged', data: { roomId: 1, bookingId: 7, guests: list } },
        AT,
        'system',
      );
    expect(changed(guests)).toMatchObject({ set: { foreign_guests: true } });
    expect(
      changed([{ fullName: 'Aman Amanow', passportSerial: 'AS', passportNumber: '123456' }]),
    ).toMatchObject({ set: { foreign_guests: false, guests: [{ citizenship: 'TM' }] } });
  });
});
