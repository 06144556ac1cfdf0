/**
 * A staff form dialog's closing row: the server's refusal as an alert (what was typed stays in
 * the form), Cancel, and Submit, which says it is working and takes no second press meanwhile.
 */
export function DialogSubmitRow({
  error,
  busy,
  onCancel,
  labels,
}: {
  error: string | null;
  busy: boolean;
  onCancel: () => void;
  labels: { cancel: string; submit: string; submitting: string };
}) {
  return (
    <>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="form__actions">
        <button type="button" className="button button--ghost" onClick={onCancel}>
          {labels.cancel}
        </button>
        <button type="submit" className="button" disabled={busy}>
          {busy ? labels.submitting : labels.submit}
        </button>
      </div>
    </>
  );
}
