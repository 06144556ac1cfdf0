/** A form's yes-or-no fields, each a check box with its label, in the order of `keys`. */
export function CheckFields<K extends string>({
  keys,
  checked,
  label,
  onChange,
}: {
  keys: readonly K[];
  checked: (key: K) => boolean;
  label: (key: K) => string;
  onChange: (key: K, checked: boolean) => void;
}) {
  return keys.map((key) => (
    <label key={key} className="check-field">
      <input
        type="checkbox"
        checked={checked(key)}
        onChange={(event) => onChange(key, event.target.checked)}
      />
      {label(key)}
    </label>
  ));
}
