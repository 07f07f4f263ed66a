import { useEffect, useId, useRef, type ReactNode } from 'react';
import { t } from '../i18n';
import { CloseIcon } from './icons';

interface ModalProps {
  title: string;
  onClose(): void;
  children: ReactNode;
  footer?: ReactNode;
  size?: 'small' | 'medium' | 'large';
  /** While true, Escape and the close button do nothing (a request is running). */
  busy?: boolean;
}

/** A modal dialog on the native <dialog> (focus trap, Escape and the top layer come for free). Mount it to open it. */
export function Modal({ title, onClose, children, footer, size = 'medium', busy = false }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      className={`modal modal--${size}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
    >
      <div className="modal__header">
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        <button type="button" className="icon-button modal__close" aria-label={t('ui.close')} disabled={busy} onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
      <div className="modal__body">{children}</div>
      {footer && <div className="modal__footer">{footer}</div>}
    </dialog>
  );
}
