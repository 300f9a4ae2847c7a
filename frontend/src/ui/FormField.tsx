import { useId, type ReactNode } from 'react';

export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

interface FormFieldProps {
  label: ReactNode;
  error?: string;
  /** The error's language, when it is not the page's (a French rule's message on a page in another language). */
  errorLang?: string;
  hint?: ReactNode;
  /** Hides the label visually (it stays for screen readers), e.g. when a placeholder shows it. */
  hideLabel?: boolean;
  children: (control: FieldControlProps) => ReactNode;
}

/** A labelled control with its error message, wired for assistive technology. */
export function FormField({ label, error, errorLang, hint, hideLabel = false, children }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className={hideLabel ? 'visually-hidden' : 'field__label'} htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={errorId} lang={errorLang}>
          {error}
        </p>
      )}
    </div>
  );
}
