import { exitOnStartFailure, serveApi } from './serve-api';

/**
 * `npm run start:api`: one replica of the HTTP API (REST, tRPC, /health/live|ready), as many as
 * the load needs behind a reverse proxy, on one PostgreSQL. It runs no background work: the
 * `projector` process keeps the read models and polls the bank; commands still wait for the read
 * models (read-your-writes asks the database for the projector's checkpoints).
 */
serveApi({
  purpose: 'api',
  background: 'off',
  // Replicas share one database, which an embedded PostgreSQL (one process's own) cannot be.
  refuse: (env) =>
    env.DATABASE_URL
      ? []
      : ['DATABASE_URL: required by the api process (replicas share one PostgreSQL)'],
}).catch(exitOnStartFailure);
