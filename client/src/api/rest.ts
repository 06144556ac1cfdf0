import type { Language } from '@hotel/contracts';
import { apiFetch } from './network';

/**
 * The server refused a REST call: its own message (already in the asked language), or none when
 * the answer was not the API's (a proxy's page), which `apiErrorMessage` then names generally.
 */
export class RestRefusal extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'RestRefusal';
    this.status = status;
  }
}

interface Answer<T> {
  message: string;
  data: T;
}

const errorOf = (body: unknown): string =>
  typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'string'
    ? body.error
    : '';

/**
 * Posts a multipart form to a REST path: the one call tRPC cannot make (it takes JSON only, see
 * the server's staffImages router). `l` asks for the server's message in `language`; a refusal
 * throws RestRefusal with the server's words, a transport failure NetworkFailure as every call.
 */
export async function postForm<T>(
  path: string,
  query: Record<string, string>,
  form: FormData,
  language: Language,
  data: { parse: (value: unknown) => T },
): Promise<Answer<T>> {
  const search = new URLSearchParams({ ...query, l: language });
  const response = await apiFetch(`${path}?${search.toString()}`, { method: 'POST', body: form });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new RestRefusal(response.status, errorOf(body));
  const message =
    typeof body === 'object' &&
    body !== null &&
    'message' in body &&
    typeof body.message === 'string'
      ? body.message
      : '';
  return {
    message,
    data: data.parse(
      typeof body === 'object' && body !== null && 'data' in body ? body.data : undefined,
    ),
  };
}
