import { useId, useState, type FormEvent } from 'react';
import {
  BULK_PERCENT_INVALID,
  BULK_PRICE_STEPS,
  MENU_CATEGORIES,
  bulkLineChanged,
  formatChf,
  parseBulkPercent,
  wordStaffMessage,
  type BulkPriceQuantityLine,
  type BulkPriceResult,
} from '@ticino/shared';
import { ApiError } from '../../../../lib/api-client';
import { FormField } from '../../../../ui/FormField';
import { Modal } from '../../../../ui/Modal';
import { sendBulkPrice } from '../api/bulk-api';
import { BulkDialogActions } from './BulkDialogActions';

interface BulkPriceDialogProps {
  onClose: () => void;
  /** The new prices were written: the server's summary, for the menu tab to show. */
  onApplied: (message: string) => void;
}

interface Problem {
  message: string;
  fields: Record<string, string>;
}

const DEFAULT_STEP = '0.50';

/**
 * A price change across one category (docs/product.md#bulk-price-change): the percentage and the rounding step give
 * a preview of every dish's old and new price; only « Appliquer » writes them, all in one go.
 */
export function BulkPriceDialog({ onClose, onApplied }: BulkPriceDialogProps) {
  const formId = useId();
  const [category, setCategory] = useState<string>(MENU_CATEGORIES[0]);
  const [percent, setPercent] = useState('');
  const [step, setStep] = useState(DEFAULT_STEP);
  const [preview, setPreview] = useState<BulkPriceResult | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);

  const request = { category, percent: percent.replace(',', '.'), step };

  /** Any change of the inputs makes the preview shown out of date. */
  function edit(change: () => void) {
    change();
    setPreview(null);
    setProblem(null);
  }

  async function loadPreview(notice?: string) {
    setBusy(true);
    try {
      const answer = await sendBulkPrice({ ...request, mode: 'preview' });
      setPreview(answer.data);
      setProblem(notice ? { message: notice, fields: {} } : null);
    } catch (error) {
      setPreview(null);
      setProblem(problemOf(error));
    }
    setBusy(false);
  }

  function askPreview(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (parseBulkPercent(percent) === null) {
      const message = wordStaffMessage(BULK_PERCENT_INVALID);
      setProblem({ message, fields: { percent: message } });
      return;
    }
    void loadPreview();
  }

  async function apply() {
    if (busy || !preview) return;
    setBusy(true);
    try {
      const answer = await sendBulkPrice({ ...request, mode: 'apply', version: preview.version });
      onApplied(answer.message ?? '');
    } catch (error) {
      // The menu changed since the preview: show what the change would do now.
      if (error instanceof ApiError && error.refusal.code === 'menuImport.stale') {
        await loadPreview(error.message);
      } else {
        setProblem(problemOf(error));
        setBusy(false);
      }
    }
  }

  // A drink whose bottle changes counts even when its first quantity, its shown price, stays.
  const canApply = Boolean(preview?.items.some(bulkLineChanged)) && !busy;

  return (
    <Modal
      open
      size="lg"
      title="Modifier les prix d'une catégorie"
      onClose={onClose}
      busy={busy}
      footer={
        <BulkDialogActions
          label="Appliquer"
          onCancel={onClose}
          onConfirm={() => void apply()}
          canConfirm={canApply}
          busy={busy}
        />
      }
    >
      <BulkPriceForm
        formId={formId}
        request={request}
        percent={percent}
        busy={busy}
        fieldErrors={problem?.fields}
        onSubmit={askPreview}
        onCategory={(value) => edit(() => setCategory(value))}
        onPercent={(value) => edit(() => setPercent(value))}
        onStep={(value) => edit(() => setStep(value))}
      />

      {problem && <BulkProblem problem={problem} />}
      {preview && <BulkPreviewTable preview={preview} />}
    </Modal>
  );
}

interface BulkPriceFormProps {
  formId: string;
  request: { category: string; step: string };
  /** As typed. */
  percent: string;
  busy: boolean;
  fieldErrors: Record<string, string> | undefined;
  onSubmit: (event: FormEvent) => void;
  onCategory: (category: string) => void;
  onPercent: (percent: string) => void;
  onStep: (step: string) => void;
}

/** The category, the percentage and the rounding step, and « Voir l'aperçu ». */
function BulkPriceForm({
  formId,
  request,
  percent,
  busy,
  fieldErrors,
  onSubmit,
  onCategory,
  onPercent,
  onStep,
}: BulkPriceFormProps) {
  return (
    <form id={formId} className="admin-bulk__form" onSubmit={onSubmit} noValidate>
      <FormField label="Catégorie" error={fieldErrors?.category}>
        {(control) => (
          <select
            {...control}
            className="select"
            value={request.category}
            onChange={(event) => onCategory(event.target.value)}
          >
            {MENU_CATEGORIES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label="Variation (%)" hint="Par exemple 5 pour +5 %, -10 pour -10 %." error={fieldErrors?.percent}>
        {(control) => (
          <input
            {...control}
            className="input"
            type="text"
            inputMode="decimal"
            value={percent}
            onChange={(event) => onPercent(event.target.value)}
          />
        )}
      </FormField>
      <FormField label="Arrondi à" error={fieldErrors?.step}>
        {(control) => (
          <select {...control} className="select" value={request.step} onChange={(event) => onStep(event.target.value)}>
            {BULK_PRICE_STEPS.map((value) => (
              <option key={value} value={value.toFixed(2)}>
                {formatChf(value)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <button type="submit" className="button button--secondary" aria-disabled={busy}>
        Voir l&apos;aperçu
      </button>
    </form>
  );
}

/** Why the preview or the change was refused, with each dish's own message. */
function BulkProblem({ problem }: { problem: Problem }) {
  const itemErrors = Object.entries(problem.fields).filter(([key]) => !['category', 'percent', 'step'].includes(key));
  return (
    <div className="admin-bulk__problem" role="alert">
      <p>{problem.message}</p>
      {itemErrors.length > 0 && (
        <ul>
          {itemErrors.map(([id, message]) => (
            <li key={id}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Every dish of the category with its price now and after the change. */
function BulkPreviewTable({ preview }: { preview: BulkPriceResult }) {
  return (
    <table className="admin-bulk__table">
      <caption>
        {preview.category} : {preview.percent > 0 ? '+' : ''}
        {preview.percent} %, arrondi à {preview.step.toFixed(2)}
      </caption>
      <thead>
        <tr>
          <th scope="col">Plat</th>
          <th scope="col">Prix actuel</th>
          <th scope="col">Nouveau prix</th>
        </tr>
      </thead>
      <tbody>
        {preview.items.map((line) => (
          <tr key={line.id}>
            <th scope="row">{line.title}</th>
            {line.quantities ? (
              <td colSpan={2}>{quantitiesText(line.quantities)}</td>
            ) : (
              <>
                <td>{formatChf(line.before)}</td>
                <td>{formatChf(line.after)}</td>
              </>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** « 1 dl : CHF 6.00 → CHF 6.00 · 75 cl : CHF 42.00 → CHF 43.00 »: every price a drink's change writes. */
function quantitiesText(quantities: readonly BulkPriceQuantityLine[]): string {
  return quantities
    .map(({ quantity, before, after }) => `${quantity} : ${formatChf(before)} → ${formatChf(after)}`)
    .join(' · ');
}

function problemOf(error: unknown): Problem {
  if (error instanceof ApiError) return { message: error.message, fields: error.fieldErrors };
  return { message: 'Une erreur est survenue', fields: {} };
}
