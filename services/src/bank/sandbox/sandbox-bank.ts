import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Sql } from '../../db/connect';
import { signCallback } from '../callback-checksum';
import { apiError, ERROR_CODE } from './api-messages';
import { apiRoutes } from './api-routes';
import { acceptFormPosts } from './form-body';
import { fromThisMachine } from './merchant-access';
import { PAYMENT_PAGE_PATH, paymentRoutes } from './payment-routes';
import { PAGE_SECURITY_POLICY, renderMessagePage } from './payment-page';
import type { SandboxContext } from './sandbox-context';

export interface SandboxBankOptions {
  sql: Sql;
  /** The only merchant account the sandbox knows. */
  credentials: { userName: string; password: string };
  /** The sandbox's clock: order deadlines and card expiry are judged by it. */
  now?: () => Date;
  /** When set, each payment's outcome is POSTed here, signed with `key`. */
  callback?: { url: string; key: string };
  /** Shown on the payment page; default "Hotel". */
  merchantName?: string;
  /**
   * The site's public base: the payment page's address given to guests is built on it, since the
   * hotel asks the sandbox over loopback. Default: the address the merchant's call reached.
   */
  publicUrl?: string;
  /**
   * Who may call the merchant API (the `*.do` methods, which refund and read cardholder names):
   * `this-machine` (default) only loopback callers not relayed by a proxy; `network` any caller
   * with the credentials (the standalone staging sandbox, reached from another host).
   */
  merchantApi?: 'this-machine' | 'network';
}

const CALLBACK_TIMEOUT_MS = 10_000;

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/**
 * A sandbox of the bank's BPC gateway (PAYMENTS.md): the same REST methods, fields and codes,
 * plus a hosted payment page with test cards. Encapsulated (no fastify-plugin): its form parser
 * and error handler stay inside. Register it with `{ prefix: '/sandbox-bank' }`; the gateway's
 * base URL is then `<origin>/sandbox-bank/`.
 */
export async function sandboxBank(
  app: FastifyInstance,
  options: SandboxBankOptions,
): Promise<void> {
  const now = options.now ?? (() => new Date());
  // Digests of equal length, so the comparison neither leaks the secret's length nor throws.
  const expectedUser = digest(options.credentials.userName);
  const expectedPassword = digest(options.credentials.password);
  const prefix = app.prefix;
  const networkMerchant = options.merchantApi === 'network';
  const publicBase = options.publicUrl?.replace(/\/$/, '');

  const ctx: SandboxContext = {
    sql: options.sql,
    now,
    log: app.log,
    merchantName: options.merchantName ?? 'Hotel',
    mayCallMerchantApi: (request) => networkMerchant || fromThisMachine(request),
    authorised(userName, password) {
      const userOk = timingSafeEqual(digest(userName ?? ''), expectedUser);
      const passwordOk = timingSafeEqual(digest(password ?? ''), expectedPassword);
      return userName !== undefined && password !== undefined && userOk && passwordOk;
    },
    paymentPageUrl(request, orderId) {
      // Without a public base, as the merchant reached us: the harness and a staging sandbox.
      const base = publicBase ?? `${request.protocol}://${request.host}`;
      return `${base}${prefix}${PAYMENT_PAGE_PATH}?mdOrder=${encodeURIComponent(orderId)}`;
    },
    notify(event) {
      const callback = options.callback;
      if (!callback) return;
      const fields = {
        mdOrder: event.orderId,
        orderNumber: event.orderNumber,
        operation: event.operation,
        status: event.success ? '1' : '0',
      };
      const body = new URLSearchParams({ ...fields, checksum: signCallback(fields, callback.key) });
      // Fire and forget, as a bank does: the merchant must still ask for the status.
      void fetch(callback.url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
        signal: AbortSignal.timeout(CALLBACK_TIMEOUT_MS),
      })
        .then(async (response) => {
          await response.body?.cancel();
          if (!response.ok)
            app.log.warn(
              { status: response.status, orderId: event.orderId },
              'sandbox bank callback refused',
            );
        })
        .catch((error: unknown) =>
          app.log.warn({ err: error, orderId: event.orderId }, 'sandbox bank callback failed'),
        );
    },
  };

  acceptFormPosts(app);
  app.setErrorHandler(async (error, request, reply) => {
    const status =
      typeof error === 'object' &&
      error !== null &&
      'statusCode' in error &&
      typeof error.statusCode === 'number'
        ? error.statusCode
        : 500;
    if (status >= 500) request.log.error({ err: error }, 'sandbox bank failed');
    else request.log.info({ err: error }, 'sandbox bank refused a request');
    // Gateway methods answer in the gateway's format, as a bank's system error.
    if (request.url.split('?')[0]?.endsWith('.do')) {
      return reply
        .code(status >= 500 ? 200 : status)
        .send(apiError(ERROR_CODE.systemError, 'system', 'ru'));
    }
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('content-security-policy', PAGE_SECURITY_POLICY)
      .send(renderMessagePage('ru', status === 404 ? 'notFound' : 'systemError'));
  });
  apiRoutes(app, ctx);
  paymentRoutes(app, ctx);
}
