import type { AuditKind, AuditQuery } from '@hotel/contracts';
import { AUDIT_KINDS } from '@hotel/contracts/plain';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/field';
import { DayField } from '../-staff/day-field';

interface Props {
  search: AuditQuery;
  /** The staff members the server knows, for the filter. */
  staff: readonly { user_id: number; email: string }[];
  onChange: (filter: AuditQuery) => void;
}

const kindOf = (value: string): AuditKind | undefined => AUDIT_KINDS.find((kind) => kind === value);

/** The timeline's filters: staff member, kind of action, and a range of hotel days. */
export function AuditFilters({ search, staff, onChange }: Props) {
  const { t } = useTranslation('staff');
  const { page: _page, ...filter } = search;
  const set = (change: AuditQuery) => onChange({ ...filter, ...change });
  const filtered = Object.values(filter).some((value) => value !== undefined);
  return (
    <form
      className="staff-toolbar audit-filters"
      role="search"
      aria-label={t('audit.filter.label')}
      onSubmit={(event) => event.preventDefault()}
    >
      <Field label={t('audit.filter.staff')}>
        {(control) => (
          <select
            {...control}
            value={filter.staff ?? ''}
            onChange={(event) =>
              set({ staff: event.target.value ? Number(event.target.value) : undefined })
            }
          >
            <option value="">{t('audit.filter.allStaff')}</option>
            {staff.map((member) => (
              <option key={member.user_id} value={member.user_id}>
                {member.email}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('audit.filter.kind')}>
        {(control) => (
          <select
            {...control}
            value={filter.kind ?? ''}
            onChange={(event) => set({ kind: kindOf(event.target.value) })}
          >
            <option value="">{t('audit.filter.allKinds')}</option>
            {AUDIT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`audit.kind.${kind}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <DayField
        label={t('audit.filter.from')}
        value={filter.from ?? ''}
        max={filter.to}
        onChange={(day) => set({ from: day || undefined })}
      />
      <DayField
        label={t('audit.filter.to')}
        value={filter.to ?? ''}
        min={filter.from}
        onChange={(day) => set({ to: day || undefined })}
      />
      <button
        type="button"
        className="button button--ghost"
        disabled={!filtered}
        onClick={() => onChange({})}
      >
        {t('audit.filter.clear')}
      </button>
    </form>
  );
}
