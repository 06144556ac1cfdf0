/**
 * A booking's version on the wire is an entity tag: `ETag` on what staff read, `If-Match` on
 * what they change (RFC 9110 §8.8.3, §13.1.1).
 */

/** The version an `If-Match` header names (its first entity tag, quotes taken off); undefined for `*`. */
export function taggedVersion(header: string): string | undefined {
  const first = header.split(',')[0]?.trim();
  if (!first || first === '*') return undefined;
  // A weak tag never matches (If-Match compares strongly): it is kept as sent, so it is refused.
  return first.replace(/^"(.*)"$/, '$1');
}

/** A booking version as an entity tag. */
export const versionTag = (version: string): string => `"${version}"`;
