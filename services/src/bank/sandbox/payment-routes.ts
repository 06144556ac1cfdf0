import type { FastifyInstance, FastifyReply } from 'fastify';
import { LANGUAGES, type Language } from '@hotel/contracts';
import { cardForm, checkCard, DECLINED_ACTION_CODE } from './card-form';
import { formFields } from './form-body';
import {
  ACTION_CODE,
  currentState,
  findOrder,
  ORDER_STATUS,
  settlePayment,
  type SandboxOrder,
} from './orders';
import {
  PAGE_SECURITY_POLICY,
  renderMessagePage,
  renderPaymentPage,
  type FinalState,
  type PageView,
} from './payment-page';
import type { SandboxContext } from './sandbox-context';

/** Where the hosted page lives under the sandbox's prefix (the path BPC gateways use). */
export const PAYMENT_PAGE_PATH = '/payments/merchants/hotel/payment.html';
const PAY_PATH = '/payments/merchants/hotel/pay';

/** The page's language: `?lang=` when it names one of ours, else the order's. */
function pageLanguage(requested: string | undefined, fallback: Language): Language {
  return LANGUAGES.find((l) => l === requested) ?? fallback;
}

/**
 * Where the bank sends the guest back: the return address when paid, the failure address (or the
 * return address) otherwise, with `orderId` and `lang` added to any query it already has.
 */
export function resultUrl(order: SandboxOrder, paid: boolean, lang: Language): string {
  const url = new URL(paid ? order.returnUrl : (order.failUrl ?? order.returnUrl));
  url.searchParams.set('orderId', order.orderId);
  url.searchParams.set('lang', lang);
  return url.toString();
}

function finalState(order: SandboxOrder, now: Date): FinalState | null {
  const state = currentState(order, now);
  if (state.expired) return 'expired';
  switch (state.status) {
    case ORDER_STATUS.registered:
      return null;
    case ORDER_STATUS.deposited:
      return 'paid';
    case ORDER_STATUS.declined:
      return 'declined';
    default:
      return 'closed';
  }
}

function sendHtml(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('content-security-policy', PAGE_SECURITY_POLICY)
    .send(html);
}

/** The hosted payment page and its form's target. */
export function paymentRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const render = (
    reply: FastifyReply,
    status: number,
    order: SandboxOrder,
    lang: Language,
    view: PageView,
  ) =>
    sendHtml(
      reply,
      status,
      renderPaymentPage({ order, lang, merchantName: ctx.merchantName, view }),
    );

  const finalView = (order: SandboxOrder, state: FinalState, lang: Language): PageView => ({
    kind: 'final',
    state,
    backUrl: resultUrl(order, state === 'paid', lang),
  });

  /** The order a page request names (`mdOrder`) and the page's language, or null for none. */
  const requestedOrder = async (fields: Record<string, string>) => {
    const order = fields.mdOrder ? await findOrder(ctx.sql, { orderId: fields.mdOrder }) : null;
    return order ? { order, lang: pageLanguage(fields.lang, order.language) } : null;
  };

  const sendNotFound = (reply: FastifyReply, fields: Record<string, string>) =>
    sendHtml(reply, 404, renderMessagePage(pageLanguage(fields.lang, 'ru'), 'notFound'));

  app.get(PAYMENT_PAGE_PATH, async (request, reply) => {
    const query = formFields(request.query);
    const requested = await requestedOrder(query);
    if (!requested) return sendNotFound(reply, query);
    const { order, lang } = requested;
    const state = finalState(order, ctx.now());
    const view: PageView = state
      ? finalView(order, state, lang)
      : { kind: 'form', values: { cardholder: '', pan: '', expiry: '' }, errors: {} };
    return render(reply, 200, order, lang, view);
  });

  app.post(PAY_PATH, async (request, reply) => {
    const fields = formFields(request.body);
    const requested = await requestedOrder(fields);
    if (!requested) return sendNotFound(reply, fields);
    const { order, lang } = requested;
    const now = ctx.now();
    const before = finalState(order, now);
    if (before) return render(reply, 409, order, lang, finalView(order, before, lang));

    const form = cardForm(fields);
    const card = checkCard(form, now);
    if (!card.ok) {
      // The CVC is never sent back, as a real bank's page would not.
      const values = { cardholder: form.cardholder, pan: form.pan, expiry: form.expiry };
      return render(reply, 422, order, lang, { kind: 'form', values, errors: card.errors });
    }
    const settled = await settlePayment(
      ctx.sql,
      order.orderId,
      card.approved
        ? {
            status: ORDER_STATUS.deposited,
            actionCode: ACTION_CODE.approved,
            maskedPan: card.maskedPan,
            cardholder: card.cardholder,
          }
        : {
            status: ORDER_STATUS.declined,
            actionCode: DECLINED_ACTION_CODE,
            maskedPan: card.maskedPan,
            cardholder: card.cardholder,
          },
      now,
    );
    if (!settled) {
      // Another submission or the deadline got there first: show what the order became.
      const latest = (await findOrder(ctx.sql, { orderId: order.orderId })) ?? order;
      return render(
        reply,
        409,
        latest,
        lang,
        finalView(latest, finalState(latest, now) ?? 'expired', lang),
      );
    }
    ctx.notify({
      orderId: order.orderId,
      orderNumber: order.orderNumber,
      operation: card.approved ? 'deposited' : 'declined',
      success: card.approved,
    });
    return reply.redirect(resultUrl(order, card.approved, lang), 303);
  });
}
