import type { ReactNode } from 'react';
import { Field } from '../../../components/field';

/** A hotel day from a date picker: the value as the input spells it (YYYY-MM-DD), '' when empty. */
export function DayField({
  label,
  value,
  onChange,
  required,
  min,
  max,
}: {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  /** The first and the last day the picker offers. */
  min?: string;
  max?: string;
}) {
  return (
    <Field label={label}>
      {(control) => (
        <input
          {...control}
          type="date"
          required={required}
          min={min}
          max={max}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
