import type { FastifyInstance, FastifyRequest } from 'fastify';
import { toLanguage } from '@hotel/contracts';
import { TMT_CURRENCY } from '../gateway';
import { apiError, apiLanguage, apiMessage, ERROR_CODE, type ApiLanguage } from './api-messages';
import { formFields, positiveInteger } from './form-body';
import {
  currentState,
  findOrder,
  insertOrder,
  ORDER_STATUS,
  refundOrder,
  reverseOrder,
  type RefundResult,
  type ReverseResult,
  type SandboxOrder,
} from './orders';
import type { SandboxContext } from './sandbox-context';

/** BPC's default payment session when the merchant sends none: 20 minutes. */
const DEFAULT_SESSION_SECS = 1200;

const PAYMENT_STATE: Record<number, string> = {
  [ORDER_STATUS.registered]: 'CREATED',
  [ORDER_STATUS.deposited]: 'DEPOSITED',
  [ORDER_STATUS.reversed]: 'REVERSED',
  [ORDER_STATUS.refunded]: 'REFUNDED',
  [ORDER_STATUS.declined]: 'DECLINED',
};

type Answer = Record<string, unknown>;
type Fields = Record<string, string>;

/**
 * The gateway's REST methods: every call a form POST carrying the merchant's credentials, and
 * (unless the sandbox is set up for the network) from the hotel's server on this machine.
 */
export function apiRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const method = (
    name: string,
    handle: (fields: Fields, language: ApiLanguage, request: FastifyRequest) => Promise<Answer>,
  ) =>
    app.post(`/${name}`, async (request, reply) => {
      const fields = formFields(request.body);
      const language = apiLanguage(fields.language);
      if (!ctx.mayCallMerchantApi(request)) {
        request.log.warn(
          { remoteAddress: request.socket.remoteAddress },
          'sandbox bank: merchant call from elsewhere refused',
        );
        reply.code(403);
        return apiError(ERROR_CODE.badValueOrAccessDenied, 'accessDenied', language);
      }
      if (!ctx.authorised(fields.userName, fields.password)) {
        return apiError(ERROR_CODE.badValueOrAccessDenied, 'accessDenied', language);
      }
      return handle(fields, language, request);
    });

  method('register.do', async (f, language, request) => {
    for (const name of ['orderNumber', 'amount', 'returnUrl'] as const) {
      if (!f[name]) return apiError(ERROR_CODE.missingParameter, 'missing', language, name);
    }
    if (f.currency !== undefined && f.currency !== TMT_CURRENCY) {
      return apiError(ERROR_CODE.unknownCurrency, 'currency', language);
    }
    const amount = positiveInteger(f.amount);
    const timeout =
      f.sessionTimeoutSecs === undefined
        ? DEFAULT_SESSION_SECS
        : positiveInteger(f.sessionTimeoutSecs);
    const orderNumber = f.orderNumber ?? '';
    const description = f.description ?? '';
    const bad =
      orderNumber.length > 32
        ? 'orderNumber'
        : amount === null
          ? 'amount'
          : !isWebUrl(f.returnUrl)
            ? 'returnUrl'
            : f.failUrl && !isWebUrl(f.failUrl)
              ? 'failUrl'
              : timeout === null
                ? 'sessionTimeoutSecs'
                : description.length > 512
                  ? 'description'
                  : null;
    if (bad !== null || amount === null || timeout === null || f.returnUrl === undefined) {
      return apiError(ERROR_CODE.badValueOrAccessDenied, 'badValue', language, bad ?? '');
    }
    const now = ctx.now();
    const order = await insertOrder(ctx.sql, {
      orderNumber,
      amount,
      currency: TMT_CURRENCY,
      description,
      // The page also speaks Turkmen, though the protocol only names ru and en.
      language: f.language === undefined ? 'ru' : toLanguage(f.language),
      returnUrl: f.returnUrl,
      failUrl: f.failUrl || null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + timeout * 1000),
    });
    if (!order) return apiError(ERROR_CODE.duplicateOrderNumber, 'duplicate', language);
    return { orderId: order.orderId, formUrl: ctx.paymentPageUrl(request, order.orderId) };
  });

  method('getOrderStatusExtended.do', async (f, language) => {
    const found = await lookUp(ctx, f, language);
    if (!('order' in found)) return found;
    const { order } = found;
    const state = currentState(order, ctx.now());
    return {
      errorCode: '0',
      errorMessage: apiMessage('success', language),
      orderNumber: order.orderNumber,
      orderStatus: state.status,
      actionCode: state.actionCode,
      actionCodeDescription: '',
      amount: order.amount,
      currency: order.currency,
      date: order.createdAt.getTime(),
      orderDescription: order.description,
      // BPC names the order's own id here: a merchant that asked by order number learns it.
      attributes: [{ name: 'mdOrder', value: order.orderId }],
      ...(order.maskedPan
        ? { cardAuthInfo: { maskedPan: order.maskedPan, cardholderName: order.cardholder } }
        : {}),
      paymentAmountInfo: {
        paymentState: PAYMENT_STATE[state.status] ?? 'CREATED',
        approvedAmount: order.depositedAmount,
        depositedAmount: order.depositedAmount,
        refundedAmount: order.refundedAmount,
      },
    };
  });

  // The legacy method some banks still answer, with its capitalised names; a declined order
  // comes with error code 2 beside its status.
  method('getOrderStatus.do', async (f, language) => {
    const found = await lookUp(ctx, f, language);
    if (!('order' in found))
      return { ErrorCode: found.errorCode, ErrorMessage: found.errorMessage };
    const { order } = found;
    const state = currentState(order, ctx.now());
    const declined = state.status === ORDER_STATUS.declined;
    return {
      ErrorCode: declined ? ERROR_CODE.declined : '0',
      ErrorMessage: apiMessage(declined ? 'declined' : 'success', language),
      OrderStatus: state.status,
      OrderNumber: order.orderNumber,
      Amount: order.amount,
      currency: order.currency,
      depositAmount: order.depositedAmount,
      ...(order.maskedPan ? { Pan: order.maskedPan, cardholderName: order.cardholder } : {}),
    };
  });

  method('refund.do', async (f, language) => {
    if (!f.orderId) return apiError(ERROR_CODE.missingParameter, 'missing', language, 'orderId');
    if (!f.amount) return apiError(ERROR_CODE.missingParameter, 'missing', language, 'amount');
    const amount = positiveInteger(f.amount);
    if (amount === null)
      return apiError(ERROR_CODE.badValueOrAccessDenied, 'badValue', language, 'amount');
    return moneyBackAnswer(await refundOrder(ctx.sql, f.orderId, amount, ctx.now()), language);
  });

  method('reverse.do', async (f, language) => {
    if (!f.orderId) return apiError(ERROR_CODE.missingParameter, 'missing', language, 'orderId');
    return moneyBackAnswer(await reverseOrder(ctx.sql, f.orderId, ctx.now()), language);
  });
}

/**
 * What a refund or a reversal answers: the bank refuses an unknown order, and one in the wrong
 * state, alike for both.
 */
function moneyBackAnswer(result: RefundResult | ReverseResult, language: ApiLanguage): Answer {
  switch (result) {
    case 'refunded':
    case 'reversed':
      return { errorCode: '0', errorMessage: apiMessage('success', language) };
    case 'not-found':
      return apiError(ERROR_CODE.orderNotFound, 'notFound', language);
    case 'not-deposited':
    case 'not-reversible':
      return apiError(ERROR_CODE.systemError, 'wrongState', language);
    case 'exceeds-remaining':
      return apiError(ERROR_CODE.systemError, 'exceeds', language);
    default:
      return result satisfies never;
  }
}

async function lookUp(
  ctx: SandboxContext,
  f: Fields,
  language: ApiLanguage,
): Promise<{ order: SandboxOrder } | { errorCode: string; errorMessage: string }> {
  const key = f.orderId
    ? { orderId: f.orderId }
    : f.orderNumber
      ? { orderNumber: f.orderNumber }
      : null;
  if (!key) return apiError(ERROR_CODE.missingParameter, 'missing', language, 'orderId');
  const order = await findOrder(ctx.sql, key);
  return order ? { order } : apiError(ERROR_CODE.orderNotFound, 'notFound', language);
}

function isWebUrl(text: string | undefined): boolean {
  if (!text) return false;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
