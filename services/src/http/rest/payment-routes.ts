import type { FastifyInstance } from 'fastify';
import { toLanguage } from '@hotel/contracts';
import type { AppDeps } from '../../application/deps';
import { AppError } from '../../application/errors';
import type { Outcome } from '../../application/outcome';
import { verifyCallback } from '../../bank/callback-checksum';
import { paymentReturned } from '../../booking/payment-return';
import { bookingByOrder } from '@hotel/projections';
import { settleFromStatus } from '../../booking/settle-payment';
import { localizeOutcome } from '../request-context';
import { restRoute } from './rest-route';

/** Where the bank sends the guest back, and (optionally) its signed server-to-server callbacks. */
export function paymentRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  callbackKey: string | null,
): void {
  restRoute(app, 'GET /api/payment/return', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    // `l` is the guest's language, put in the return address by us (request.lang reads it);
    // `lang` is the bank page's, all an order registered before `l` was added has.
    const lang = query.l === undefined ? toLanguage(query.lang ?? request.lang) : request.lang;
    const said = await paymentReturned(deps, query, lang, request.id).catch(
      (error: unknown): Outcome['message'] => {
        request.log.error(
          { err: error },
          'payment return could not be settled now; the poller will',
        );
        return { key: 'payment.processing' };
      },
    );
    // The main page shows `message` from the hash query (specification: main page), in the page of
    // the message's language: a payment link may be opened on a browser set to another.
    const { message } = localizeOutcome({ message: said }, lang);
    return reply.redirect(`/?lang=${lang}#?message=${encodeURIComponent(message)}`, 303);
  });

  if (!callbackKey) return;
  // Banks post callbacks as a form; only this route accepts one.
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );
    callbackRoute(scope, deps, callbackKey);
  });
}

function callbackRoute(app: FastifyInstance, deps: AppDeps, callbackKey: string): void {
  restRoute(app, 'POST /api/payment/callback', async (request, reply) => {
    const fields = Object.fromEntries(
      Object.entries((request.body ?? {}) as Record<string, unknown>).map(([k, v]) => [
        k,
        String(v),
      ]),
    );
    const { checksum = '', ...signed } = fields;
    if (!verifyCallback(signed, checksum, callbackKey))
      throw new AppError('forbidden', 'error.forbidden');
    reply.status(200).send({ ok: true });
    // The callback only says "look": the status call decides, as for the return.
    const booking = signed.mdOrder ? await bookingByOrder(deps.sql, signed.mdOrder) : null;
    if (booking?.orderId) {
      const status = await deps.bank.orderStatus({ orderId: booking.orderId });
      await settleFromStatus(deps, booking, status, {
        actor: 'system',
        at: deps.now().toISOString(),
        correlationId: request.id,
        causationId: null,
      });
    }
    return reply;
  });
}
