import { useEffect, useId, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Icon } from './icon';

interface Props {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Extra class of the panel, e.g. a wider one for the booking form. */
  className?: string;
}

/**
 * A screen's own modal (search overlay, booking form), as opposed to the dialog service's
 * alert/confirm/prompt. Rendered into <body>: the sticky header's backdrop filter would otherwise
 * become the containing block of a fixed overlay and squeeze it into the header.
 */
export function Modal({ title, onClose, children, className }: Props) {
  const { t } = useTranslation();
  const titleId = useId();

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  return createPortal(
    <div className="modal-overlay" onClick={onClose}>
      <section
        className={`modal ${className ?? ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onClick={(event) => event.stopPropagation()}
      >
        <div className="modal__head">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="modal__close" onClick={onClose}>
            <Icon name="close" label={t('dialog.close')} />
          </button>
        </div>
        {children}
      </section>
    </div>,
    document.body,
  );
}
