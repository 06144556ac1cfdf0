import type { ReactNode } from 'react';
import { Field } from '../../../components/field';

/** One of a fixed list of choices, each in words, picked from a labelled select. */
export function ChoiceField<Choice extends string>({
  label,
  id,
  value,
  choices,
  text,
  onChange,
}: {
  label: ReactNode;
  id?: string;
  value: Choice;
  choices: readonly Choice[];
  text: (choice: Choice) => string;
  onChange: (choice: Choice) => void;
}) {
  return (
    <Field label={label} id={id}>
      {(control) => (
        <select
          {...control}
          value={value}
          onChange={(event) => {
            const chosen = choices.find((choice) => choice === event.target.value);
            if (chosen !== undefined) onChange(chosen);
          }}
        >
          {choices.map((choice) => (
            <option key={choice} value={choice}>
              {text(choice)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
