import { readFile } from 'node:fs/promises';
import { socketFile } from './connect';

/** The cluster's password, which its creator kept in `<dir>.secret`. */
export async function readSecret(dir: string): Promise<string> {
  return (await readFile(`${dir}.secret`, 'utf8')).trim();
}

/**
 * The server's address: 127.0.0.1 and the port, and its socket's directory as libpq's `host`
 * parameter when it has one (connect.ts, psql and any libpq client then go through the socket).
 */
export function serverUrl(password: string, port: number, socketDir: string | null): string {
  const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
  return socketDir ? `${url}?host=${encodeURIComponent(socketDir)}` : url;
}

/** The longest socket path every platform takes (sockaddr_un's sun_path: 108 bytes on Linux, 104 on macOS). */
const MAX_SOCKET_PATH = 103;

/**
 * Where the server listens on a Unix socket besides TCP: its data directory, when the socket's
 * path fits the system's limit and needs no quoting in the server's options (null otherwise: TCP
 * alone). Clients on this machine go through it: a statement over a Unix socket costs both the
 * client and the server less than over loopback TCP, which has a whole network stack to cross
 * (bookings placed per second rose by about a tenth; docs/performance.md).
 */
export function socketDirectory(dir: string, port: number): string | null {
  if (process.platform === 'win32') return null;
  if (!/^[\w./-]+$/.test(dir)) return null;
  return socketFile(dir, port).length <= MAX_SOCKET_PATH ? dir : null;
}
