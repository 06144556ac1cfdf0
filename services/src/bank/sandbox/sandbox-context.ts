import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Sql } from '../../db/connect';

/** What the sandbox's routes share, built once by the plugin. */
export interface SandboxContext {
  sql: Sql;
  now: () => Date;
  log: FastifyBaseLogger;
  merchantName: string;
  /** Whether this request may reach the merchant API at all (before its credentials count). */
  mayCallMerchantApi(request: FastifyRequest): boolean;
  /** Constant-time check of the merchant's credentials. */
  authorised(userName: string | undefined, password: string | undefined): boolean;
  /** The absolute address of an order's hosted payment page, as guests reach the site. */
  paymentPageUrl(request: FastifyRequest, orderId: string): string;
  /** Tells the merchant about a payment's outcome, when callbacks are configured. */
  notify(event: {
    orderId: string;
    orderNumber: string;
    operation: 'deposited' | 'declined';
    success: boolean;
  }): void;
}
