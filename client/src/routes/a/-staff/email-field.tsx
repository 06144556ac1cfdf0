import type { ReactNode } from 'react';
import { Field } from '../../../components/field';

/** Someone else's e-mail address, typed by staff: required, and never the browser's own. */
export function EmailField({
  label,
  id,
  value,
  onChange,
}: {
  label: ReactNode;
  id?: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field label={label} id={id}>
      {(control) => (
        <input
          {...control}
          type="email"
          required
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
