import type { ReactNode } from 'react';
import { InputField } from '../../../components/field';

/**
 * A date (or date and time) a staff form asks for, required unless said otherwise: the browser's
 * picker within `min` and `max` where there are such bounds, the value as the input gives it
 * (YYYY-MM-DD, or YYYY-MM-DDTHH:mm for `datetime-local`; '' while empty or half typed).
 */
export function StaffDateField({
  type = 'date',
  required = true,
  missing,
  error,
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
  /**
   * What to say while the field is empty, given once the form was sent: the form keeps an empty
   * date from the server, whose schema would refuse it in technical words.
   */
  missing?: ReactNode;
}) {
  const said = field.value === '' && missing ? missing : error;
  return <InputField type={type} required={required} error={said} {...field} />;
}

/** Whether any of a form's dates is empty: the form says so by them and sends nothing. */
export const anyDateMissing = (dates: readonly string[]): boolean => dates.includes('');
