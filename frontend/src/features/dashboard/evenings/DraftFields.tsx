import { useId, type InputHTMLAttributes } from 'react';
import type { EveningField } from '@ticino/shared';
import { FormField } from '../../../ui/FormField';
import type { EveningDraft, EveningFormErrors } from './evening-draft';

/** What every control of the form shares: the draft, its messages, how a change and a control are handed back. */
export interface DraftBinding {
  draft: EveningDraft;
  errors: EveningFormErrors;
  onChange: (change: Partial<EveningDraft>) => void;
  /** Keeps the control, which takes the focus when its field is the first refused. */
  placeField: (field: EveningField, element: HTMLElement | null) => void;
}

/** The fields typed on one line. */
export type LineField = Extract<
  EveningField,
  'name' | 'date' | 'pricePerPerson' | 'depositPerPerson' | 'capacity' | 'maxPartyOnline' | 'slug'
>;

interface DraftInputProps extends DraftBinding {
  field: LineField;
  label: string;
  hint?: string;
  attributes?: InputHTMLAttributes<HTMLInputElement>;
}

/** A one-line field of the draft, its label visible and its name, its hint and message read with it. */
export function DraftInput({ field, label, hint, attributes, draft, errors, onChange, placeField }: DraftInputProps) {
  const error = errors[field];
  return (
    // A hint that says what the message says already is left out.
    <FormField label={label} error={error} hint={hint === error ? undefined : hint}>
      {(control) => (
        <input
          {...attributes}
          {...control}
          ref={(element) => placeField(field, element)}
          className="input"
          value={draft[field]}
          onChange={(event) => onChange({ [field]: event.target.value })}
        />
      )}
    </FormField>
  );
}

interface DraftTextAreaProps extends DraftBinding {
  field: 'description' | 'cancellationTerms';
  label: string;
  hint?: string;
}

/** A text of several lines. */
export function DraftTextArea({ field, label, hint, draft, errors, onChange, placeField }: DraftTextAreaProps) {
  return (
    <FormField label={label} error={errors[field]} hint={hint}>
      {(control) => (
        <textarea
          {...control}
          ref={(element) => placeField(field, element)}
          className="textarea"
          rows={4}
          value={draft[field]}
          onChange={(event) => onChange({ [field]: event.target.value })}
        />
      )}
    </FormField>
  );
}

/** « Publiée »: a box with its hint, and the message when refused. */
export function PublishedField({ draft, errors, onChange, placeField }: DraftBinding) {
  const baseId = useId();
  const hintId = `${baseId}-hint`;
  const errorId = `${baseId}-error`;
  return (
    <div className="field">
      <label className="board-check">
        <input
          ref={(element) => placeField('published', element)}
          type="checkbox"
          checked={draft.published}
          aria-invalid={Boolean(errors.published)}
          aria-describedby={errors.published ? `${hintId} ${errorId}` : hintId}
          onChange={(event) => onChange({ published: event.target.checked })}
        />
        Publiée
      </label>
      <p className="field__hint" id={hintId}>
        Publiée, la soirée a sa page sur le site et se réserve en ligne jusqu’à son jour.
      </p>
      {errors.published && (
        <p className="field__error" id={errorId}>
          {errors.published}
        </p>
      )}
    </div>
  );
}
