import { createHash, randomBytes } from 'node:crypto';
import type { Sql, Tx } from '../db/connect';

/** What a mailed link lets its holder do: confirm the address, or set a new password. */
export type LinkPurpose = 'verify' | 'reset';

const LIFETIME_MS: Record<LinkPurpose, number> = {
  // A guest may read the registration mail the next day.
  verify: 7 * 86_400_000,
  // A reset link opens the account to whoever holds it: an hour, as the guest is told.
  reset: 3_600_000,
};

export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A new link's secret for the user (43 base64url characters); only its hash is kept. A new link
 * of a purpose replaces the user's earlier ones: only the newest mail works.
 */
export async function issueLink(
  sql: Sql | Tx,
  userId: number,
  purpose: LinkPurpose,
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await sql`update account_links set used_at = ${now} where user_id = ${userId} and purpose = ${purpose} and used_at is null`;
  await sql`
    insert into account_links (token_hash, user_id, purpose, created_at, expires_at)
    values (${hashLinkToken(token)}, ${userId}, ${purpose}, ${now}, ${new Date(now.getTime() + LIFETIME_MS[purpose])})`;
  return token;
}

/**
 * Uses a link once: the user it was issued to, or null when it is unknown, used, run out or of
 * another purpose. The conditional update makes two clicks on one link succeed once.
 */
export async function useLink(
  sql: Sql | Tx,
  token: string,
  purpose: LinkPurpose,
  now: Date,
): Promise<number | null> {
  const [row] = await sql<{ user_id: number }[]>`
    update account_links set used_at = ${now}
    where token_hash = ${hashLinkToken(token)} and purpose = ${purpose} and used_at is null and expires_at > ${now}
    returning user_id`;
  return row?.user_id ?? null;
}
