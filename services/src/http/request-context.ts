import type { FastifyRequest } from 'fastify';
import { translate, type Language } from '@hotel/contracts';
import type { RequestContext } from '../application/deps';
import type { Outcome } from '../application/outcome';

/**
 * Who is calling. Authentication arrives with the next issue; until then staff calls are recorded
 * as `anonymous` in the audit trail (and the admin endpoints are open: see the README).
 */
export function requestContext(request: FastifyRequest): RequestContext {
  return { actor: 'anonymous', requestId: request.id };
}

/** An outcome in the REST envelope `{ message, data?, url? }`, localized. */
export function localizeOutcome(outcome: Outcome, lang: Language) {
  return {
    message: translate(lang, outcome.message.key, outcome.message.params),
    ...(outcome.data === undefined ? {} : { data: outcome.data }),
    ...(outcome.url === undefined ? {} : { url: outcome.url }),
  };
}
