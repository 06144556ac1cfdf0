import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/** The map the home page embeds in a frame (client/src/routes/_public/-home/about-hotel.tsx). */
const MAP_ORIGIN = 'https://www.openstreetmap.org';

const YEAR_SECONDS = 31_536_000;

export interface PolicyOptions {
  /** PUBLIC_URL: https turns on HSTS and the upgrade of insecure requests. */
  publicUrl: string;
  /** PAYMENT_GATEWAY_URL of a real bank, or null (the sandbox bank, same origin). */
  bankUrl: string | null;
}

/**
 * The policy of every answer. No 'unsafe-inline' anywhere: React's and Swiper's `style` go
 * through the CSSOM, which CSP does not restrict, and a rendered page's inline scripts (the
 * router's state and the queries' answers it hands to the browser) are allowed one by one, by
 * their hashes (pagePolicy). Pages with a policy of their own (the sandbox bank's hosted page)
 * set their header on the reply, which wins over this one.
 */
function directives({ publicUrl, bankUrl }: PolicyOptions): Record<string, string[]> {
  const self = "'self'";
  return {
    'default-src': [self],
    'base-uri': [self],
    'script-src': [self],
    'style-src': [self],
    'img-src': [self],
    'font-src': [self],
    'connect-src': [self],
    'frame-src': [self, MAP_ORIGIN],
    'frame-ancestors': ["'none'"],
    'form-action': bankUrl ? [self, new URL(bankUrl).origin] : [self],
    'object-src': ["'none'"],
    ...(isHttps(publicUrl) ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

const isHttps = (url: string) => new URL(url).protocol === 'https:';

/** The policy of a rendered page: every answer's, with the page's inline scripts allowed by hash. */
export function pagePolicy(options: PolicyOptions, scriptHashes: readonly string[]): string {
  const all = directives(options);
  all['script-src'] = [...(all['script-src'] ?? []), ...scriptHashes];
  return Object.entries(all)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

/** CSP, no framing, no sniffing, origin-only referrers to other sites, HSTS behind https. */
export const securityHeaders = fp(
  async (app, options: PolicyOptions) => {
    await app.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: directives(options) },
      xFrameOptions: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // Only for the host itself: other hosts of the domain may not serve https.
      strictTransportSecurity: isHttps(options.publicUrl)
        ? { maxAge: YEAR_SECONDS, includeSubDomains: false }
        : false,
    });
  },
  { name: 'security-headers' },
);
