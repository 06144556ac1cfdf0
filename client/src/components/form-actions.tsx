import type { ReactNode } from 'react';

export interface SubmitLabels {
  submit: ReactNode;
  /** What the button says while the form is being sent; `submit` where the form has no such text. */
  submitting?: ReactNode;
}

export interface SubmitProps {
  /** The form is being sent: the button says so and takes no second press meanwhile. */
  busy: boolean;
  labels: SubmitLabels;
  /** The button takes no press for a reason of its own too (nothing changed, no file chosen). */
  disabled?: boolean;
}

/** A form's submit button, which says the form is being sent while it is. */
export function SubmitButton({
  busy,
  labels,
  disabled = false,
  className,
}: SubmitProps & {
  /** More classes, after `button`. */
  className?: string;
}) {
  return (
    <button
      type="submit"
      className={className ? `button ${className}` : 'button'}
      disabled={busy || disabled}
    >
      {busy ? (labels.submitting ?? labels.submit) : labels.submit}
    </button>
  );
}

/** A form's closing row: its other buttons first (a Cancel, a second action), its submit last. */
export function FormActions({ children, ...submit }: SubmitProps & { children?: ReactNode }) {
  return (
    <div className="form__actions">
      {children}
      <SubmitButton {...submit} />
    </div>
  );
}
