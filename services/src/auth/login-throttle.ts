import { isIPv6 } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { AppDeps } from '../application/deps';
import { AppError } from '../application/errors';
import { countOnly, hitLimit, hitsOf, takeBackHit, type Limit, type Slowdown } from './rate-limit';

/** How a login attempt admitted by `admitLogin` ends, once its password was checked. */
export interface LoginAttempt {
  /** The password was right: the attempt counts toward no limit. */
  succeeded(): Promise<void>;
  /** The e-mail or the password was wrong: it stays counted, and slows the e-mail's next attempts. */
  failed(): Promise<void>;
}

/**
 * Login throttling after OWASP's authentication cheat sheet. Failures are limited per address
 * and per (address, e-mail): over either limit, a 429 naming the minutes left. Failures for one
 * e-mail from anywhere only slow its next attempts down (a pause before the password is checked):
 * nobody can lock an owner out of an account by failing for it. Successful logins count toward
 * nothing. Every count lives in PostgreSQL, shared by all API processes.
 */
export async function admitLogin(deps: AppDeps, email: string, ip: string): Promise<LoginAttempt> {
  const { sql, limits } = deps;
  const address = addressKey(ip);
  const perAddress = `login:fail:ip:${address}`;
  const perPair = `login:fail:ip-email:${address}:${email}`;
  const perEmail = `login:fail:email:${email}`;
  // Counted before the password is checked, so parallel guesses cannot all slip under a limit;
  // a success takes its hits back.
  await refuseOverLimit(deps, perAddress, limits.loginFailuresPerIp);
  try {
    await refuseOverLimit(deps, perPair, limits.loginFailuresPerIpAndEmail);
  } catch (error) {
    await takeBackHit(sql, perAddress);
    throw error;
  }
  const slowdown = limits.loginSlowdownPerEmail;
  const pause = slowdownMs(
    await hitsOf(sql, perEmail, slowdown.windowSeconds, deps.now()),
    slowdown,
  );
  if (pause > 0) await (deps.pause ?? sleep)(pause);
  return {
    async succeeded() {
      await takeBackHit(sql, perAddress);
      await takeBackHit(sql, perPair);
    },
    failed: () => countOnly(sql, perEmail, slowdown.windowSeconds, deps.now()),
  };
}

/** Counts a hit on `key`; over `limit`, a 429 naming the minutes until its window ends. */
export async function refuseOverLimit(deps: AppDeps, key: string, limit: Limit): Promise<void> {
  const minutes = await hitLimit(deps.sql, key, limit, deps.now());
  if (minutes !== null) throw new AppError('rate_limited', 'auth.tooManyAttempts', { minutes });
}

/** The pause before checking a password after `failures` failures for its e-mail. */
export function slowdownMs(failures: number, rule: Slowdown): number {
  if (failures <= 0) return 0;
  return Math.min(rule.maxMs, rule.firstMs * 2 ** (failures - 1));
}

/**
 * What a failure is counted on: an IPv4 address, or the /64 network of an IPv6 one (a single
 * subscriber usually holds a whole /64, so its addresses are free to vary).
 */
export function addressKey(ip: string): string {
  const address = ip.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(address)) return address;
  const [head = '', tail] = address.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const zeros = Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0');
  const groups = tail === undefined ? left : [...left, ...zeros, ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
