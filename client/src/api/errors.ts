import { LANGUAGES, type Language } from '@hotel/contracts/plain';
import type { AppRouter } from '@hotel/services/router';
import type { TRPCClientError } from '@trpc/client';
import type { TFunction } from 'i18next';
import { NetworkFailure, type NetworkFailureKind } from './network';
import { RestRefusal } from './rest';

const FAILURE_KEYS = {
  offline: 'errors.offline',
  timeout: 'errors.timeout',
  'no-response': 'errors.noResponse',
  setup: 'errors.setup',
} as const satisfies Record<NetworkFailureKind, string>;

/**
 * A tRPC call's error. Recognised by the name its class gives it rather than by `instanceof`: the
 * class belongs to the tRPC client, which is a chunk loaded on the first call (client.ts), and
 * importing it here would bring that whole client back into the first load.
 */
export function isTrpcError(error: unknown): error is TRPCClientError<AppRouter> {
  return error instanceof Error && error.name === 'TRPCClientError';
}

function findNetworkFailure(error: unknown): NetworkFailure | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current instanceof Error; depth += 1) {
    if (current instanceof NetworkFailure) return current;
    current = current.cause;
  }
  return undefined;
}

/**
 * The text to show for a failed call: the server's own (already localized) message when it
 * answered with a tRPC or REST error, otherwise the specification's message for the network failure.
 */
export function apiErrorMessage(error: unknown, t: TFunction): string {
  const failure = findNetworkFailure(error);
  if (failure) return t(FAILURE_KEYS[failure.kind]);
  // The server's REST refusal and an answered tRPC error (it carries a shape) are already in the
  // reader's language.
  if (error instanceof RestRefusal) return error.message || t('errors.generic');
  if (isTrpcError(error) && error.shape !== undefined && error.message) {
    const language = languageOf(t);
    return (language && error.data?.messages?.[language]) ?? error.message;
  }
  return t('errors.generic');
}

/**
 * The language a screen's `t` speaks: react-i18next makes a new one for each language, fixed to
 * it. Re-rendered after a switch, a server message is then said in the new language.
 */
function languageOf(t: TFunction): Language | undefined {
  const lng: unknown = (t as { lng?: unknown }).lng;
  return LANGUAGES.find((language) => language === lng);
}

/**
 * The input field a tRPC refusal names (a field's 400, or a rule about one field), so a form shows
 * the message by that field; undefined when it names none.
 */
export function apiErrorField(error: unknown): string | undefined {
  if (!isTrpcError(error)) return undefined;
  const data: unknown = error.data;
  if (typeof data !== 'object' || data === null || !('field' in data)) return undefined;
  return typeof data.field === 'string' ? data.field : undefined;
}

/** True when the server refused the call because nobody is logged in (HTTP 401). */
export function isUnauthorized(error: unknown): boolean {
  if (!isTrpcError(error)) return false;
  const data: unknown = error.data;
  return (
    typeof data === 'object' && data !== null && 'code' in data && data.code === 'UNAUTHORIZED'
  );
}
