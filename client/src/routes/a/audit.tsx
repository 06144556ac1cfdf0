import type { AuditQuery } from '@hotel/contracts';
import { AUDIT_SEARCH, validSearch } from '@hotel/contracts/plain';
import { createFileRoute } from '@tanstack/react-router';
import { AuditScreen } from './-audit/audit-screen';

/**
 * Every staff action in one timeline (/a/audit). The filters and the page live
 * in the URL: a filtered timeline can be linked, and the browser's back button undoes a filter.
 */
export const Route = createFileRoute('/a/audit')({
  validateSearch: (search) => validSearch<AuditQuery>(AUDIT_SEARCH, search),
  component: AuditScreen,
});
