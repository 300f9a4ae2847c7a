import { useState, type ReactNode } from 'react';
import type { AllergenConfirmation, LawField, MenuItemErrors, StaffMessage } from '@ticino/shared';
import type { LawDraft } from './law-draft';

/** What a control says when it holds a field's error: invalid, described by the message under its section. */
export interface ErrorAttributes {
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

export interface SectionError {
  id: string;
  message: string | undefined;
}

/** What every law section uses to change the draft and to tie a field's message to the control that fixes it. */
export interface LawControls {
  /** The form's own id, the prefix of the section's element ids. */
  id: string;
  /** The new draft, and the fields whose messages the change answers. */
  change: (next: LawDraft, ...fields: LawField[]) => void;
  set: <Field extends keyof LawDraft>(field: Field, value: LawDraft[Field], errorField: LawField) => void;
  fieldRef: (field: LawField) => (element: HTMLElement | null) => void;
  errorId: (field: LawField) => string | undefined;
  sectionErrors: (...fields: LawField[]) => SectionError[];
  /** What the control that fixes `field` says while the field is refused. */
  invalid: (field: LawField) => ErrorAttributes;
}

/** What each law section is given. */
export interface LawSectionProps {
  draft: LawDraft;
  errors: MenuItemErrors;
  confirmation: AllergenConfirmation | null;
  /** Counts the failed saves: each opens again the sections that hold an error. */
  failedSaves: number;
  controls: LawControls;
}

interface SectionProps {
  title: string;
  summary?: string;
  errors: SectionError[];
  /** Changes with each failed save, which opens the section again if it holds an error. */
  failedSaves: number;
  children: ReactNode;
}

/** A section the staff open when they need it, opened by itself when it holds an error. */
export function Section({ title, summary, errors, failedSaves, children }: SectionProps) {
  const [open, setOpen] = useState(false);
  // A new error, or a failed save while one is shown, opens the section (state adjusted during render) so that its
  // control can take the focus; the staff may still close it.
  const shown = errors.map((error) => error.message ?? '').join('\n');
  const [seen, setSeen] = useState({ shown, failedSaves });
  if (seen.shown !== shown || seen.failedSaves !== failedSaves) {
    setSeen({ shown, failedSaves });
    if (errors.some((error) => error.message)) setOpen(true);
  }
  return (
    <details className="law-section" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="law-section__summary">
        {title}
        {summary && <span className="law-section__count"> — {summary}</span>}
      </summary>
      <div className="law-section__body">
        {children}
        {errors
          .filter(({ message }) => message)
          .map(({ id, message }) => (
            <p key={id} id={id} className="field__error">
              {message}
            </p>
          ))}
      </div>
    </details>
  );
}

/** Which row of a list a message names, and which of its controls: the first row's first control if none. */
export interface RowTarget<Control> {
  /** null: the list has no row, the « Ajouter » button takes the focus. */
  index: number | null;
  control: Control;
}

/** The row (from 1) and control an error names, by its code and values; null for an error about the whole list. */
export type RowPlace<Control> = (error: StaffMessage) => { row: number; control: Control } | null;

export function rowTarget<Control>(
  error: StaffMessage | undefined,
  rows: number,
  place: RowPlace<Control>,
  first: Control,
): RowTarget<Control> {
  const placed = error === undefined ? null : place(error);
  if (placed && placed.row >= 1 && placed.row <= rows) return { index: placed.row - 1, control: placed.control };
  return { index: rows > 0 ? 0 : null, control: first };
}

/** A list of rows in the draft, changed one row at a time. */
export function rowEditor<Row>(rows: readonly Row[], save: (next: Row[]) => void) {
  return {
    update: (index: number, change: Partial<Row>) =>
      save(rows.map((candidate, at) => (at === index ? { ...candidate, ...change } : candidate))),
    remove: (index: number) => save(rows.filter((_, at) => at !== index)),
    add: (row: Row) => save([...rows, row]),
  };
}

function toggled<Key extends string>(list: readonly Key[], key: Key, on: boolean): Key[] {
  return on ? [...list.filter((candidate) => candidate !== key), key] : list.filter((candidate) => candidate !== key);
}

interface CheckboxGridProps<Key extends string> {
  legend: string;
  options: readonly { key: Key; label: string }[];
  checked: readonly Key[];
  /** The message the grid is refused with: the grid and its first box, which takes the focus, are described by it. */
  errorId: string | undefined;
  firstRef: (element: HTMLElement | null) => void;
  onChange: (next: Key[]) => void;
}

export function CheckboxGrid<Key extends string>({
  legend,
  options,
  checked,
  errorId,
  firstRef,
  onChange,
}: CheckboxGridProps<Key>) {
  return (
    <fieldset className="law-grid" aria-describedby={errorId}>
      <legend>{legend}</legend>
      {options.map((option, index) => (
        <label key={option.key} className="law-check">
          <input
            {...(index === 0 && {
              ref: firstRef,
              'aria-invalid': errorId ? true : undefined,
              'aria-describedby': errorId,
            })}
            type="checkbox"
            checked={checked.includes(option.key)}
            onChange={(event) => onChange(toggled(checked, option.key, event.target.checked))}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
