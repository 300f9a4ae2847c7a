import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { useOutsideClick } from '../../hooks/useOutsideClick';

interface PickerProps {
  label: string;
  summary: string;
  children: ReactNode;
}

/** A field-like button that opens and closes a small panel of counters (Escape or a click outside closes it). */
export function Picker({ label, summary, children }: PickerProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useOutsideClick(rootRef, open, close);

  return (
    <div
      className="tpl-field tpl-picker"
      ref={rootRef}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        close();
        // The focused +/- button is about to be hidden: without this, focus would fall to the page body.
        toggleRef.current?.focus();
      }}
    >
      <span className="tpl-field__label" aria-hidden="true">
        {label}
      </span>
      <button
        ref={toggleRef}
        type="button"
        className="tpl-input tpl-picker__button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`${label}: ${summary}`}
        onClick={() => setOpen((current) => !current)}
      >
        {summary}
      </button>
      <div id={panelId} className="tpl-picker__panel" hidden={!open}>
        {children}
      </div>
    </div>
  );
}
