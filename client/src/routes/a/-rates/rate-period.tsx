import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { anyDateMissing, StaffDateField } from '../-staff/staff-date-field';
import { useFormChecks } from '../../../components/field-refusal';

/** The nights the grid shows: `days` from `from` (undefined: the hotel's today). */
export interface Period {
  from: string | undefined;
  days: number;
}

/**
 * The period's form: the first night and how many. The server refuses a bad one in the manager's
 * language (the grid then says so), so the fields keep whatever was typed.
 */
export function RatePeriod({
  from,
  days,
  onChange,
}: {
  from: string;
  days: number;
  onChange: (period: Period) => void;
}) {
  const { t } = useTranslation('staff');
  const [first, setFirst] = useState<string | null>(null);
  const [count, setCount] = useState<string | null>(null);
  // Shown with the first night left empty: said by the field, which takes the focus; nothing asked.
  const { form, checked, failed } = useFormChecks();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const night = first ?? from;
    if (anyDateMissing([night])) return failed();
    const typed = (count ?? String(days)).trim();
    onChange({ from: night, days: /^\d{1,4}$/.test(typed) ? Number(typed) : days });
  };
  return (
    <form
      ref={form}
      className="staff-toolbar rates__period"
      aria-label={t('rates.period')}
      noValidate
      onSubmit={submit}
    >
      <StaffDateField
        label={t('rates.from')}
        value={first ?? from}
        onChange={setFirst}
        missing={checked && t('rates.form.fromMissing')}
      />
      <label className="field">
        <span className="field__label">{t('rates.days')}</span>
        <input
          type="text"
          inputMode="numeric"
          className="field__input"
          value={count ?? String(days)}
          onChange={(event) => setCount(event.target.value)}
        />
      </label>
      <button type="submit" className="button button--ghost">
        {t('rates.show')}
      </button>
    </form>
  );
}
