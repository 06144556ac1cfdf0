import { createServer, type IncomingMessage } from 'node:http';
import { describe, expect, it, onTestFinished } from 'vitest';
import { freePort } from '../db/embedded-postgres';
import { createBankGateway } from './gateway';
import { bankErrorOf } from './test/bank-error-of';

interface Seen {
  path: string;
  contentType: string | undefined;
  fields: Record<string, string>;
}

/** A tiny HTTP server answering every call with `answer` (or never, for 'hang'), recording what it was sent. */
async function stubGateway(answer: string | 'hang'): Promise<{ baseUrl: string; seen: Seen[] }> {
  const seen: Seen[] = [];
  const server = createServer((request: IncomingMessage, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      seen.push({
        path: request.url ?? '',
        contentType: request.headers['content-type'],
        fields: Object.fromEntries(new URLSearchParams(body)),
      });
      if (answer !== 'hang') response.setHeader('content-type', 'application/json').end(answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  onTestFinished(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { baseUrl: `http://127.0.0.1:${port}/payment/rest`, seen };
}

const gateway = (baseUrl: string, timeoutMs = 5000) =>
  createBankGateway({ baseUrl, userName: 'hotel-api', password: 's3cret', timeoutMs });

const registration = {
  orderNumber: '1042-1',
  amountMinor: 123_450,
  returnUrl: 'https://hotel.example/r',
  failUrl: 'https://hotel.example/f',
  description: 'Booking 1042',
  language: 'tm' as const,
  sessionTimeoutSecs: 1800,
};

describe('bank gateway client', () => {
  it('posts register.do as a form under the base URL with credentials, manat, minor units and ru for Turkmen', async () => {
    const stub = await stubGateway(
      '{"orderId":"o-1","formUrl":"https://bank.example/pay?mdOrder=o-1"}',
    );
    expect(await gateway(stub.baseUrl).register(registration)).toEqual({
      orderId: 'o-1',
      formUrl: 'https://bank.example/pay?mdOrder=o-1',
    });
    expect(stub.seen).toEqual([
      {
        path: '/payment/rest/register.do',
        contentType: 'application/x-www-form-urlencoded',
        fields: {
          userName: 'hotel-api',
          password: 's3cret',
          orderNumber: '1042-1',
          amount: '123450',
          currency: '934',
          returnUrl: 'https://hotel.example/r',
          failUrl: 'https://hotel.example/f',
          description: 'Booking 1042',
          language: 'ru',
          sessionTimeoutSecs: '1800',
        },
      },
    ]);
  });

  it('reads a numeric error code as a rejection carrying the code and the bank message, never the password', async () => {
    const stub = await stubGateway('{"errorCode":1,"errorMessage":"Order number already used"}');
    const error = await bankErrorOf(gateway(stub.baseUrl).register(registration));
    expect({ kind: error.kind, code: error.code }).toEqual({ kind: 'rejected', code: '1' });
    expect(error.message).toContain('Order number already used');
    expect(error.message).not.toContain('s3cret');
  });

  it('takes errorCode "0" as success', async () => {
    const stub = await stubGateway('{"errorCode":"0","errorMessage":"Success"}');
    await expect(gateway(stub.baseUrl).refund('o-1', 500)).resolves.toBeUndefined();
    expect(stub.seen[0]?.fields).toMatchObject({ orderId: 'o-1', amount: '500' });
  });

  it('reads numbers sent as strings and leaves the amounts null when paymentAmountInfo is absent', async () => {
    const stub = await stubGateway(
      '{"orderStatus":"2","actionCode":"0","amount":"5000","currency":"934","orderNumber":"1042-1"}',
    );
    expect(await gateway(stub.baseUrl).orderStatus({ orderNumber: '1042-1' })).toEqual({
      orderId: null,
      orderStatus: 2,
      actionCode: 0,
      amountMinor: 5000,
      currency: '934',
      orderNumber: '1042-1',
      depositedAmountMinor: null,
      refundedAmountMinor: null,
      errorCode: null,
      errorMessage: null,
    });
  });

  it("reads the bank's order id from the answer's attributes (mdOrder), as an order found by its number needs", async () => {
    const stub = await stubGateway(
      '{"errorCode":"0","orderStatus":0,"orderNumber":"1042-1","attributes":[{"name":"other","value":"x"},{"name":"mdOrder","value":"o-1042"}]}',
    );
    expect(await gateway(stub.baseUrl).orderStatus({ orderNumber: '1042-1' })).toMatchObject({
      orderId: 'o-1042',
      orderStatus: 0,
    });
  });

  it('reads the capitalised names of the legacy status answer', async () => {
    const stub = await stubGateway(
      '{"ErrorCode":"0","OrderStatus":4,"Amount":700,"OrderNumber":"7-1","depositAmount":700}',
    );
    const status = await createBankGateway({
      baseUrl: stub.baseUrl,
      userName: 'u',
      password: 'p',
      statusMethod: 'legacy',
    }).orderStatus({ orderId: 'o-7' });
    expect(status).toMatchObject({
      orderStatus: 4,
      amountMinor: 700,
      orderNumber: '7-1',
      depositedAmountMinor: 700,
    });
    expect(stub.seen[0]?.path).toBe('/payment/rest/getOrderStatus.do');
  });

  it('fails with a timeout when the bank does not answer in time', async () => {
    const stub = await stubGateway('hang');
    const error = await bankErrorOf(gateway(stub.baseUrl, 100).orderStatus({ orderId: 'o-1' }));
    expect(error.kind).toBe('timeout');
  });

  it('fails as unreachable when nothing listens at the base URL', async () => {
    const port = await freePort();
    const error = await bankErrorOf(gateway(`http://127.0.0.1:${port}/rest/`).reverse('o-1'));
    expect(error.kind).toBe('unreachable');
  });

  it('fails as unreachable when the answer is not JSON', async () => {
    const stub = await stubGateway('<html>502 Bad Gateway</html>');
    const error = await bankErrorOf(gateway(stub.baseUrl).reverse('o-1'));
    expect(error.kind).toBe('unreachable');
  });
});
