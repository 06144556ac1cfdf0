import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

/** What a field's control takes from the field: its id, its look and what describes it. */
export interface FieldControl {
  id: string;
  className: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

interface FieldProps {
  label: ReactNode;
  /** Renders the input, select or textarea with the props the label and the texts point at. */
  children: (control: FieldControl) => ReactNode;
  /** The control's id, where something else names it; a generated one otherwise. */
  id?: string;
  /** A lasting note under the control, which describes it. */
  hint?: ReactNode;
  /** The note's classes, where it looks other than the default. */
  hintClassName?: string;
  /**
   * What is wrong with the value, shown under the control, which it describes and marks invalid.
   * null says the field is checked and right (aria-invalid="false"); leave it out where the
   * field is never checked, so the control has no aria-invalid at all.
   */
  error?: ReactNode;
  /** Announces the error as it appears, where nothing else moves the focus to it. */
  alert?: boolean;
  /** More classes of the field's box, after `field`. */
  className?: string;
  /** More classes of the control, after `field__input`. */
  controlClassName?: string;
}

/**
 * A labelled form field: the label, the control it names (an explicit `for`, so the texts stay
 * outside the label's name), then its hint and its error, both of which describe the control.
 */
export function Field({
  label,
  children,
  id,
  hint,
  hintClassName = 'field__hint',
  error,
  alert = false,
  className,
  controlClassName,
}: FieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const shownError = error !== undefined && error !== null && error !== false && error !== '';
  const describedBy = [hint ? hintId : null, shownError ? errorId : null].filter(Boolean).join(' ');
  const control: FieldControl = {
    id: controlId,
    className: controlClassName ? `field__input ${controlClassName}` : 'field__input',
    ...(error !== undefined && { 'aria-invalid': shownError }),
    ...(describedBy && { 'aria-describedby': describedBy }),
  };
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label className="field__label" htmlFor={controlId}>
        {label}
      </label>
      {children(control)}
      {hint && (
        <span id={hintId} className={hintClassName}>
          {hint}
        </span>
      )}
      {shownError && (
        <p id={errorId} className="form-error field__error" role={alert ? 'alert' : undefined}>
          {error}
        </p>
      )}
    </div>
  );
}

type InputFieldProps = Omit<FieldProps, 'children' | 'className' | 'controlClassName'> &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'value' | 'onChange'> & {
    value: string;
    /** What the input holds after each keystroke or pick. */
    onChange: (value: string) => void;
  };

/** A Field of one input, the common case: the input's own attributes go to the input. */
export function InputField({
  label,
  id,
  hint,
  hintClassName,
  error,
  alert,
  onChange,
  ...input
}: InputFieldProps) {
  const field = { label, id, hint, hintClassName, error, alert };
  return (
    <Field {...field}>
      {(control) => (
        <input {...control} {...input} onChange={(event) => onChange(event.target.value)} />
      )}
    </Field>
  );
}
