import { useEffect, useId, useRef } from 'react';

export interface SummarisedError {
  /** The id of the control to fix, which the error's link leads to. */
  id: string;
  text: string;
}

/** The errors of `fields`, in that order, each linked to its control `<idPrefix>-<field>`. */
export function summarisedErrors<Field extends string>(
  idPrefix: string,
  fields: readonly Field[],
  errorOf: (field: Field) => string | undefined,
): SummarisedError[] {
  return fields.flatMap((field) => {
    const text = errorOf(field);
    return text ? [{ id: `${idPrefix}-${field}`, text }] : [];
  });
}

interface ErrorSummaryProps {
  /** « Veuillez corriger : », in the page's language. */
  title: string;
  errors: readonly SummarisedError[];
  /** Grows with each refused submit: the summary takes the focus each time, so it is read out again. */
  attempt: number;
}

/**
 * What a refused submit must fix, above the form: a title and a link to each field in error (WCAG 3.3.1). It takes the
 * focus when a submit is refused; the errors also stay under their fields.
 */
export function ErrorSummary({ title, errors, attempt }: ErrorSummaryProps) {
  const summary = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useEffect(() => {
    if (attempt > 0) summary.current?.focus();
  }, [attempt]);
  if (errors.length === 0) return null;
  return (
    <div className="error-summary" ref={summary} tabIndex={-1} role="group" aria-labelledby={titleId}>
      <p className="error-summary__title" id={titleId}>
        {title}
      </p>
      <ul>
        {errors.map(({ id, text }) => (
          <li key={id}>
            <a href={`#${id}`}>{text}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}
