import { describe, expect, it } from 'vitest';
import { roomEvent } from '@hotel/contracts';
import { history, SEEDS } from './folio-ledger-history';

/*
 * The random histories of folio-ledger-history.ts reach what the balances spec must meet: staff
 * cancels giving back nothing, a part and more than the stay, refunds sent and refused, money
 * recorded and guests changed. Otherwise its agreement would prove little.
 */

describe('folios and the ledger over random histories', () => {
  it('meet staff cancels giving back nothing, all and a part, at the desk and through the bank, and guest changes', () => {
    const events = SEEDS.flatMap((seed) =>
      history(seed).recorded.map((r) => roomEvent.parse({ type: r.type, data: r.data })),
    );
    const cancels = events.flatMap((event) =>
      event.type === 'BookingCancelledByStaff' ? [event.data] : [],
    );
    const paid = new Map(
      events.flatMap((event) =>
        event.type === 'BookingPlaced'
          ? [[event.data.bookingId, event.data.price.totalTenge] as const]
          : [],
      ),
    );
    expect(cancels.some((cancel) => cancel.refundTenge === 0)).toBe(true);
    expect(
      cancels.some(
        (cancel) =>
          cancel.refundTenge > 0 && cancel.refundTenge < (paid.get(cancel.bookingId) ?? 0),
      ),
    ).toBe(true);
    expect(
      cancels.some((cancel) => cancel.refundTenge > (paid.get(cancel.bookingId) ?? Infinity)),
    ).toBe(true);
    for (const type of [
      'StaffRefundSent',
      'StaffRefundFailed',
      'RefundRecorded',
      'GuestsChanged',
    ] as const) {
      expect(
        events.some((event) => event.type === type),
        type,
      ).toBe(true);
    }
  });
});
