import { useCallback, useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

interface ModalProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Buttons shown under the content. */
  footer?: ReactNode;
  size?: 'md' | 'lg';
  /** Label of the close (×) button. */
  closeLabel?: string;
  /** While true (e.g. a save is running) nothing closes the dialog, so its work cannot be lost midway. */
  busy?: boolean;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** A form dialog opens on its first field rather than on the close button. */
const FIELD = '[autofocus], input:not([disabled]), select:not([disabled]), textarea:not([disabled])';

/** A layout effect in the browser; on the server, which renders the footer's closed dialogs, a no-op that never warns. */
const useLatestPropsEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Accessible modal dialog: focus moves to its first field (else its first control) and is kept inside, Escape,
 * the close button and a click on the backdrop close it unless it is busy, and focus returns where it was.
 */
export function Modal({
  open,
  title,
  onClose,
  children,
  footer,
  size = 'md',
  closeLabel = 'Fermer',
  busy = false,
}: ModalProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  const busyRef = useRef(busy);
  // The latest props, for handlers that outlive a render; updated after the render commits, before any event.
  useLatestPropsEffect(() => {
    onCloseRef.current = onClose;
    busyRef.current = busy;
  });
  const requestClose = useCallback(() => {
    if (!busyRef.current) onCloseRef.current();
  }, []);

  useEffect(() => {
    if (!open) return undefined;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    const panel = panelRef.current;
    const first = bodyRef.current?.querySelector<HTMLElement>(FIELD) ?? panel?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel)?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        requestClose();
        return;
      }
      if (event.key !== 'Tab' || !panel) return;
      const focusable = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE));
      if (focusable.length === 0) {
        event.preventDefault();
        return;
      }
      const firstItem = focusable[0];
      const lastItem = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === firstItem) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && document.activeElement === lastItem) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = previousOverflow;
      previouslyFocused?.focus();
    };
  }, [open, requestClose]);

  if (!open) return null;
  return createPortal(
    <div
      className="modal-backdrop"
      role="presentation"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) requestClose();
      }}
    >
      <div
        ref={panelRef}
        className={`modal modal--${size}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        {/* Not <header>/<footer>: outside a sectioning element they would be a second banner and contentinfo. */}
        <div className="modal__header">
          <h2 className="modal__title" id={titleId}>
            {title}
          </h2>
          <button type="button" className="modal__close" onClick={requestClose} aria-label={closeLabel} disabled={busy}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="modal__body" ref={bodyRef}>
          {children}
        </div>
        {footer && <div className="modal__footer">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
