import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppError } from '../../application/errors';
import { describeError } from '../describe-error';
import { toTrpcError } from './trpc';

/** The procedure paths a tRPC URL names: `a.b` or, batched (`?batch=1`), `a.b,c.d`. */
function procedureCalls(url: string): { batched: boolean; paths: string[] } {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  let path = last;
  try {
    path = decodeURIComponent(last);
  } catch {
    // A malformed escape: name the path as it came.
  }
  const batched = searchParams.get('batch') === '1';
  return { batched, paths: batched ? path.split(',') : [path] };
}

/**
 * Refuses a tRPC request before tRPC reads it (a cross-site request, a body that is not JSON), in
 * tRPC's own error shape — one error per call of a batch, as `httpBatchLink` expects — so the
 * client shows the localized message as it does for any other error.
 */
export function sendTrpcRefusal(
  request: FastifyRequest,
  reply: FastifyReply,
  refusal: AppError,
): FastifyReply {
  const error = toTrpcError(describeError(refusal, request.lang));
  const httpStatus = getHTTPStatusCodeFromError(error);
  const { batched, paths } = procedureCalls(request.url);
  const envelopes = paths.map((path) => ({
    error: {
      message: error.message,
      code: TRPC_ERROR_CODES_BY_KEY[error.code],
      data: { code: error.code, httpStatus, path },
    },
  }));
  return reply
    .status(httpStatus)
    .type('application/json')
    .send(batched ? envelopes : envelopes[0]);
}
