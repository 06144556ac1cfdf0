import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@hotel/projections';
import { at, stay } from '../../../../test/clock';
import { ledgerStep } from './ledger-lines';

const STAFF = { userId: 7, email: 'desk@example.com', role: 2 };
let position = 0n;

function recorded(type: string, data: object, actor: unknown = 'system'): RecordedEvent {
  position += 1n;
  return {
    streamId: 'room-3', streamRevision: position, position: { transactionId: position, globalPosition: position },
    type, data, metadata: { actor, at: at(0, '10:00'), correlationId: 'c', causationId: null }, createdAt: new Date(0),
  };
}

const placed = recorded('BookingPlaced', {
  roomId: 3, bookingId: 41, roomTypeId: 1, userId: 5, email: 'guest@example.com', bookNumber: 1234, ...stay(10, 2),
  guests: [{ fullName: 'A B', passportSerial: 'AS', passportNumber: '123456' }],
  price: { nights: 2, roomPriceTenge: 10_000, discountPercent: 0, roomPartTenge: 20_000, bookingFeeTenge: 5_000, totalTenge: 25_000 },
  paymentDeadline: at(0, '10:15'),
});

describe('ledgerStep: the ledger projector as a pure fold', () => {
  it('learns the book number from the placement and adds no line for it', () => {
    expect(ledgerStep(placed, new Map())).toEqual({ placed: { bookingId: 41, bookNumber: 1234 }, lines: [] });
  });

  it('books a confirmed payment with its order, the book number known before, and the event time', () => {
    const step = ledgerStep(recorded('PaymentConfirmed', { roomId: 3, bookingId: 41, orderId: 'o-1', amountTenge: 25_000, paidAt: at(0, '10:05') }), new Map([[41, 1234]]));
    expect(step.lines).toEqual([{
      globalPosition: position, line: 0, bookingId: 41, bookNumber: 1234, roomId: 3, at: new Date(at(0, '10:00')),
      kind: 'payment', amountTenge: 25_000, orderId: 'o-1', bankReference: 'o-1', method: null, actor: 'system',
    }]);
  });

  it('books a late payment sent back as two lines of one event: the payment, then the refund', () => {
    const step = ledgerStep(recorded('LatePaymentRefunded', { roomId: 3, bookingId: 41, orderId: 'o-1', amountTenge: 25_000, refundedAt: at(0, '11:00') }), new Map());
    expect(step.lines.map((line) => [line.line, line.kind, line.amountTenge, line.bookNumber])).toEqual([[0, 'payment', 25_000, null], [1, 'refund', 25_000, null]]);
  });

  it("books a refund with the bank's reference and a cancellation with no money, each with its actor", () => {
    const refund = ledgerStep(
      recorded('BookingRefunded', { roomId: 3, bookingId: 41, orderId: 'o-1', amountTenge: 20_000, bankReference: 'ref-9', cancelledAt: at(0, '12:00') }, STAFF),
      new Map([[41, 1234]]),
    );
    const cancel = ledgerStep(recorded('BookingCancelled', { roomId: 3, bookingId: 41, refunded: false, cancelledAt: at(0, '12:00') }, STAFF), new Map());
    expect(refund.lines[0]).toMatchObject({ kind: 'refund', amountTenge: 20_000, bankReference: 'ref-9', actor: STAFF });
    expect(cancel.lines[0]).toMatchObject({ kind: 'cancellation', amountTenge: 0, orderId: null, actor: STAFF });
  });

  it('adds nothing for events that move no money, unparsed', () => {
    expect(ledgerStep(recorded('ReceptionStatusToggled', { roomId: 3, bookingId: 41, status: 1 }), new Map())).toEqual({ placed: null, lines: [] });
    expect(ledgerStep(recorded('SomethingElse', { nonsense: true }), new Map())).toEqual({ placed: null, lines: [] });
  });
});
