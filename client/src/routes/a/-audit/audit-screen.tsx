import { AUDIT_PAGE_SIZE } from '@hotel/contracts/plain';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useRouteContext } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/page-heading';
import { auditTimelineQuery } from '../-staff/queries';
import { QueryState } from '../-staff/query-state';
import { AuditFilters } from './audit-filters';
import { AuditTimeline } from './audit-timeline';
import './audit.css';

const route = getRouteApi('/a/audit');

/**
 * The staff timeline: every staff action, newest first, with who, when and
 * each field before → after, filtered by staff member, kind and hotel days, a page at a time.
 */
export function AuditScreen() {
  const { t } = useTranslation('staff');
  const { trpc } = useRouteContext({ from: '/a' });
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const timeline = useQuery(auditTimelineQuery(trpc, search));
  const page = timeline.data?.page ?? search.page ?? 1;
  const pages = Math.max(
    1,
    Math.ceil((timeline.data?.total ?? 0) / (timeline.data?.page_size ?? AUDIT_PAGE_SIZE)),
  );
  const goTo = (next: number) =>
    void navigate({ search: (current) => ({ ...current, page: next > 1 ? next : undefined }) });

  return (
    <section className="staff-screen">
      <PageHeading title={t('audit.title')} intro={t('audit.intro')} />
      <AuditFilters
        search={search}
        staff={timeline.data?.staff ?? []}
        // Another filter shows its own first page.
        onChange={(filter) => void navigate({ search: { ...filter, page: undefined } })}
      />
      <QueryState error={timeline.error} pending={timeline.isPending} />
      {timeline.data && (
        <>
          <AuditTimeline entries={timeline.data.entries} />
          <nav className="data-table__pager audit-pager" aria-label={t('table.pager')}>
            <span>
              {t('audit.total', { total: timeline.data.total })} ·{' '}
              {t('audit.page', { page, pages })}
            </span>
            <span className="data-table__pages">
              <button
                type="button"
                className="button button--ghost button--small"
                disabled={page <= 1}
                onClick={() => goTo(page - 1)}
              >
                {t('table.previous')}
              </button>
              <button
                type="button"
                className="button button--ghost button--small"
                disabled={page >= pages}
                onClick={() => goTo(page + 1)}
              >
                {t('table.next')}
              </button>
            </span>
          </nav>
        </>
      )}
    </section>
  );
}
