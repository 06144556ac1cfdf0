import type { ReactNode } from 'react';
import { InputField } from '../../../components/field';

/**
 * An amount of money to give back, typed in TMT (at most two decimals after a point or a decimal
 * comma): a text field with the decimal keypad, which the form reads with tmtToTenge; the hint says
 * how to type it.
 */
export function RefundAmountField({
  required = false,
  ...field
}: {
  label: ReactNode;
  hint: ReactNode;
  /** The input's id, where something else names it. */
  id?: string;
  required?: boolean;
  /** What is wrong with the amount, said under it. */
  error?: ReactNode;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <InputField
      hintClassName="form-hint"
      type="text"
      inputMode="decimal"
      required={required}
      {...field}
    />
  );
}
