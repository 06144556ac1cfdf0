import { BankError } from '../gateway';

/** The BankError a gateway call was refused with; throws when it settled any other way. */
export async function bankErrorOf(promise: Promise<unknown>): Promise<BankError> {
  const error: unknown = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof BankError)) throw new Error(`expected a BankError, got ${String(error)}`);
  return error;
}
