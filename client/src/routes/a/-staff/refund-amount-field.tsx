import type { ReactNode } from 'react';
import { Field } from '../../../components/field';

/**
 * An amount of money to give back, typed in TMT (at most two decimals after a point): a text
 * field with the decimal keypad, which the form reads with tmtToTenge; the hint says how to type it.
 */
export function RefundAmountField({
  label,
  hint,
  id,
  required = false,
  value,
  onChange,
}: {
  label: ReactNode;
  hint: ReactNode;
  /** The input's id, where something else names it. */
  id?: string;
  required?: boolean;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field label={label} id={id} hint={hint} hintClassName="form-hint">
      {(control) => (
        <input
          {...control}
          type="text"
          inputMode="decimal"
          required={required}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
