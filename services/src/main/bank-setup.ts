import type { BankGatewayOptions } from '../bank/gateway';
import { sandboxCredentials, type SandboxCredentials } from '../bank/sandbox/credentials';
import { loopbackHostFor } from '../bank/sandbox/merchant-access';
import { EnvError, type Env } from '../env';

type GatewaySettings = Pick<BankGatewayOptions, 'baseUrl' | 'userName' | 'password'>;

export interface BankSetup {
  /** What the hotel's gateway client is created with. */
  gateway: GatewaySettings;
  /** The same, for a sandbox on the port the server really bound (PORT=0 binds a free one). */
  gatewayOn(port: number): GatewaySettings;
  /** The sandbox bank to mount in this server, or null when a real bank is configured. */
  sandbox: { credentials: SandboxCredentials; publicUrl: string } | null;
}

/**
 * Which bank this server talks to. A real gateway with the credentials the bank gave; else the
 * sandbox mounted in this server, which the gateway client reaches over loopback (the only
 * callers its merchant API answers) with credentials generated for this data directory.
 */
export async function bankSetup(
  env: Pick<Env, 'PAYMENT_GATEWAY' | 'DATA_DIR' | 'HOST' | 'PORT' | 'PUBLIC_URL'>,
): Promise<BankSetup> {
  const real = env.PAYMENT_GATEWAY;
  if (real) {
    const gateway = { baseUrl: real.url, userName: real.userName, password: real.password };
    return { gateway, gatewayOn: () => gateway, sandbox: null };
  }
  const host = loopbackHostFor(env.HOST);
  if (host === null) {
    throw new EnvError(
      `Invalid configuration:\n  HOST: the sandbox bank answers only loopback, which does not reach ${env.HOST}; ` +
        'listen on 0.0.0.0, :: or a loopback address, or set PAYMENT_GATEWAY_URL',
    );
  }
  const credentials = await sandboxCredentials(env.DATA_DIR);
  const gatewayOn = (port: number) => ({
    baseUrl: `http://${host}:${port}/sandbox-bank/`,
    ...credentials,
  });
  return {
    gateway: gatewayOn(env.PORT),
    gatewayOn,
    sandbox: { credentials, publicUrl: env.PUBLIC_URL },
  };
}
