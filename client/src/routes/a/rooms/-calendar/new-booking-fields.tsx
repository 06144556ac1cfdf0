import { useId, type InputHTMLAttributes } from 'react';
import type { SelectOption } from '../../-staff/option-select-field';

/**
 * A text field of the new-booking form: the label wraps the input, the hint under it describes
 * it. What staff type is the guest's, not theirs, so the browser's autofill stays off.
 */
function HintedInputField({
  label,
  hint,
  ...input
}: { label: string; hint: string } & InputHTMLAttributes<HTMLInputElement>) {
  const hintId = useId();
  return (
    <div>
      <label className="field">
        <span className="field__label">{label}</span>
        <input className="field__input" autoComplete="off" aria-describedby={hintId} {...input} />
      </label>
      <p id={hintId} className="muted new-booking__hint">
        {hint}
      </p>
    </div>
  );
}

/** A way to reach the guest, typed by staff for them. */
export function ContactField({
  onChange,
  ...field
}: {
  type: 'tel' | 'email';
  label: string;
  hint: string;
  required: boolean;
  value: string;
  onChange: (value: string) => void;
}) {
  return <HintedInputField {...field} onChange={(event) => onChange(event.target.value)} />;
}

/**
 * The promotion code the guest gave: applied to the price shown when staff leave the field or
 * press Enter (not at every letter: half a code is no code).
 */
export function PromoCodeField({
  label,
  hint,
  value,
  onChange,
  onApply,
}: {
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
  onApply: () => void;
}) {
  return (
    <HintedInputField
      label={label}
      hint={hint}
      type="text"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={20}
      value={value}
      onChange={(event) => onChange(event.target.value)}
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
