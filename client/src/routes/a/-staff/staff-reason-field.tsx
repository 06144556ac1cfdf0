import type { ReactNode } from 'react';
import { Field } from '../../../components/field';

/**
 * Why staff do what the record keeps with its reason (a cancel, a move past the desk's rules):
 * required, and no longer than the server takes (500 characters).
 */
export function StaffReasonField({
  label,
  value,
  onChange,
}: {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field label={label}>
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
