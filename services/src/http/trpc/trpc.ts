import { initTRPC, TRPCError } from '@trpc/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  holdsUnstorableText,
  LANGUAGES,
  mayAccess,
  type Language,
  type StaffAccess,
} from '@hotel/contracts';
import { AppError } from '../../application/errors';
import { retryRead } from '../../db/availability';
import type { Outcome } from '../../application/outcome';
// The request decorations (lang, user, sessionToken) must be visible wherever the router's types go.
import type {} from '../plugins/authentication';
import type {} from '../plugins/request-language';
import type { SessionUser } from '../../auth/sessions';
import type { AppDeps, RequestContext } from '../../application/deps';
import { describeError, type DescribedError } from '../describe-error';
import { localizeOutcome, requestContext } from '../request-context';

export interface TrpcContext extends RequestContext {
  deps: AppDeps;
  lang: Language;
  log: FastifyRequest['log'];
  user: SessionUser | null;
  req: FastifyRequest;
  res: FastifyReply;
}

export function createContextFactory(deps: AppDeps) {
  return ({ req, res }: { req: FastifyRequest; res: FastifyReply }): TrpcContext => ({
    ...requestContext(req),
    deps,
    lang: req.lang,
    log: req.log,
    user: req.user,
    req,
    res,
  });
}

/**
 * A domain or validation error with its text in every language besides the caller's: a screen
 * that shows it says it again in the language the reader switches to, without asking again.
 */
class LocalizedTrpcError extends TRPCError {
  readonly messages: Record<Language, string>;
  /** The input field the refusal names, so the form shows the message by it. */
  readonly field: string | undefined;
  constructor(
    options: ConstructorParameters<typeof TRPCError>[0],
    messages: Record<Language, string>,
    field?: string,
  ) {
    super(options);
    this.messages = messages;
    this.field = field;
  }
}

/** The cause of a tRPC error whose request, sent again with the same idempotency key, learns the outcome. */
class RetryWithSameKey extends Error {
  override name = 'RetryWithSameKey';
}

// isDev false: stack traces never leave the server, whatever NODE_ENV says.
/** What a procedure declares of itself: the staff access it needs (read by the sweeps). */
export interface ProcedureMeta {
  access?: StaffAccess;
}

const t = initTRPC
  .context<TrpcContext>()
  .meta<ProcedureMeta>()
  .create({
    isDev: false,
    // The client retries a booking by itself when told so (describeError's retryWithSameKey).
    errorFormatter: ({ shape, error }) => ({
      ...shape,
      data: {
        ...shape.data,
        retryWithSameKey: error.cause instanceof RetryWithSameKey,
        messages: error instanceof LocalizedTrpcError ? error.messages : undefined,
        field: error instanceof LocalizedTrpcError ? error.field : undefined,
      },
    }),
  });

const CODES: Record<number, TRPCError['code']> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  412: 'PRECONDITION_FAILED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  502: 'BAD_GATEWAY',
  503: 'SERVICE_UNAVAILABLE',
};

/**
 * Domain and validation errors become tRPC errors with the same status and localized message the
 * REST adapter gives (one mapping: describeError); anything else is logged and hidden.
 */
const localizedErrors = t.middleware(async ({ ctx, next }) => {
  const result = await next();
  if (result.ok) return result;
  const cause =
    result.error.code === 'BAD_REQUEST' || result.error.code === 'INTERNAL_SERVER_ERROR'
      ? (result.error.cause ?? result.error)
      : result.error;
  if (cause instanceof TRPCError) return result;
  // tRPC reads the input lazily: a body or ?input= that is not JSON surfaces here as the cause
  // of a BAD_REQUEST or PARSE_ERROR. It is the client's mistake, said in its language.
  if (
    (result.error.code === 'BAD_REQUEST' || result.error.code === 'PARSE_ERROR') &&
    cause instanceof SyntaxError
  ) {
    throw toTrpcError(describeError(new AppError('validation', 'error.badJson'), ctx.lang));
  }
  const described = describeError(cause, ctx.lang);
  if (!described.expected) ctx.log.error({ err: cause }, 'tRPC call failed');
  const messages = Object.fromEntries(
    LANGUAGES.map((lang) => [lang, describeError(cause, lang).message]),
  ) as Record<Language, string>;
  throw toTrpcError(described, messages);
});

/** An error as REST describes it, as the tRPC error of the same status and text. */
export function toTrpcError(
  described: DescribedError,
  messages?: Record<Language, string>,
): TRPCError {
  const code = CODES[described.status] ?? 'INTERNAL_SERVER_ERROR';
  const options = {
    code,
    message: described.message,
    ...(described.retryWithSameKey ? { cause: new RetryWithSameKey(described.message) } : {}),
  };
  return messages
    ? new LocalizedTrpcError(options, messages, described.field)
    : new TRPCError(options);
}

export const router = t.router;

/**
 * A command's outcome as a tRPC result: the message as REST gives it (localizeOutcome), the data
 * typed. An outcome's `url` is left to the procedures that answer one.
 */
export const localized = <T>(ctx: TrpcContext, outcome: Outcome<T>) => ({
  message: localizeOutcome(outcome, ctx.lang).message,
  data: outcome.data,
});

/** Text that cannot be stored (NUL, a lone surrogate) is refused in any input, ?input= included. */
const storableInput = t.middleware(async ({ getRawInput, next }) => {
  if (holdsUnstorableText(await getRawInput()))
    throw new AppError('validation', 'error.unstorableText');
  return next();
});

/** A query that met one broken pooled connection runs once more (retryRead); a mutation never. */
const readRunOnceMore = t.middleware(async ({ ctx, type, next }) => {
  const result = await next();
  if (result.ok || type !== 'query' || !(await retryRead(ctx.deps.database, result.error.cause)))
    return result;
  return next();
});

export const publicProcedure = t.procedure
  .use(localizedErrors)
  .use(readRunOnceMore)
  .use(storableInput);

/** A logged-in user (any role); `ctx.user` is non-null inside. */
export const userProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user) throw new AppError('unauthorized', 'error.unauthorized');
  return next({ ctx: { ...ctx, user: ctx.user } });
});

/**
 * Staff whose role grants this access (contracts' STAFF_ACCESS), checked on the server for every
 * staff procedure: the same table as the REST operations' `access`.
 */
export const staffProcedure = (access: StaffAccess) =>
  userProcedure.meta({ access }).use(({ ctx, next }) => {
    if (!mayAccess(ctx.user.role, access)) throw new AppError('forbidden', 'error.forbidden');
    return next();
  });

/** What a procedure's resolver is given: the context and the input its schema parsed. */
export interface ResolverCall<I> {
  ctx: TrpcContext;
  input: I;
}

/**
 * The resolver of a read that is one use case: it gets the parsed input, and the caller's
 * language for the reads that write text (CSV files, room names).
 */
export const readResolver =
  <I, R>(read: (deps: AppDeps, input: I, lang: Language) => Promise<R>) =>
  ({ ctx, input }: ResolverCall<I>) =>
    read(ctx.deps, input, ctx.lang);

/** The resolver of a command that is one use case: its outcome answered as every command's. */
export const outcomeResolver =
  <I, T>(command: (deps: AppDeps, context: RequestContext, input: I) => Promise<Outcome<T>>) =>
  async ({ ctx, input }: ResolverCall<I>) =>
    localized(ctx, await command(ctx.deps, ctx, input));
