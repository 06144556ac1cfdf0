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
