import type { ReactNode } from 'react';
import { Field } from '../../../components/field';

/**
 * Why staff do what the record keeps with its reason (a cancel, a move past the desk's rules):
 * required, and no longer than the server takes (500 characters). The form says a missing one
 * (`error`): its browser checks are off, as their bubbles speak the browser's language.
 */
export function StaffReasonField({
  label,
  value,
  onChange,
  error,
}: {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
}) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <textarea
          {...control}
          required
          maxLength={500}
          rows={2}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
