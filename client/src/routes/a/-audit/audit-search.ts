import { auditQuery, type AuditQuery } from '@hotel/contracts';

/**
 * The audit screen's filters and page, kept in the URL (a filtered timeline can be linked and
 * the browser's back button undoes a filter). A value the server would refuse is dropped alone.
 */
export function auditSearch(search: Record<string, unknown>): AuditQuery {
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(search)) {
    if (auditQuery.safeParse({ [key]: value }).success) kept[key] = value;
  }
  return auditQuery.parse(kept);
}
