import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Icon } from './icon';
import { LanguageSwitcher } from './language-switcher';
import { useModalFocus } from './use-modal-focus';

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
 * become the containing block of a fixed overlay and squeeze it into the header. The page behind
 * is inert while it is open, so the modal carries its own language buttons (the specification
 * lets the language be switched at any time): they sit where the page's are, above the backdrop,
 * and switching re-renders the modal's texts without closing it.
 */
export function Modal({ title, onClose, children, className }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const layer = useRef<HTMLDivElement>(null);
  const trapTab = useModalFocus(layer);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
    else trapTab(event);
  };

  // A control that goes away or is disabled while it works (Save while saving) hands the focus to
  // <body>, out of the modal's reach: Escape still closes it then. With the focus anywhere else
  // (in the modal, or in a dialog above it) the focused element's own handlers decide.
  useEffect(() => {
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (
        event.key === 'Escape' &&
        !event.defaultPrevented &&
        document.activeElement === document.body
      )
        onClose();
    };
    document.addEventListener('keydown', onEscape);
    return () => document.removeEventListener('keydown', onEscape);
  }, [onClose]);

  return createPortal(
    <div ref={layer} className="modal-overlay" onClick={onClose} onKeyDown={onKeyDown}>
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
        <LanguageSwitcher />
      </section>
    </div>,
    document.body,
  );
}
