import { createFileRoute } from '@tanstack/react-router';
import { AuditScreen } from './-audit/audit-screen';
import { auditSearch } from './-audit/audit-search';

/** Every staff action in one timeline (issue 10, item 8: /a/audit), filtered by the URL's search. */
export const Route = createFileRoute('/a/audit')({
  validateSearch: auditSearch,
  component: AuditScreen,
});
