import postgres from 'postgres';

export type Sql = postgres.Sql;
export type Tx = postgres.TransactionSql;

/**
 * The one PostgreSQL pool of a process (postgres.js). Bigints (global positions, transaction ids)
 * stay strings on the wire and are converted where used; notices are not logged as noise.
 */
export function connect(url: string, options: { max?: number; application?: string } = {}): Sql {
  return postgres(url, {
    max: options.max ?? 10,
    onnotice: () => undefined,
    connection: { application_name: options.application ?? 'hotel' },
    idle_timeout: 30,
  });
}
