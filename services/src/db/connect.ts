import { join } from 'node:path';
import postgres from 'postgres';

export type Sql = postgres.Sql;
export type Tx = postgres.TransactionSql;

/**
 * The one PostgreSQL pool of a process (postgres.js). Bigints (global positions, transaction ids)
 * stay strings on the wire and are converted where used; notices are not logged as noise.
 * Every wait is bounded: connecting (`connectTimeoutSeconds`), a statement and a transaction left
 * idle (server-side timeouts), so nothing waits for a database that does not answer.
 * The pool's connection queues are patched (patches/postgres+3.4.9.patch): unpatched, a pool kept
 * saturated slows down the longer it runs (porsager/postgres#747).
 */
export function connect(
  url: string,
  options: {
    max?: number;
    application?: string;
    connectTimeoutSeconds?: number;
    statementTimeoutMs?: number;
    /** Called with every statement sent (the benchmarks count round trips with it). */
    onQuery?: (statement: string) => void;
  } = {},
): Sql {
  const { onQuery } = options;
  const { address, socket } = socketOf(url);
  return postgres(address, {
    ...(socket ? { path: socket } : {}),
    ...(onQuery ? { debug: (_connection: number, statement: string) => onQuery(statement) } : {}),
    max: options.max ?? 10,
    onnotice: () => undefined,
    connect_timeout: options.connectTimeoutSeconds ?? 5,
    connection: {
      application_name: options.application ?? 'hotel',
      statement_timeout: options.statementTimeoutMs ?? 15_000,
      idle_in_transaction_session_timeout: 15_000,
    },
    idle_timeout: 30,
  });
}

/**
 * libpq's way to name a Unix socket, `?host=/its/directory` (as the embedded server's URL does):
 * postgres.js takes the socket's path as an option of its own, and would send an unknown `host`
 * parameter to the server as a setting, which the server refuses.
 */
function socketOf(url: string): { address: string; socket: string | null } {
  const parsed = URL.canParse(url) ? new URL(url) : null;
  const directory = parsed?.searchParams.get('host');
  if (!parsed || !directory?.startsWith('/')) return { address: url, socket: null };
  parsed.searchParams.delete('host');
  return { address: parsed.toString(), socket: socketFile(directory, Number(parsed.port || 5432)) };
}

/** The Unix socket a PostgreSQL server listening on `port` makes in `directory`. */
export const socketFile = (directory: string, port: number): string =>
  join(directory, `.s.PGSQL.${port}`);
