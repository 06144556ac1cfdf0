import type { OptionsView } from '@hotel/contracts';
import { describe, expect, it } from 'vitest';
import { changedOptions, draftOf } from './options-draft';

const stored: OptionsView = {
  payment_system: true,
  payment_room: true,
  payment_booking: true,
  booking_price: 50,
  payment_timeout: 15,
  last_book_number: 1000,
  max_pending_bookings: 3,
  max_pending_per_address: 10,
  max_same_stay_per_address: 3,
  expired_hold_wait_minutes: 30,
  booking_closes_days: 10,
  online_share_percent: 50,
  guest_refund_percent: 0,
  foreign_guest_tax: 0,
  child_free_under_age: 3,
  adult_from_age: 12,
  foreign_child_price: 0,
  version: 4,
};

describe("the settings form's foreigners' tax", () => {
  it('sends the tax typed in TMT, and nothing while it is as stored', () => {
    expect(changedOptions(draftOf(stored), stored)).toEqual({});
    expect(changedOptions({ ...draftOf(stored), foreign_guest_tax: '26.5' }, stored)).toEqual({
      foreign_guest_tax: 26.5,
    });
  });

  it('sends an emptied tax as an emptied field, for the server to refuse naming it', () => {
    expect(changedOptions({ ...draftOf(stored), foreign_guest_tax: ' ' }, stored)).toEqual({
      foreign_guest_tax: '',
    });
  });
});

describe("the settings form's children", () => {
  it('shows the stored age bands and foreign child price as typed text', () => {
    const draft = draftOf({ ...stored, foreign_child_price: 150.5 });
    expect([draft.child_free_under_age, draft.adult_from_age, draft.foreign_child_price]).toEqual([
      '3',
      '12',
      '150.5',
    ]);
  });

  it('sends only the ages and price changed, as numbers', () => {
    expect(changedOptions({ ...draftOf(stored), adult_from_age: '14' }, stored)).toEqual({
      adult_from_age: 14,
    });
    expect(
      changedOptions(
        { ...draftOf(stored), child_free_under_age: '2', foreign_child_price: '150' },
        stored,
      ),
    ).toEqual({ child_free_under_age: 2, foreign_child_price: 150 });
  });

  it('sends an emptied age as an emptied field, for the server to refuse naming it', () => {
    expect(changedOptions({ ...draftOf(stored), child_free_under_age: '' }, stored)).toEqual({
      child_free_under_age: '',
    });
  });
});
