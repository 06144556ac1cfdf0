import type { ReactNode } from 'react';
import { InputField } from '../../../../components/field';
import type { SelectOption } from '../../-staff/option-select-field';

/**
 * A way to reach the guest, typed by staff for them (so the browser's autofill stays off), with
 * its hint and the server's refusal of it (`error`) under it.
 */
export function ContactField(field: {
  type: 'tel' | 'email';
  label: string;
  hint: string;
  required: boolean;
  error: ReactNode;
  value: string;
  onChange: (value: string) => void;
}) {
  return <InputField hintClassName="muted new-booking__hint" autoComplete="off" {...field} />;
}

/**
 * The promotion code the guest gave: applied to the price shown when staff leave the field or
 * press Enter (not at every letter: half a code is no code).
 */
export function PromoCodeField({
  onApply,
  ...field
}: {
  label: string;
  hint: string;
  error: ReactNode;
  value: string;
  onChange: (value: string) => void;
  onApply: () => void;
}) {
  return (
    <InputField
      {...field}
      hintClassName="muted new-booking__hint"
      type="text"
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={20}
      onBlur={onApply}
      onKeyDown={(event) => {
        // Enter prices the code rather than saving the booking before staff saw the price.
        if (event.key !== 'Enter') return;
        event.preventDefault();
        onApply();
      }}
    />
  );
}

/** One choice of a few, as radio buttons under a legend. */
export function RadioChoice<T extends string>({
  name,
  legend,
  options,
  value,
  onChange,
}: {
  name: string;
  legend: string;
  options: readonly SelectOption<T>[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="new-booking__choice">
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="new-booking__option">
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          {option.text}
        </label>
      ))}
    </fieldset>
  );
}
