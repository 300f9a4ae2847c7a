import { useId, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { BANK_FILE_LIMITS, staffText } from '@ticino/shared';
import { ApiError } from '../../../lib/api-client';
import { Spinner } from '../../../ui/Spinner';
import { importBankFile, type BankFileImported } from './api/payments-api';
import { ImportSummary, NewCreditsTable } from './BankImportResult';

const FILE_LABEL = 'Fichier de la banque (camt.054 ou camt.053, XML ou ZIP)';
const FILE_HINT =
  'L’avis de crédit ou le relevé téléchargé de l’e-banking, 5 Mo au plus. Un crédit déjà importé n’est compté qu’une fois.';
const NO_FILE = 'Choisissez d’abord le fichier de la banque.';
const ACCEPTED = '.xml,.zip,application/xml,text/xml,application/zip,application/x-zip-compressed';

/**
 * « Importer le fichier de la banque » (docs/product.md#bank-file): the file sent, then what it did — its message, the
 * bookings confirmed and released, the new credits — in a live region; a refusal in an alert, the focus on the file.
 * `onImported` reads again what the import changed (the bookings, the evenings' covers).
 */
export function BankFileImport({ onImported }: { onImported: () => Promise<void> }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [imported, setImported] = useState<BankFileImported | null>(null);

  const refuse = (message: string) => {
    // Said first, so the file's description carries it once it has the focus.
    flushSync(() => setError(message));
    input.current?.focus();
  };

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const file = input.current?.files?.[0];
    if (!file) return refuse(NO_FILE);
    if (file.size > BANK_FILE_LIMITS.maxBytes)
      return refuse(staffText('bankFile.tooLarge', { max: BANK_FILE_LIMITS.maxBytes / (1024 * 1024) }));
    setBusy(true);
    setError(null);
    setImported(null);
    try {
      const answer = await importBankFile(file);
      setImported(answer);
      // Chosen again on purpose, should staff import it twice (its credits are recorded once anyway).
      if (input.current) input.current.value = '';
      await onImported();
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      // A lost session already leads to the login.
      if (failure.status !== 401) refuse(failure.message);
    } finally {
      setBusy(false);
    }
  };

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="bank-import" aria-busy={busy}>
      <h3 className="payments__subtitle">Fichier de la banque</h3>
      <form className="bank-import__form" onSubmit={(event) => void send(event)} noValidate>
        <div className={`field${error ? ' field--invalid' : ''}`}>
          <label className="field__label" htmlFor={`${id}-file`}>
            {FILE_LABEL}
          </label>
          <input
            ref={input}
            id={`${id}-file`}
            className="input"
            type="file"
            accept={ACCEPTED}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            onChange={() => setError(null)}
          />
          <p className="field__hint" id={hintId}>
            {FILE_HINT}
          </p>
          <p className="field__error" id={errorId} role="alert">
            {error}
          </p>
        </div>
        <div className="bank-import__actions">
          <button type="submit" className="button button--primary" aria-disabled={busy}>
            Importer le fichier de la banque
          </button>
          {busy && <Spinner label="Lecture du fichier de la banque…" size="sm" visibleLabel />}
        </div>
      </form>
      <div className="bank-import__result" aria-live="polite">
        {imported && <ImportSummary imported={imported} />}
      </div>
      {imported && <NewCreditsTable credits={imported.result.credits} />}
    </div>
  );
}
