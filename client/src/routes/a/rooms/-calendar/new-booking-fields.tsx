import { useId } from 'react';
import type { SelectOption } from '../../-staff/option-select-field';

/** A way to reach the guest, typed by staff for them: not the browser's own autofill. */
export function ContactField({
  type,
  label,
  hint,
  required,
  value,
  onChange,
}: {
  type: 'tel' | 'email';
  label: string;
  hint: string;
  required: boolean;
  value: string;
  onChange: (value: string) => void;
}) {
  const hintId = useId();
  return (
    <div>
      <label className="field">
        <span className="field__label">{label}</span>
        <input
          type={type}
          className="field__input"
          required={required}
          autoComplete="off"
          aria-describedby={hintId}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
      <p id={hintId} className="muted new-booking__hint">
        {hint}
      </p>
    </div>
  );
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
  const hintId = useId();
  return (
    <div>
      <label className="field">
        <span className="field__label">{label}</span>
        <input
          type="text"
          className="field__input"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
          aria-describedby={hintId}
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
      </label>
      <p id={hintId} className="muted new-booking__hint">
        {hint}
      </p>
    </div>
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
