import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@hotel/projections';
import { at, stay } from '../../../../test/clock';
import { ledgerStep } from './ledger-lines';

const STAFF = { userId: 7, email: 'desk@example.com', role: 2 };
let position = 0n;

function recorded(type: string, data: object, actor: unknown = 'system'): RecordedEvent {
  position += 1n;
  return {
    streamId: 'room-3',
    streamRevision: position,
    position: { transactionId: position, globalPosition: position },
    type,
    data,
    metadata: { actor, at: at(0, '10:00'), correlationId: 'c', causationId: null },
    createdAt: new Date(0),
  };
}

const placed = recorded('BookingPlaced', {
  roomId: 3,
  bookingId: 41,
  roomTypeId: 1,
  userId: 5,
  email: 'guest@example.com',
  bookNumber: 1234,
  ...stay(10, 2),
  guests: [{ fullName: 'A B', passportSerial: 'AS', passportNumber: '123456' }],
  price: {
    nights: 2,
    roomPriceTenge: 10_000,
    discountPercent: 0,
    roomPartTenge: 20_000,
    bookingFeeTenge: 5_000,
    totalTenge: 25_000,
  },
  paymentDeadline: at(0, '10:15'),
});

/** The books a step leaves: the one it learnt, if any. */
const booksAfter = (step: ReturnType<typeof ledgerStep>) =>
  new Map(step.book ? [[step.book.bookingId, step.book.book]] : []);

/** The books after the placement: book number 1234, the folio of 2 nights at 100 TMT and a 50 TMT fee. */
const known = () => booksAfter(ledgerStep(placed, new Map()));

const paymentConfirmed = () =>
  recorded('PaymentConfirmed', {
    roomId: 3,
    bookingId: 41,
    orderId: 'o-1',
    amountTenge: 25_000,
    paidAt: at(0, '10:05'),
  });

/** Staff moving the booking's two nights from day(10) to `to`, at 100 TMT a night. */
const datesChanged = (to: ReturnType<typeof stay>) =>
  recorded(
    'BookingDatesChanged',
    {
      roomId: 3,
      bookingId: 41,
      ...to,
      previous: stay(10, 2),
      rate: { roomPriceTenge: 10_000, discountPercent: 0 },
    },
    STAFF,
  );

describe('ledgerStep: the ledger projector as a pure fold', () => {
  it('learns the book number from the placement and adds no line for it', () => {
    const step = ledgerStep(placed, new Map());
    expect(step.lines).toEqual([]);
    expect(step.book).toMatchObject({ bookingId: 41, book: { bookNumber: 1234 } });
  });

  it('books a confirmed payment with its order, the book number known before, and the event time', () => {
    const step = ledgerStep(paymentConfirmed(), known());
    expect(step.lines).toEqual([
      {
        globalPosition: position,
        line: 0,
        bookingId: 41,
        bookNumber: 1234,
        roomId: 3,
        at: new Date(at(0, '10:00')),
        kind: 'payment',
        amountTenge: 25_000,
        orderId: 'o-1',
        bankReference: 'o-1',
        method: null,
        actor: 'system',
      },
    ]);
  });

  it('books a late payment sent back as two lines of one event: the payment, then the refund', () => {
    const step = ledgerStep(
      recorded('LatePaymentRefunded', {
        roomId: 3,
        bookingId: 41,
        orderId: 'o-1',
        amountTenge: 25_000,
        refundedAt: at(0, '11:00'),
      }),
      new Map(),
    );
    expect(
      step.lines.map((line) => [line.line, line.kind, line.amountTenge, line.bookNumber]),
    ).toEqual([
      [0, 'payment', 25_000, null],
      [1, 'refund', 25_000, null],
    ]);
  });

  it("books a refund with the bank's reference and a cancellation with no money, each with its actor", () => {
    const refund = ledgerStep(
      recorded(
        'BookingRefunded',
        {
          roomId: 3,
          bookingId: 41,
          orderId: 'o-1',
          amountTenge: 20_000,
          bankReference: 'ref-9',
          cancelledAt: at(0, '12:00'),
        },
        STAFF,
      ),
      known(),
    );
    const cancel = ledgerStep(
      recorded(
        'BookingCancelled',
        { roomId: 3, bookingId: 41, refunded: false, cancelledAt: at(0, '12:00') },
        STAFF,
      ),
      new Map(),
    );
    expect(refund.lines[0]).toMatchObject({
      kind: 'refund',
      amountTenge: 20_000,
      bankReference: 'ref-9',
      actor: STAFF,
    });
    expect(cancel.lines[0]).toMatchObject({
      kind: 'cancellation',
      amountTenge: 0,
      orderId: null,
      actor: STAFF,
    });
  });

  it('adds nothing for events that move no money, unparsed', () => {
    expect(
      ledgerStep(
        recorded('ReceptionStatusToggled', { roomId: 3, bookingId: 41, status: 1 }),
        new Map(),
      ),
    ).toMatchObject({ lines: [] });
    expect(ledgerStep(recorded('SomethingElse', { nonsense: true }), new Map())).toEqual({
      book: null,
      lines: [],
    });
  });

  it('books a date change that adds a night as an adjustment of one night, by the person who made it', () => {
    const change = datesChanged(stay(10, 3));
    expect(ledgerStep(change, known()).lines).toEqual([
      expect.objectContaining({
        kind: 'adjustment',
        amountTenge: 10_000,
        bookNumber: 1234,
        actor: STAFF,
      }),
    ]);
  });

  it('books a change that leaves one night of two as a credit of one night', () => {
    const change = datesChanged(stay(11, 1));
    expect(ledgerStep(change, known()).lines).toMatchObject([
      { kind: 'adjustment', amountTenge: -10_000 },
    ]);
  });

  it('books an extra posted as an adjustment and money taken at the desk as a payment with its method', () => {
    const charge = ledgerStep(
      recorded(
        'ChargePosted',
        { roomId: 3, bookingId: 41, chargeId: 'c', description: 'Yacht', amountTenge: 7_000 },
        STAFF,
      ),
      known(),
    );
    const cash = ledgerStep(
      recorded(
        'DeskPaymentTaken',
        { roomId: 3, bookingId: 41, paymentId: 'p', amountTenge: 7_000, method: 'bank_transfer' },
        STAFF,
      ),
      known(),
    );
    expect(charge.lines).toMatchObject([{ kind: 'adjustment', amountTenge: 7_000, actor: STAFF }]);
    expect(cash.lines).toMatchObject([
      { kind: 'payment', amountTenge: 7_000, method: 'bank_transfer', actor: STAFF },
    ]);
  });

  it("books a staff cancel's credit after its cancellation: the stay taken back but for what the hotel keeps", () => {
    const paid = ledgerStep(paymentConfirmed(), known());
    const books = booksAfter(paid);
    const cancel = recorded(
      'BookingCancelledByStaff',
      {
        roomId: 3,
        bookingId: 41,
        reason: 'called',
        cancelledAt: at(0, '12:00'),
        refundTenge: 10_000,
      },
      STAFF,
    );
    expect(
      ledgerStep(cancel, books).lines.map((line) => [
        line.line,
        line.kind,
        line.amountTenge,
        line.actor,
      ]),
    ).toEqual([
      [0, 'cancellation', 0, STAFF],
      [1, 'adjustment', -10_000, STAFF],
    ]);
  });
});
