import type { ReactNode } from 'react';
import { InputField } from '../../../components/field';

/**
 * Someone else's e-mail address, typed by staff: required, and never the browser's own. The
 * server checks it; `error` is its refusal, said beside the field.
 */
export function EmailField(field: {
  label: ReactNode;
  id?: string;
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
}) {
  return <InputField type="email" required autoComplete="off" {...field} />;
}
