import type { FastifyRequest } from 'fastify';

/** Headers a reverse proxy adds: the hotel's own gateway client never sends them. */
const PROXY_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'] as const;

/** 127.0.0.0/8, ::1, and IPv4 loopback as a dual-stack socket reports it (::ffff:127.x.x.x). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (address === undefined) return false;
  const ipv4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return ipv4.startsWith('127.') || address === '::1';
}

/**
 * Whether a request comes from a process on this machine. The socket's own address is read, never
 * `request.ip`, which trusts proxy headers when so configured; and a request a local reverse
 * proxy relays arrives from loopback too, so one that carries proxy headers is refused.
 */
export function fromThisMachine(request: FastifyRequest): boolean {
  return (
    isLoopbackAddress(request.socket.remoteAddress) &&
    PROXY_HEADERS.every((name) => request.headers[name] === undefined)
  );
}

/**
 * The host the hotel's gateway client uses to reach a sandbox mounted in its own server listening
 * on `host`, over loopback; null when a server on that address cannot be reached over loopback.
 */
export function loopbackHostFor(host: string): string | null {
  if (host === '0.0.0.0' || host === '') return '127.0.0.1';
  if (host === '::' || host === '::1' || host === '[::1]') return '[::1]';
  if (host === 'localhost' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host)) return host;
  return null;
}
