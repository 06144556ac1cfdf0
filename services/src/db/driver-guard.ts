import { isDatabaseUnavailable } from './availability';

/**
 * postgres.js (3.4) fetches the array types on every new connection from a message handler that
 * drops the promise (`return fetchArrayTypes()` in connection.js): when the database dies in that
 * moment, the rejection is unhandled, and Node would end the whole process for it. Such a
 * rejection — a connection failure carrying that very query — is only logged; the pool connects
 * again later. Every other unhandled rejection still ends the process.
 */
export function isDriverTypeFetchFailure(reason: unknown): boolean {
  return (
    isDatabaseUnavailable(reason) &&
    typeof reason === 'object' &&
    reason !== null &&
    'query' in reason &&
    typeof reason.query === 'string' &&
    reason.query.includes('pg_catalog.pg_type') &&
    reason.query.includes('typarray')
  );
}

export function guardDriverRejections(log: { warn(obj: object, msg: string): void }): void {
  process.on('unhandledRejection', (reason) => {
    if (isDriverTypeFetchFailure(reason)) {
      log.warn({ err: reason }, 'a database connection failed while it was being opened');
      return;
    }
    throw reason;
  });
}
