import type { ReactNode } from 'react';
import { StaffDateField } from './staff-date-field';

/**
 * A hotel day from a date picker: the value as the input spells it (YYYY-MM-DD), '' when empty.
 * Unlike a form's date, it may be left empty unless `required`.
 */
export function DayField({
  required = false,
  ...field
}: {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  /** The first and the last day the picker offers. */
  min?: string;
  max?: string;
}) {
  return <StaffDateField {...field} required={required} />;
}
