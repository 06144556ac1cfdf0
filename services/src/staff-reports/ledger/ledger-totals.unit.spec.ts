import { describe, expect, it } from 'vitest';
import type { Actor, LedgerKind, MoneyMethod } from '@hotel/contracts';
import { at } from '../../../../test/clock';
import type { LedgerLine } from './ledger-lines';
import { totalsOf } from './ledger-totals';

const AMAN = { userId: 7, email: 'aman@example.com', role: 3 };
const MERJEN = { userId: 8, email: 'merjen@example.com', role: 3 };

let position = 0n;
function line(
  kind: LedgerKind,
  amountTenge: number,
  method: MoneyMethod | null,
  actor: Actor,
): LedgerLine {
  position += 1n;
  return {
    globalPosition: position,
    line: 0,
    bookingId: 1,
    bookNumber: 100,
    roomId: 1,
    at: new Date(at(0, '10:00')),
    kind,
    amountTenge,
    orderId: null,
    bankReference: null,
    method,
    actor,
  };
}

describe('the ledger totals by way and by person (the cash drawer)', () => {
  const lines = [
    line('payment', 50_000, null, 'system'),
    line('payment', 30_000, 'cash', AMAN),
    line('payment', 12_000, 'card_terminal', AMAN),
    line('refund', 5_000, 'cash', AMAN),
    line('payment', 7_000, 'cash', MERJEN),
    line('refund', 20_000, null, MERJEN),
    line('adjustment', 9_000, null, MERJEN),
    line('cancellation', 0, null, AMAN),
  ];
  const totals = totalsOf(lines);

  it('counts a payment through the bank as the bank, positive, and a refund negative', () => {
    expect(totals.by_method).toEqual({
      bank: { count: 2, amount: 300 },
      cash: { count: 3, amount: 320 },
      card_terminal: { count: 1, amount: 120 },
      bank_transfer: { count: 0, amount: 0 },
    });
  });

  it('tells each receptionist the cash they took, less what they gave back', () => {
    const aman = totals.by_person.find((person) => person.actor === AMAN.email);
    expect(aman).toMatchObject({
      count: 3,
      amount: 370,
      by_method: { cash: { count: 2, amount: 250 }, card_terminal: { count: 1, amount: 120 } },
    });
  });

  it('lists the people by name and leaves out lines that move no money', () => {
    expect(totals.by_person.map((person) => [person.actor, person.count, person.amount])).toEqual([
      [AMAN.email, 3, 370],
      [MERJEN.email, 2, -130],
      ['system', 1, 500],
    ]);
  });

  it('adds up, per way and per person, to the money kept', () => {
    const sum = (amounts: number[]) =>
      amounts.reduce((total, amount) => total + Math.round(amount * 100), 0) / 100;
    expect(totals.net).toBe(740);
    expect(sum(Object.values(totals.by_method).map((total) => total.amount))).toBe(totals.net);
    expect(sum(totals.by_person.map((person) => person.amount))).toBe(totals.net);
  });
});
