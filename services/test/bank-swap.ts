import type { AppDeps } from '../src/application/deps';
import type { BankGateway } from '../src/bank/gateway';

/**
 * Runs `run` with the bank's calls named in `change` answered by those instead (a bank down,
 * refusing or slow), then puts the real gateway back, however `run` ended: a test that failed
 * inside leaves no broken bank to the tests after it.
 */
export async function withBank<T>(
  deps: Pick<AppDeps, 'bank'>,
  change: Partial<BankGateway>,
  run: () => Promise<T>,
): Promise<T> {
  const live = deps.bank;
  deps.bank = { ...live, ...change };
  try {
    return await run();
  } finally {
    deps.bank = live;
  }
}
