import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What the application knows of the HTTP request it is serving, wherever it is in the call
 * chain: whether the client still waits, and whether the read models caught up with what the
 * request wrote. Outside a request (the poller, start-up) there is none.
 */
export interface RequestScope {
  /** Aborted when the client closed its connection before the answer was sent. */
  signal: AbortSignal;
  /** Set when a read-your-writes wait ran out: the answer says the lists may lag. */
  readModelsLagging: boolean;
}

const storage = new AsyncLocalStorage<RequestScope>();

export function runInRequestScope<T>(scope: RequestScope, fn: () => T): T {
  return storage.run(scope, fn);
}

export function currentRequestScope(): RequestScope | undefined {
  return storage.getStore();
}

/** The client of this request has gone (closed its connection): its command is not carried out. */
export class ClientGone extends Error {
  override name = 'ClientGone';
  constructor() {
    super('the client closed the connection before the command was carried out');
  }
}

/** Throws ClientGone when the request being served has lost its client. */
export function ensureClientWaits(): void {
  if (currentRequestScope()?.signal.aborted) throw new ClientGone();
}
