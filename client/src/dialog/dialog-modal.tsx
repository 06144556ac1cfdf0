import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
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
  const focusRef = useRef<HTMLInputElement & HTMLButtonElement>(null);

  useEffect(() => {
    focusRef.current?.focus();
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose(null);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onClose(request.type === 'prompt' ? value : '');
  };

  return (
    <div className="dialog-overlay" onClick={() => onClose(null)}>
      <form
        className="dialog"
        role={request.type === 'alert' ? 'alertdialog' : 'dialog'}
        aria-modal="true"
        aria-describedby={messageId}
        onClick={(event) => event.stopPropagation()}
        onSubmit={submit}
      >
        <p id={messageId} className="dialog__message">
          {request.message}
        </p>
        {request.type === 'prompt' && (
          <input
            ref={focusRef}
            className="dialog__input"
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
        )}
        <div className="dialog__actions">
          {request.type !== 'alert' && (
            <button type="button" className="button button--ghost" onClick={() => onClose(null)}>
              {t('dialog.cancel')}
            </button>
          )}
          <button
            ref={request.type === 'prompt' ? undefined : focusRef}
            type="submit"
            className="button"
          >
            {t('dialog.ok')}
          </button>
        </div>
      </form>
    </div>
  );
}
