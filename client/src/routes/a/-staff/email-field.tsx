import type { ReactNode } from 'react';
import { InputField } from '../../../components/field';

/** Someone else's e-mail address, typed by staff: required, and never the browser's own. */
export function EmailField(field: {
  label: ReactNode;
  id?: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return <InputField type="email" required autoComplete="off" {...field} />;
}
