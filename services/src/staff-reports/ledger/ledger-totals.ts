import { tengeToTmt, type FolioMethod, type LedgerTotalsView } from '@hotel/contracts';
import { actorName, type LedgerLine } from './ledger-lines';

interface Sum {
  count: number;
  tenge: number;
}
type ByMethod = Record<FolioMethod, Sum>;

const byMethod = (): ByMethod => ({
  bank: zero(),
  cash: zero(),
  card_terminal: zero(),
  bank_transfer: zero(),
});
const zero = (): Sum => ({ count: 0, tenge: 0 });
const total = ({ count, tenge }: Sum) => ({ count, amount: tengeToTmt(tenge) });
const methodTotals = (sums: ByMethod) => ({
  bank: total(sums.bank),
  cash: total(sums.cash),
  card_terminal: total(sums.card_terminal),
  bank_transfer: total(sums.bank_transfer),
});

/** How a line's money moved: through the bank online (no desk method), or at the desk; null when no money moved. */
export function moneyMethodOf(line: LedgerLine): FolioMethod | null {
  if (line.kind !== 'payment' && line.kind !== 'refund') return null;
  return line.method ?? 'bank';
}

/**
 * Counts and sums of some lines, in teňňe until the end: per kind; the money kept (payments less
 * refunds); and that money per way it moved and per person (an e-mail, or `system`), each person
 * per way too, so a receptionist reads the cash they took. Cancellations and adjustments move no
 * money: they count only per kind.
 */
export function totalsOf(lines: readonly LedgerLine[]): LedgerTotalsView {
  const kinds = { payment: zero(), refund: zero(), cancellation: zero(), adjustment: zero() };
  const methods = byMethod();
  const people = new Map<string, { sum: Sum; methods: ByMethod }>();
  for (const line of lines) {
    kinds[line.kind].count += 1;
    kinds[line.kind].tenge += line.amountTenge;
    const method = moneyMethodOf(line);
    if (method === null) continue;
    const signed = line.kind === 'refund' ? -line.amountTenge : line.amountTenge;
    const name = actorName(line);
    const person = people.get(name) ?? { sum: zero(), methods: byMethod() };
    people.set(name, person);
    for (const sum of [methods[method], person.sum, person.methods[method]]) {
      sum.count += 1;
      sum.tenge += signed;
    }
  }
  return {
    by_kind: {
      payment: total(kinds.payment),
      refund: total(kinds.refund),
      cancellation: total(kinds.cancellation),
      adjustment: total(kinds.adjustment),
    },
    net: tengeToTmt(kinds.payment.tenge - kinds.refund.tenge),
    by_method: methodTotals(methods),
    by_person: [...people]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([actor, person]) => ({
        actor,
        ...total(person.sum),
        by_method: methodTotals(person.methods),
      })),
  };
}
