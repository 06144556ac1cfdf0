import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HTTPMethods,
  RouteHandlerMethod,
} from 'fastify';
import { z } from 'zod';
import { idParams } from '@hotel/contracts';
import { retryRead } from '../../db/availability';
import { requireAccess, requireUser } from '../plugins/authentication';
import { onlyReads } from '../plugins/same-origin';
import {
  REST_OPERATIONS,
  staffAccessOf,
  type DeclaredOperations,
  type Operation,
  type OperationKey,
  type RequestHeader,
} from './operations';

type Declared<K extends OperationKey> = DeclaredOperations[K];

/**
 * The body a handler gets: parsed by the operation's `body` schema (undefined when an optional
 * body was left out). An operation that states its own content types reads its body itself.
 */
type BodyOf<K extends OperationKey> =
  Declared<K> extends { bodyTypes: string[] }
    ? unknown
    : Declared<K> extends { body: infer S extends z.ZodType }
      ? Declared<K> extends { bodyRequired: false }
        ? z.output<S> | undefined
        : z.output<S>
      : unknown;
type QueryOf<K extends OperationKey> =
  Declared<K> extends { queryParams: infer S extends z.ZodType } ? z.output<S> : unknown;
type ParamsOf<K extends OperationKey> =
  Declared<K> extends { pathParams: infer S extends z.ZodType }
    ? z.output<S>
    : K extends `${string}{id}${string}`
      ? z.output<typeof idParams>
      : unknown;
/** The declared headers by their lower-case names (as Node keys them), each parsed or left out. */
type HeadersOf<K extends OperationKey> =
  Declared<K> extends { headers: infer H extends Record<string, RequestHeader> }
    ? { [N in keyof H & string as Lowercase<N>]?: z.output<H[N]['schema']> }
    : unknown;

/** The request a declared operation's handler gets: body, query, `{id}` and headers already parsed. */
export type OperationRequest<K extends OperationKey> = FastifyRequest<{
  Body: BodyOf<K>;
  Querystring: QueryOf<K>;
  Params: ParamsOf<K>;
  Headers: HeadersOf<K>;
}>;

export type OperationHandler<K extends OperationKey> = (
  request: OperationRequest<K>,
  reply: FastifyReply,
) => unknown;

/**
 * Registers the handler of a declared operation (operations.ts): its method and path come from
 * the one list (`{id}` becomes Fastify's `:id`, under the `/api` prefix of the REST scope), and
 * so does its guard — a staff operation checks the caller's role against its access, a user
 * operation that someone is logged in, on the server before anything else.
 * Then the input is parsed with the declared schemas (`{id}` or the path's own, the body, the query, the headers): a
 * refusal is the ZodError the error handler turns into the localized 400, and the handler gets
 * the parsed values, typed from the declaration.
 * A key that is not declared does not compile. A read that met one broken pooled connection is
 * run once more (retryRead); nothing that changes state is.
 */
export function restRoute<K extends OperationKey>(
  app: FastifyInstance,
  key: K,
  handler: OperationHandler<K>,
): void {
  const [method = 'GET', path = '/'] = key.split(' ');
  const operation: Operation = REST_OPERATIONS[key];
  const route = path.replace(/\{(\w+)\}/g, ':$1');
  const staffAccess = staffAccessOf(operation);
  const parse = inputParser(operation, route.includes(':id'));
  app.route({
    method: method as HTTPMethods,
    url: route.replace(/^\/api/, ''),
    preHandler: async (request) => {
      if (staffAccess) requireAccess(request, staffAccess);
      else if (operation.access === 'user') requireUser(request);
      parse(request);
    },
    handler: onlyReads(method, route)
      ? readRunOnceMore(handler as RouteHandlerMethod)
      : (handler as RouteHandlerMethod),
  });
}

/** Replaces the request's `{id}`, body, query and headers by what the declared schemas make of them. */
function inputParser(operation: Operation, hasId: boolean): (request: FastifyRequest) => void {
  const { body, queryParams, pathParams } = operation;
  const readsOwnBody = operation.bodyTypes !== undefined;
  const headers = Object.entries(operation.headers ?? {}).map(([name, header]) => ({
    name: name.toLowerCase(),
    // Parsed under its field name, so that a refusal names it as the messages do.
    schema: z.object({ [header.field]: header.schema.optional() }),
    field: header.field,
  }));
  return (request) => {
    if (pathParams) request.params = pathParams.parse(request.params);
    else if (hasId) request.params = idParams.parse(request.params);
    if (body && !readsOwnBody) {
      const sent: unknown = request.body;
      const leftOut = operation.bodyRequired === false && (sent === undefined || sent === null);
      request.body = leftOut ? undefined : body.parse(sent);
    }
    if (queryParams) request.query = queryParams.parse(request.query);
    for (const { name, schema, field } of headers) {
      request.headers[name] = schema.parse({ [field]: request.headers[name] })[field];
    }
  };
}

function readRunOnceMore(handler: RouteHandlerMethod): RouteHandlerMethod {
  return async function (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
    try {
      return await handler.call(this, request, reply);
    } catch (error) {
      if (reply.sent || !(await retryRead(request.server.database, error))) throw error;
      return handler.call(this, request, reply);
    }
  };
}
