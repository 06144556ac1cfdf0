import { auditQuery } from '@hotel/contracts';
import { createFileRoute } from '@tanstack/react-router';
import { AuditScreen } from './-audit/audit-screen';
import { validSearch } from './-staff/valid-search';

/**
 * Every staff action in one timeline (issue 10, item 8: /a/audit). The filters and the page live
 * in the URL: a filtered timeline can be linked, and the browser's back button undoes a filter.
 */
export const Route = createFileRoute('/a/audit')({
  validateSearch: (search) => validSearch(auditQuery, search),
  component: AuditScreen,
});
