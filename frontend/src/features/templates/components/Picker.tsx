import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

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

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('click', closeOutside);
    return () => document.removeEventListener('click', closeOutside);
  }, [open]);

  return (
    <div
      className="tpl-field tpl-picker"
      ref={rootRef}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      <span className="tpl-field__label" aria-hidden="true">
        {label}
      </span>
      <button
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
