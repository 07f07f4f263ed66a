import { useEffect, useId, useRef, type ReactNode } from 'react';
import { t } from '../i18n';
import { Button, type ButtonVariant } from './Button';
import { ErrorBanner } from './ErrorBanner';
import { ancestorsOf, focusNear } from './focusNear';
import { CloseIcon } from './icons';
import './Modal.css';

/** The dialog's action beside Cancel; `form` submits that form instead of calling `onClick`. */
export interface ModalAction {
  label: string;
  variant?: ButtonVariant;
  disabled?: boolean;
  onClick?(): void;
  form?: string;
}

interface ModalProps {
  title: string;
  onClose(): void;
  children: ReactNode;
  /** Cancel and this action in the footer (both disabled while busy); or… */
  action?: ModalAction;
  /** …a footer of the caller's own. */
  footer?: ReactNode;
  /** A failure shown above the body. */
  error?: unknown;
  /** `panel`: a side panel docked at the right edge, full height (804 px wide; a feature's sheet may widen `.modal--panel`). */
  size?: 'small' | 'medium' | 'large' | 'panel';
  /** While true, Escape and the close button do nothing (a request is running). */
  busy?: boolean;
  /**
   * False for a dialog that must be acknowledged (a secret shown once): no close button, Escape does nothing,
   * only the footer's own button closes it.
   */
  dismissible?: boolean;
}

/** Where typing starts: the first field that takes input (a read-only one only shows what is asked about). */
const FIRST_FIELD = '.modal__body :is(input:not([type="hidden"]), select, textarea):not(:disabled):not([readonly])';

/**
 * The element focused last, kept for a dialog opened after its opener lost focus: a button disabled while its request
 * runs (QuotaMinder's Retrieve) drops focus to the body before the results dialog opens, and closing that dialog
 * should still return to it.
 */
let lastFocused: HTMLElement | null = null;
if (typeof document !== 'undefined') {
  document.addEventListener('focusin', (event) => {
    if (event.target instanceof HTMLElement && event.target !== document.body) lastFocused = event.target;
  });
}

const openerOf = (active: Element | null): HTMLElement | null =>
  active instanceof HTMLElement && active !== document.body ? active : lastFocused;

/** A modal dialog on the native <dialog> (focus trap, Escape and the top layer come for free). Mount it to open it. */
export function Modal({ title, onClose, children, action, footer, error, size = 'medium', busy = false, dismissible = true }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = openerOf(document.activeElement);
    const openerAncestors = opener ? ancestorsOf(opener) : [];
    const openedOn = window.location.pathname;
    if (!dialog.open) dialog.showModal();
    // A form starts at its first field: the browser focuses the first control, the close button (and a
    // field's autoFocus ran while the dialog was still hidden).
    dialog.querySelector<HTMLElement>(FIRST_FIELD)?.focus();
    // A form refused by its own checks: focus goes to the first field in error, whose message the reader then says.
    const toFirstError = (): void => {
      requestAnimationFrame(() => {
        if (!dialog.open) return;
        const active = document.activeElement;
        if (active instanceof HTMLElement && active.getAttribute('aria-invalid') === 'true') return;
        dialog.querySelector<HTMLElement>('.modal__body [aria-invalid="true"]')?.focus();
      });
    };
    dialog.addEventListener('submit', toFirstError);
    return () => {
      dialog.removeEventListener('submit', toFirstError);
      dialog.close();
      // Back to what opened it: the dialog leaves the page, so the browser cannot return focus itself. A decision
      // often replaces or disables its opener (Approve becomes the next action): then the control nearest to it.
      if (opener?.isConnected && !(opener as HTMLButtonElement).disabled) {
        opener.focus();
        return;
      }
      // A dialog that led to another page leaves focus to that page (its heading, once loaded), not to whatever of
      // the old page is still around; otherwise the control nearest to the opener, if nothing took focus meanwhile.
      if (window.location.pathname !== openedOn) return;
      requestAnimationFrame(() => {
        const active = document.activeElement;
        if (window.location.pathname === openedOn && (active === null || active === document.body)) focusNear(opener, openerAncestors);
      });
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className={`modal modal--${size}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // React hands a nested dialog's cancel (its Escape) to this one too, though the DOM event does not bubble:
        // only this dialog's own Escape closes it, or "Add parameter" would take the component dialog with it.
        if (event.target !== event.currentTarget) return;
        event.preventDefault();
        if (!busy && dismissible) onClose();
      }}
    >
      <div className="modal__header">
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        {dismissible && (
          <button type="button" className="icon-button modal__close" aria-label={t('ui.close')} disabled={busy} onClick={onClose}>
            <CloseIcon />
          </button>
        )}
      </div>
      <div className="modal__body">
        {error != null && <ErrorBanner error={error} />}
        {children}
      </div>
      {action ? (
        <div className="modal__footer">
          <Button variant="secondary" disabled={busy} onClick={onClose}>
            {t('ui.cancel')}
          </Button>
          <Button
            variant={action.variant ?? 'primary'}
            type={action.form ? 'submit' : 'button'}
            form={action.form}
            disabled={action.disabled || busy}
            onClick={action.onClick}
          >
            {action.label}
          </Button>
        </div>
      ) : (
        footer && <div className="modal__footer">{footer}</div>
      )}
    </dialog>
  );
}
