import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckFields } from '../-staff/check-fields';
import { OutcomeNotice, type Outcome } from '../-staff/outcome-notice';
import { anyDateMissing, StaffDateField } from '../-staff/staff-date-field';
import type { SeasonDraft } from './season-draft';
import { FormActions } from '../../../components/form-actions';
import { useFormChecks } from '../../../components/field-refusal';

type TextKey = 'price' | 'weekendPrice' | 'minStay' | 'maxStay' | 'priority';

/** The number fields, in the form's order, with what the keyboard offers. */
const NUMBERS: readonly { key: TextKey; mode: 'decimal' | 'numeric' }[] = [
  { key: 'price', mode: 'decimal' },
  { key: 'weekendPrice', mode: 'decimal' },
  { key: 'minStay', mode: 'numeric' },
  { key: 'maxStay', mode: 'numeric' },
  { key: 'priority', mode: 'numeric' },
];

/** The season's first and last nights, as date fields in the form's order. */
const DATES = ['from', 'last'] as const;

/** The season's closings, as check boxes in the form's order. */
const CLOSINGS = ['closedToArrival', 'closedToDeparture'] as const;

interface Props {
  types: readonly { id: number; name: string }[];
  draft: SeasonDraft;
  onChange: (draft: SeasonDraft) => void;
  onSubmit: () => void;
  busy: boolean;
  outcome: Outcome | null;
}

/**
 * The bulk edit: one season for the chosen room types over the chosen nights. The grid's
 * selection fills the types and the nights; they can be typed too. The draft lives in the screen,
 * so a refusal leaves every field as typed.
 */
export function SeasonForm({ types, draft, onChange, onSubmit, busy, outcome }: Props) {
  const { t } = useTranslation('staff');
  const set = <K extends keyof SeasonDraft>(key: K, value: SeasonDraft[K]) =>
    onChange({ ...draft, [key]: value });
  const toggleType = (id: number, on: boolean) =>
    set('typeIds', on ? [...draft.typeIds, id] : draft.typeIds.filter((chosen) => chosen !== id));
  // Saved with a night left empty: said by that field, which takes the focus; nothing sent.
  const { form, checked, failed } = useFormChecks();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (anyDateMissing(DATES.map((key) => draft[key]))) return failed();
    onSubmit();
  };
  return (
    // The server checks every value and names what it refuses, in the manager's language.
    <form
      ref={form}
      className="form rates__form"
      noValidate
      onSubmit={submit}
      aria-labelledby="rates-form"
    >
      <h2 id="rates-form">{t('rates.form.title')}</h2>
      <fieldset className="rates__form-body" disabled={busy}>
        <fieldset className="rates__types">
          <legend>{t('rates.form.types')}</legend>
          {types.map((type) => (
            <label key={type.id} className="check-field">
              <input
                type="checkbox"
                checked={draft.typeIds.includes(type.id)}
                onChange={(event) => toggleType(type.id, event.target.checked)}
              />
              {type.name}
            </label>
          ))}
        </fieldset>
        <div className="form-grid">
          {DATES.map((key) => (
            <StaffDateField
              key={key}
              label={t(`rates.form.${key}`)}
              value={draft[key]}
              onChange={(value) => set(key, value)}
              missing={checked && t(`rates.form.${key}Missing`)}
            />
          ))}
          {NUMBERS.map(({ key, mode }) => (
            <label key={key} className="field">
              <span className="field__label">{t(`rates.form.${key}`)}</span>
              <input
                type="text"
                inputMode={mode}
                className="field__input"
                name={key}
                value={draft[key]}
                onChange={(event) => set(key, event.target.value)}
              />
              {key === 'priority' && (
                <span className="muted form-hint">{t('rates.form.priorityHint')}</span>
              )}
            </label>
          ))}
        </div>
        <CheckFields
          keys={CLOSINGS}
          checked={(key) => draft[key]}
          label={(key) => t(`rates.form.${key}`)}
          onChange={set}
        />
      </fieldset>
      <OutcomeNotice outcome={outcome} />
      <FormActions
        busy={busy}
        labels={{ submit: t('rates.form.submit'), submitting: t('rates.form.saving') }}
      />
    </form>
  );
}
