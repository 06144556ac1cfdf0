import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useModalFocus } from '../components/use-modal-focus';
import './dialog.css';

export interface DialogRequest {
  type: 'alert' | 'confirm' | 'prompt';
  message: string;
  initialValue?: string;
}

interface Props {
  request: DialogRequest;
  /** The entered text (or '' for OK without input), or null for Cancel / dismissal. */
  onClose: (value: string | null) => void;
}

export function DialogModal({ request, onClose }: Props) {
  const { t } = useTranslation();
  const [value, setValue] = useState(request.initialValue ?? '');
  const messageId = useId();
  const layer = useRef<HTMLDivElement>(null);
  // The field of a prompt; for a confirm the safe choice, Cancel, so that a stray Enter never
  // refunds or cancels a booking; for an alert its only button.
  const initial = useRef<HTMLInputElement & HTMLButtonElement>(null);
  const trapTab = useModalFocus(layer, initial);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose(null);
    else trapTab(event);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onClose(request.type === 'prompt' ? value : '');
  };

  // A portal, like the screens' modals: each modal layer is a child of <body>, so that the one
  // on top can make everything else inert.
  return createPortal(
    <div ref={layer} className="dialog-overlay" onClick={() => onClose(null)} onKeyDown={onKeyDown}>
      <form
        className="dialog"
        role={request.type === 'alert' ? 'alertdialog' : 'dialog'}
        aria-modal="true"
        aria-labelledby={messageId}
        onClick={(event) => event.stopPropagation()}
        // A prompt takes any text: the browser never checks it in its own language.
        noValidate
        onSubmit={submit}
      >
        <p id={messageId} className="dialog__message">
          {request.message}
        </p>
        {request.type === 'prompt' && (
          <input
            ref={initial}
            className="dialog__input"
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
        )}
        <div className="dialog__actions">
          {request.type !== 'alert' && (
            <button
              ref={request.type === 'confirm' ? initial : undefined}
              type="button"
              className="button button--ghost"
              onClick={() => onClose(null)}
            >
              {t('dialog.cancel')}
            </button>
          )}
          <button
            ref={request.type === 'alert' ? initial : undefined}
            type="submit"
            className="button"
          >
            {t('dialog.ok')}
          </button>
        </div>
      </form>
    </div>,
    document.body,
  );
}
