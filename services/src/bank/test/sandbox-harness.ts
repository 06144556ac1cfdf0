import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import pino from 'pino';
import { onTestFinished } from 'vitest';
import { at, cardExpiry } from '../../../../test/clock';
import type { Sql } from '../../db/connect';
import { createBankGateway, type BankGateway, type BankGatewayOptions } from '../gateway';
import { sandboxBank, type SandboxBankOptions } from '../sandbox/sandbox-bank';

export const CREDENTIALS = { userName: 'hotel-api', password: 'sandbox-secret' };

export interface SandboxUnderTest {
  /** The sandbox's own Fastify instance, for `inject` with another remote address. */
  app: FastifyInstance;
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** The gateway base, written without the trailing slash the client adds. */
  baseUrl: string;
  gateway: BankGateway;
  gatewayWith(options: Partial<BankGatewayOptions>): BankGateway;
  /** Moves this sandbox's clock. */
  setNow(iso: string): void;
  /** Registers an order of `amountMinor` with a fresh order number. */
  register(input?: {
    amountMinor?: number;
    sessionTimeoutSecs?: number;
    failUrl?: string;
    returnUrl?: string;
    description?: string;
  }): Promise<{
    orderId: string;
    formUrl: string;
    orderNumber: string;
  }>;
  /** Submits the hosted page's form (approved test card and valid fields unless overridden). */
  submitCard(orderId: string, fields?: Record<string, string>): Promise<Response>;
}

export const uniqueOrderNumber = () => `T${randomBytes(8).toString('hex')}-1`;

/**
 * A sandbox bank listening on a free local port over the test file's database, with its own
 * clock (default: today, 10:00 at the hotel); closed when the calling test finishes.
 */
export async function startSandbox(
  sql: Sql,
  options: { now?: string; callback?: SandboxBankOptions['callback']; publicUrl?: string } = {},
): Promise<SandboxUnderTest> {
  let now = new Date(options.now ?? at(0, '10:00'));
  const logger: FastifyBaseLogger = pino({ level: 'silent' });
  const app: FastifyInstance = Fastify({ loggerInstance: logger });
  await app.register(sandboxBank, {
    prefix: '/sandbox-bank',
    sql,
    credentials: CREDENTIALS,
    now: () => now,
    ...(options.callback ? { callback: options.callback } : {}),
    ...(options.publicUrl ? { publicUrl: options.publicUrl } : {}),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  onTestFinished(() => app.close());
  const address = app.server.address();
  if (typeof address !== 'object' || address === null)
    throw new Error('the sandbox is not listening on a port');
  const origin = `http://127.0.0.1:${address.port}`;
  const baseUrl = `${origin}/sandbox-bank`;
  const gatewayWith = (overrides: Partial<BankGatewayOptions>) =>
    createBankGateway({ baseUrl, ...CREDENTIALS, timeoutMs: 5000, ...overrides });
  const gateway = gatewayWith({});

  return {
    app,
    origin,
    baseUrl,
    gateway,
    gatewayWith,
    setNow: (iso) => (now = new Date(iso)),
    async register(input = {}) {
      const orderNumber = uniqueOrderNumber();
      const order = await gateway.register({
        orderNumber,
        amountMinor: input.amountMinor ?? 123_450,
        returnUrl: input.returnUrl ?? 'https://hotel.example/api/payment/return?from=bank',
        failUrl: input.failUrl ?? 'https://hotel.example/api/payment/fail',
        description: input.description ?? 'Booking 1042: Standard room, 2 nights',
        language: 'en',
        sessionTimeoutSecs: input.sessionTimeoutSecs ?? 1200,
      });
      return { ...order, orderNumber };
    },
    submitCard(orderId, fields = {}) {
      return fetch(`${origin}/sandbox-bank/payments/merchants/hotel/pay`, {
        method: 'POST',
        body: new URLSearchParams({
          mdOrder: orderId,
          cardholder: 'AYNA BERDIYEVA',
          pan: '4111 1111 1111 1111',
          expiry: cardExpiry(),
          cvc: '123',
          ...fields,
        }),
        redirect: 'manual',
      });
    },
  };
}
