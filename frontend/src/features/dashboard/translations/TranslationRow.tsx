import { memo, useId, useState } from 'react';
import {
  TRANSLATED_LOCALES,
  validateTranslationWrite,
  wordStaffMessage,
  type TranslatedLocale,
  type TranslationCell,
  type TranslationGridField,
  type TranslationGridRow,
  type TranslationState,
  type TranslationWrite,
} from '@ticino/shared';
import { useStateResetOn } from '../../../hooks/useStateResetOn';
import { confirmDialog } from '../../../ui/dialogs';
import type { TranslationSaveOutcome } from './hooks/useTranslations';
import { LANGUAGE_NAMES } from './translation-grid';

/** Saves one translation and says how it went (hooks/useTranslations.ts). */
export type SaveTranslation = (write: TranslationWrite) => Promise<TranslationSaveOutcome>;

/** Texts longer than this are edited in a text area (descriptions, notices), shorter ones in a line (names). */
const TEXT_AREA_FROM_LENGTH = 200;

const NOTHING_TO_SAVE = 'Écrivez une traduction avant de l’enregistrer.';
const NOTHING_CHANGED = 'Aucune modification à enregistrer.';

const STATE_CLASS: Readonly<Record<TranslationState, string>> = {
  manquante: 'missing',
  'à revoir': 'review',
  validée: 'validated',
};

/**
 * What visitors read while a translation waits « à revoir » and differs from it: its last validated text, or French.
 */
function shownNote(cell: TranslationCell): { text: string; quote?: string } | null {
  if (cell.state !== 'à revoir') return null;
  if (cell.shown === null) return { text: 'Les visiteurs lisent le texte français.' };
  return cell.shown === cell.text ? null : { text: 'Les visiteurs lisent encore :', quote: cell.shown };
}

interface TranslationCellEditorProps {
  row: Pick<TranslationGridRow, 'subject' | 'subjectId' | 'name'>;
  field: TranslationGridField;
  language: TranslatedLocale;
  onSave: SaveTranslation;
}

interface CellSave {
  row: TranslationCellEditorProps['row'];
  field: TranslationGridField;
  language: TranslatedLocale;
  /** The cell's accessible name: « Nom — anglais (Filets de perche) ». */
  name: string;
  draft: string;
  setDraft: (text: string) => void;
  onSave: SaveTranslation;
}

/**
 * A cell's « Enregistrer » and « Valider »: the shared checks first, a confirmation before an emptied text removes the
 * translation, then the save, its outcome kept as the cell's message (`error`, or `status` when it went through).
 */
function useCellSave({ row, field, language, name, draft, setDraft, onSave }: CellSave) {
  const cell = field.cells[language];
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');
  const [status, setStatus] = useState('');

  const send = async (validate: boolean) => {
    if (saving) return;
    setStatus('');
    const checked = validateTranslationWrite({
      subject: row.subject,
      subjectId: row.subjectId,
      field: field.field,
      language,
      text: draft,
      validate,
    });
    if (!checked.ok) {
      const [problem] = Object.values(checked.errors);
      setError(problem ? wordStaffMessage(problem) : '');
      return;
    }
    const write = checked.value;
    if (!write.text && !cell.text) {
      setError(NOTHING_TO_SAVE);
      return;
    }
    if (!validate && write.text === cell.text) {
      setError('');
      setStatus(NOTHING_CHANGED);
      return;
    }
    if (!write.text) {
      const confirmed = await confirmDialog({
        title: 'Supprimer cette traduction ?',
        text: `${name} : les visiteurs liront le texte français.`,
        confirmLabel: 'Supprimer',
        destructive: true,
      });
      if (!confirmed) return;
    }
    setSaving(true);
    setError('');
    const outcome = await onSave(write);
    setSaving(false);
    if (!outcome.ok) {
      setError(outcome.message);
      return;
    }
    setDraft(write.text);
    setStatus(outcome.message);
  };

  return { saving, error, status, send };
}

/**
 * One text in one language: its state, the translation to edit, « Enregistrer » (it waits « à revoir ») and
 * « Valider » (visitors read it at once). Emptied, saving removes it, after a confirmation. The focus stays on the
 * button pressed; the server's message shows below.
 */
function TranslationCellEditor({ row, field, language, onSave }: TranslationCellEditorProps) {
  const cell = field.cells[language];
  // What was typed, until the stored text changes (a save, another reading of the grid).
  const [draft, setDraft] = useStateResetOn(cell.text, cell.text);
  const id = useId();
  const name = `${field.label} — ${LANGUAGE_NAMES[language]} (${row.name})`;
  const { saving, error, status, send } = useCellSave({ row, field, language, name, draft, setDraft, onSave });
  const shown = shownNote(cell);
  const describedBy = [`${id}-state`, shown ? `${id}-shown` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');

  const control = {
    id,
    lang: language,
    value: draft,
    maxLength: field.maxLength,
    'aria-invalid': Boolean(error),
    'aria-describedby': describedBy,
  };
  return (
    <div className={`translation-cell translation-cell--${STATE_CLASS[cell.state]}`}>
      <div className="translation-cell__head">
        <label htmlFor={id} className="translation-cell__label">
          <span className="visually-hidden">{field.label} — </span>
          <span className="translation-cell__language">{LANGUAGE_NAMES[language]}</span>
          <span className="visually-hidden"> ({row.name})</span>
        </label>
        <span className={`translation-badge translation-badge--${STATE_CLASS[cell.state]}`} id={`${id}-state`}>
          <span className="visually-hidden">État :</span> {cell.state}
        </span>
      </div>
      {field.maxLength > TEXT_AREA_FROM_LENGTH ? (
        <textarea
          {...control}
          className="textarea translation-cell__control"
          rows={4}
          onChange={(event) => setDraft(event.target.value)}
        />
      ) : (
        <input
          {...control}
          className="input translation-cell__control"
          type="text"
          onChange={(event) => setDraft(event.target.value)}
        />
      )}
      {shown && (
        <p className="translation-cell__shown" id={`${id}-shown`}>
          {shown.text} {shown.quote !== undefined && <q lang={language}>{shown.quote}</q>}
        </p>
      )}
      <div className="translation-cell__actions">
        <button
          type="button"
          className="button button--secondary"
          aria-label={`Enregistrer : ${name}`}
          aria-disabled={saving}
          onClick={() => void send(false)}
        >
          Enregistrer
        </button>
        <button
          type="button"
          className="button button--primary"
          aria-label={`Valider : ${name}`}
          aria-disabled={saving}
          onClick={() => void send(true)}
        >
          Valider
        </button>
      </div>
      {error && (
        <p className="field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
      <p className="translation-cell__status" role="status">
        {status}
      </p>
    </div>
  );
}

interface TranslationRowProps {
  row: TranslationGridRow;
  onSave: SaveTranslation;
}

/** A dish, a set menu or the restaurant: each of its texts in French, then in English, German and Italian. */
export const TranslationRow = memo(function TranslationRow({ row, onSave }: TranslationRowProps) {
  const headingId = useId();
  return (
    <section className="translation-row" aria-labelledby={headingId}>
      <h3 className="translation-row__name" id={headingId}>
        {row.name}
      </h3>
      {row.fields.map((field) => (
        <fieldset key={field.field} className="translation-line">
          <legend className="translation-line__label">{field.label}</legend>
          <p className="translation-line__french">
            <span className="translation-line__language">français</span>{' '}
            <span lang="fr" className="translation-line__text">
              {field.french}
            </span>
          </p>
          <div className="translation-line__cells">
            {TRANSLATED_LOCALES.map((language) => (
              <TranslationCellEditor key={language} row={row} field={field} language={language} onSave={onSave} />
            ))}
          </div>
        </fieldset>
      ))}
    </section>
  );
});
