import type { AuditQuery } from '@hotel/contracts';
import { AUDIT_KINDS } from '@hotel/contracts/plain';
import { useTranslation } from 'react-i18next';
import { DayField } from '../-staff/day-field';
import { OptionSelectField } from '../-staff/option-select-field';

interface Props {
  search: AuditQuery;
  /** The staff members the server knows, for the filter. */
  staff: readonly { user_id: number; email: string }[];
  onChange: (filter: AuditQuery) => void;
}

/** The timeline's filters: staff member, kind of action, and a range of hotel days. */
export function AuditFilters({ search, staff, onChange }: Props) {
  const { t } = useTranslation('staff');
  const { page: _page, ...filter } = search;
  const set = (change: AuditQuery) => onChange({ ...filter, ...change });
  const filtered = Object.values(filter).some((value) => value !== undefined);
  return (
    // noValidate: the filters apply as chosen; an empty day is no filter and days the wrong way
    // round find nothing, so Enter must not bring the browser's bubble in its own language.
    <form
      className="staff-toolbar audit-filters"
      role="search"
      aria-label={t('audit.filter.label')}
      noValidate
      onSubmit={(event) => event.preventDefault()}
    >
      {/* The empty choice of each is no filter. */}
      <OptionSelectField
        label={t('audit.filter.staff')}
        options={[
          { value: '', text: t('audit.filter.allStaff') },
          ...staff.map((member) => ({ value: member.user_id, text: member.email })),
        ]}
        value={filter.staff ?? ''}
        onChange={(chosen) => set({ staff: chosen === '' ? undefined : chosen })}
      />
      <OptionSelectField
        label={t('audit.filter.kind')}
        options={[
          { value: '', text: t('audit.filter.allKinds') },
          ...AUDIT_KINDS.map((kind) => ({ value: kind, text: t(`audit.kind.${kind}`) })),
        ]}
        value={filter.kind ?? ''}
        onChange={(chosen) => set({ kind: chosen === '' ? undefined : chosen })}
      />
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
