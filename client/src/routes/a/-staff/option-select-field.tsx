import type { ReactNode } from 'react';
import { Field } from '../../../components/field';

/** One choice of a select: the value it stands for and the text it shows. */
export interface SelectOption<T> {
  value: T;
  text: ReactNode;
}

/**
 * A labelled select of a fixed list of choices (a type, a method, a language): a choice gives
 * back its value itself, typed, not the option's string.
 */
export function OptionSelectField<T extends string | number>({
  label,
  options,
  value,
  onChange,
}: {
  label: ReactNode;
  options: readonly SelectOption<T>[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <Field label={label}>
      {(control) => (
        <select
          {...control}
          value={value}
          onChange={(event) =>
            onChange(
              options.find((option) => String(option.value) === event.target.value)?.value ?? value,
            )
          }
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.text}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
