import { TRPCClientError } from '@trpc/client';
import type { TFunction } from 'i18next';
import { NetworkFailure, type NetworkFailureKind } from './network';

const FAILURE_KEYS = {
  offline: 'errors.offline',
  timeout: 'errors.timeout',
  'no-response': 'errors.noResponse',
  setup: 'errors.setup',
} as const satisfies Record<NetworkFailureKind, string>;

// Gateways answer these when the API process is down or slow: to a guest that is the same
// as no answer at all.
const GATEWAY_STATUSES = new Set([502, 503, 504]);

function findNetworkFailure(error: unknown): NetworkFailure | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current instanceof Error; depth += 1) {
    if (current instanceof NetworkFailure) return current;
    current = current.cause;
  }
  return undefined;
}

function responseStatus(error: TRPCClientError<never>): number | undefined {
  const response: unknown = error.meta?.['response'];
  return response instanceof Response ? response.status : undefined;
}

/**
 * The text to show for a failed call: the server's own (already localized) message when it
 * answered with a tRPC error, otherwise the specification's message for the network failure.
 */
export function apiErrorMessage(error: unknown, t: TFunction): string {
  const failure = findNetworkFailure(error);
  if (failure) return t(FAILURE_KEYS[failure.kind]);
  if (error instanceof TRPCClientError) {
    if (error.shape !== undefined && error.message) return error.message;
    const status = responseStatus(error);
    if (status !== undefined && GATEWAY_STATUSES.has(status)) return t('errors.noResponse');
  }
  return t('errors.generic');
}
