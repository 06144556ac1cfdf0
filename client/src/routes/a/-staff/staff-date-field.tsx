import type { ReactNode } from 'react';
import { Field } from '../../../components/field';

/**
 * A date (or date and time) a staff form asks for, required unless said otherwise: the browser's
 * picker within `min` and `max` where there are such bounds, the value as the input gives it
 * (YYYY-MM-DD, or YYYY-MM-DDTHH:mm for `datetime-local`).
 */
export function StaffDateField({
  label,
  type = 'date',
  value,
  onChange,
  min,
  max,
  required = true,
  readOnly = false,
}: {
  label: ReactNode;
  type?: 'date' | 'datetime-local';
  value: string;
  onChange: (value: string) => void;
  min?: string | undefined;
  max?: string | undefined;
  required?: boolean;
  readOnly?: boolean;
}) {
  return (
    <Field label={label}>
      {(control) => (
        <input
          {...control}
          type={type}
          required={required}
          min={min}
          max={max}
          readOnly={readOnly}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
