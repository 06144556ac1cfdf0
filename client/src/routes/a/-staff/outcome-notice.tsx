/** What the server (or the staff member) answered to an action: `ok` as a notice, else as an alert. */
export interface Outcome {
  ok: boolean;
  text: string;
}

/** An outcome under a form; none shows nothing. */
export function OutcomeNotice({ outcome }: { outcome: Outcome | null }) {
  if (!outcome) return null;
  return (
    <p className={outcome.ok ? 'notice' : 'form-error'} role={outcome.ok ? 'status' : 'alert'}>
      {outcome.text}
    </p>
  );
}
