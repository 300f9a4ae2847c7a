import { useId, useState, type ChangeEvent } from 'react';
import { formatChf, type MenuFileLine, type MenuImportResult } from '@ticino/shared';
import { ApiError } from '../../../../lib/api-client';
import { Modal } from '../../../../ui/Modal';
import { lineErrorsOf, sendMenuImport } from '../api/bulk-api';
import { BulkDialogActions } from './BulkDialogActions';

interface MenuImportDialogProps {
  onClose: () => void;
  /** The import was written: the server's summary, for the menu tab to show. */
  onApplied: (message: string) => void;
}

interface Problem {
  message: string;
  lines: MenuFileLine[];
}

function problemOf(error: unknown): Problem {
  return {
    message: error instanceof Error ? error.message : 'Une erreur est survenue',
    lines: lineErrorsOf(error),
  };
}

/** The file's text, decoded as UTF-8 (a byte-order mark is dropped). FileReader: jsdom's File has no `text()`. */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('Lecture du fichier impossible'));
    reader.readAsText(file, 'utf-8');
  });
}

const hasChanges = (plan: MenuImportResult) => plan.added.length + plan.changed.length + plan.removed.length > 0;

/**
 * Importing the menu file (docs/product.md#menu-file): the file chosen is sent for a preview — what would be added,
 * changed field by field, removed — or its line-numbered errors; only « Importer » writes, all of it or nothing.
 */
export function MenuImportDialog({ onClose, onApplied }: MenuImportDialogProps) {
  const inputId = useId();
  const [csv, setCsv] = useState<string | null>(null);
  const [preview, setPreview] = useState<MenuImportResult | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);

  async function showPreview(text: string, notice?: string) {
    try {
      const answer = await sendMenuImport({ csv: text, mode: 'preview' });
      setPreview(answer.data);
      setProblem(notice ? { message: notice, lines: [] } : null);
    } catch (error) {
      setPreview(null);
      setProblem(problemOf(error));
    }
  }

  async function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setPreview(null);
    setProblem(null);
    if (!file) {
      setCsv(null);
      return;
    }
    setBusy(true);
    const text = await readText(file);
    setCsv(text);
    await showPreview(text);
    setBusy(false);
  }

  async function apply() {
    if (busy || csv === null || !preview) return;
    setBusy(true);
    try {
      const answer = await sendMenuImport({ csv, mode: 'apply', version: preview.version });
      onApplied(answer.message ?? '');
      return;
    } catch (error) {
      // The menu changed since the preview: show what the file would do now.
      if (error instanceof ApiError && error.refusal.code === 'menuImport.stale') await showPreview(csv, error.message);
      else setProblem(problemOf(error));
    }
    setBusy(false);
  }

  const canApply = Boolean(preview && hasChanges(preview)) && !busy;

  return (
    <Modal
      open
      size="lg"
      title="Importer la carte (CSV)"
      onClose={onClose}
      busy={busy}
      footer={
        <BulkDialogActions
          label="Importer"
          onCancel={onClose}
          onConfirm={() => void apply()}
          canConfirm={canApply}
          busy={busy}
        />
      }
    >
      <div className="field">
        <label className="field__label" htmlFor={inputId}>
          Fichier CSV
        </label>
        <input
          id={inputId}
          className="input"
          type="file"
          accept=".csv,text/csv"
          onChange={(event) => void chooseFile(event)}
          disabled={busy}
        />
        <p className="field__hint">
          Le fichier exporté depuis ce tableau de bord (séparateur « ; », UTF-8). Rien n&apos;est enregistré avant «
          Importer ».
        </p>
      </div>

      {problem && (
        <div className="admin-bulk__problem" role="alert">
          <p>{problem.message}</p>
          {problem.lines.length > 0 && (
            <ul>
              {problem.lines.map((error, index) => (
                <li key={index}>{error.message}</li>
              ))}
            </ul>
          )}
        </div>
      )}

      {preview && <ImportPreview plan={preview} />}
    </Modal>
  );
}

function ImportPreview({ plan }: { plan: MenuImportResult }) {
  if (!hasChanges(plan)) {
    return (
      <p className="admin-bulk__summary" role="status">
        Le fichier ne change rien à la carte ({plan.unchanged} plat(s) inchangé(s)).
      </p>
    );
  }
  return (
    <div className="admin-bulk__preview">
      <p className="admin-bulk__summary" role="status">
        Aperçu : {plan.added.length} ajout(s), {plan.changed.length} modification(s), {plan.removed.length}{' '}
        suppression(s), {plan.unchanged} plat(s) inchangé(s).
      </p>
      {plan.added.length > 0 && (
        <section aria-label="À ajouter">
          <h3 className="admin-bulk__heading">À ajouter ({plan.added.length})</h3>
          <ul>
            {plan.added.map(({ line, values }) => (
              <li key={line}>
                Ligne {line} : <strong>{values.title}</strong> — {values.category}, {formatChf(values.price)}
              </li>
            ))}
          </ul>
        </section>
      )}
      {plan.changed.length > 0 && (
        <section aria-label="À modifier">
          <h3 className="admin-bulk__heading">À modifier ({plan.changed.length})</h3>
          <ul>
            {plan.changed.map(({ line, id, title, changes }) => (
              <li key={id}>
                Ligne {line} : <strong>{title}</strong>
                <ul>
                  {changes.map((change) => (
                    <li key={change.field}>
                      {change.label} : <span className="admin-bulk__before">{change.before}</span> →{' '}
                      <span className="admin-bulk__after">{change.after}</span>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </section>
      )}
      {plan.removed.length > 0 && (
        <section aria-label="À supprimer">
          <h3 className="admin-bulk__heading">À supprimer ({plan.removed.length})</h3>
          <ul>
            {plan.removed.map((item) => (
              <li key={item.id}>
                <strong>{item.title}</strong> — {item.category}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
