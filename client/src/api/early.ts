import { apiFetch } from './network';

/**
 * Public answers a page asks for before the app's code has arrived (src/rooms-early.ts), kept
 * here until the app takes them. This module is shared by that script and the app, so both see
 * one map. A failed early request leaves nothing behind: the app then asks as it always does,
 * through the tRPC client, and shows that call's error the usual way, so errors have one path.
 */
const pending = new Map<string, Promise<unknown>>();

/** Starts a GET of a public REST path that answers `{ data }`; its `data`, or undefined when it failed. */
export function askEarly(path: string): Promise<unknown> {
  const answer = apiFetch(path)
    .then(async (response) => (response.ok ? ((await response.json()) as { data?: unknown }).data : undefined))
    .catch(() => undefined);
  pending.set(path, answer);
  return answer;
}

/**
 * The early answer of `path`, once: a later visit of the same screen asks the server again.
 * The server's REST answer and its tRPC twin return the same views (REST-CONTRACT.md); like the
 * tRPC client, the client trusts the server's types instead of checking them at run time.
 */
export async function takeEarly<T>(path: string): Promise<T | undefined> {
  const answer = pending.get(path);
  pending.delete(path);
  return (await answer) as T | undefined;
}
