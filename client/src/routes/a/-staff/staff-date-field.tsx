import type { ReactNode } from 'react';
import { InputField } from '../../../components/field';

/**
 * A date (or date and time) a staff form asks for, required unless said otherwise: the browser's
 * picker within `min` and `max` where there are such bounds, the value as the input gives it
 * (YYYY-MM-DD, or YYYY-MM-DDTHH:mm for `datetime-local`).
 */
export function StaffDateField({
  type = 'date',
  required = true,
  ...field
}: {
  label: ReactNode;
  type?: 'date' | 'datetime-local';
  value: string;
  onChange: (value: string) => void;
  min?: string | undefined;
  max?: string | undefined;
  required?: boolean;
  readOnly?: boolean;
  /** What is wrong with the value, said under it (the form's browser checks are off). */
  error?: ReactNode;
}) {
  return <InputField type={type} required={required} {...field} />;
}
