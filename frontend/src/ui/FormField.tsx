import { useId, type ReactNode } from 'react';

export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

interface FormFieldProps {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** The control's id, for a link to it (a form's error summary); a generated one otherwise. */
  id?: string;
  /** Hides the label visually (it stays for screen readers), e.g. when a placeholder shows it. */
  hideLabel?: boolean;
  children: (control: FieldControlProps) => ReactNode;
}

/** A labelled control with its error message, wired for assistive technology. */
export function FormField({ label, error, hint, id: givenId, hideLabel = false, children }: FormFieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
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
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
