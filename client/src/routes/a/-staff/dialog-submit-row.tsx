import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { FormActions, type SubmitLabels, type SubmitProps } from '../../../components/form-actions';

interface ActionsProps extends SubmitProps {
  onCancel: () => void;
  labels: SubmitLabels & { cancel: ReactNode };
}

/** The dialogs whose texts name their buttons' words `cancel`, `submit` and `submitting`. */
type ActionTextGroup =
  | 'frontDesk'
  | 'calendar.newBooking'
  | 'calendar.outOfOrder'
  | 'calendar.closeOnline'
  | 'calendar.resize';

/** A dialog's button texts, from the group of its texts that holds them. */
export const actionTexts = (t: TFunction<'staff'>, group: ActionTextGroup) => ({
  cancel: t(`${group}.cancel`),
  submit: t(`${group}.submit`),
  submitting: t(`${group}.submitting`),
});

/** The edit dialogs that stay open after saving: their texts name the buttons `close`, `save`, `saving`. */
type EditTextGroup = 'clients' | 'rooms' | 'roomTypes.dialog';

/** An edit dialog's button texts: Close and Save. */
export const editTexts = (t: TFunction<'staff'>, group: EditTextGroup) => ({
  cancel: t(`${group}.close`),
  submit: t(`${group}.save`),
  submitting: t(`${group}.saving`),
});

/**
 * A staff form dialog's buttons: Cancel (or Close), and Submit, which says it is working and takes
 * no second press meanwhile.
 */
export function DialogActions({ onCancel, labels, ...submit }: ActionsProps) {
  return (
    <FormActions labels={labels} {...submit}>
      <button type="button" className="button button--ghost" onClick={onCancel}>
        {labels.cancel}
      </button>
    </FormActions>
  );
}

/**
 * A staff form dialog's closing row: the server's refusal as an alert (what was typed stays in
 * the form), then the dialog's buttons.
 */
export function DialogSubmitRow({ error, ...actions }: ActionsProps & { error: string | null }) {
  return (
    <>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <DialogActions {...actions} />
    </>
  );
}
