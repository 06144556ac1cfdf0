import type { Outcome } from './use-save-room';

/** What the server answered to a save: a notice, or its refusal as an alert. */
export function RoomOutcome({ outcome }: { outcome: Outcome | null }) {
  if (!outcome) return null;
  return (
    <p
      className={outcome.saved ? 'notice' : 'form-error'}
      role={outcome.saved ? 'status' : 'alert'}
    >
      {outcome.text}
    </p>
  );
}
