import { auditQuery } from '@hotel/contracts';
import { auditTimeline } from '../../staff-reports/audit/audit-timeline';
import { readResolver, router, staffProcedure } from './trpc';

/** Every staff action in one timeline, the same application service as GET /api/audit. */
export const staffAuditRouter = router({
  /** Newest first, a page at a time, filtered by staff member, kind and hotel days; each change before -> after. */
  timeline: staffProcedure('accounts').input(auditQuery).query(readResolver(auditTimeline)),
});
