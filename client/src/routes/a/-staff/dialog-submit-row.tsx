interface ActionLabels {
  cancel: string;
  submit: string;
  submitting: string;
}

/**
 * A staff form dialog's buttons: Cancel (or Close), and Submit, which says it is working and takes
 * no second press meanwhile.
 */
export function DialogActions({
  busy,
  onCancel,
  labels,
}: {
  busy: boolean;
  onCancel: () => void;
  labels: ActionLabels;
}) {
  return (
    <div className="form__actions">
      <button type="button" className="button button--ghost" onClick={onCancel}>
        {labels.cancel}
      </button>
      <button type="submit" className="button" disabled={busy}>
        {busy ? labels.submitting : labels.submit}
      </button>
    </div>
  );
}

/**
 * A staff form dialog's closing row: the server's refusal as an alert (what was typed stays in
 * the form), then the dialog's buttons.
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
  labels: ActionLabels;
}) {
  return (
    <>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <DialogActions busy={busy} onCancel={onCancel} labels={labels} />
    </>
  );
}
