import { exitOnStartFailure, serveApi } from './serve-api';

/**
 * `npm start`: one process with the API, the projector, the payment poller, the sandbox bank
 * (unless PAYMENT_GATEWAY_URL) and the built client, on an embedded PostgreSQL unless
 * DATABASE_URL is set. The embedded default: alone on its database, it needs no leadership lock.
 */
serveApi({ purpose: 'npm start', background: 'run' }).catch(exitOnStartFailure);
