import type { ReactNode } from 'react';
import { InputField } from './field';

interface Props {
  label: ReactNode;
  /** Which password managers offer: the one saved, or a new one to save. */
  autoComplete: 'current-password' | 'new-password';
  value: string;
  onChange: (value: string) => void;
  /** As Field's: the control's id, its hint, its error and whether the error is announced. */
  id?: string;
  hint?: ReactNode;
  error?: ReactNode;
  alert?: boolean;
}

/** A labelled, required password field. */
export function PasswordField(field: Props) {
  return <InputField type="password" required {...field} />;
}
