/** Why a call got no usable answer; `errors.ts` turns the kind into the specification's text. */
export type NetworkFailureKind = 'offline' | 'timeout' | 'no-response' | 'setup';

export class NetworkFailure extends Error {
  readonly kind: NetworkFailureKind;

  constructor(kind: NetworkFailureKind, cause?: unknown) {
    super(`Network failure: ${kind}`, { cause });
    this.name = 'NetworkFailure';
    this.kind = kind;
  }
}

// A gateway (Vite's proxy, nginx) answers these when the API process is down or too slow;
// to a guest that is the same as no answer. tRPC itself always answers with JSON.
const GATEWAY_STATUSES = new Set([502, 503, 504]);

function isDomError(error: unknown, name: string): boolean {
  return error instanceof DOMException && error.name === name;
}

/**
 * The only `fetch` of the client. It sends cookies and classifies transport failures the way
 * the specification names them (offline, timeout, no response, request set-up), so that
 * screens show one of those texts instead of a browser's raw "Failed to fetch".
 */
export async function apiFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  if (!navigator.onLine) throw new NetworkFailure('offline');
  let request: Request;
  try {
    request = new Request(input, { ...init, credentials: 'include' });
  } catch (cause) {
    throw new NetworkFailure('setup', cause);
  }
  let response: Response;
  try {
    response = await fetch(request);
  } catch (cause) {
    // A cancelled query (navigation away) is not a failure to report.
    if (isDomError(cause, 'AbortError')) throw cause;
    if (isDomError(cause, 'TimeoutError')) throw new NetworkFailure('timeout', cause);
    throw new NetworkFailure(navigator.onLine ? 'no-response' : 'offline', cause);
  }
  const isJson = response.headers.get('content-type')?.includes('json') ?? false;
  if (GATEWAY_STATUSES.has(response.status) && !isJson) {
    throw new NetworkFailure(response.status === 504 ? 'timeout' : 'no-response');
  }
  return response;
}
