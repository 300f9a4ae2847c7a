import { useId, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { genevaDay, isMonthText } from '@ticino/shared';
import { ApiError } from '../../../lib/api-client';
import { downloadCreditsFile } from './api/payments-api';
import { useRefreshAfterBankImport } from './hooks/useRefreshAfterBankImport';
import { BankFileImport } from './BankFileImport';
import './payments.css';

const MONTH_INVALID = 'Indiquez le mois sous la forme AAAA-MM, par exemple 2026-12.';
const STATEMENT_FAILED = 'Le relevé n’a pas pu être téléchargé : vérifiez la connexion, puis réessayez.';

/** « décembre 2026 ». */
function monthWords(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  return new Intl.DateTimeFormat('fr-CH', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(year, monthNumber - 1, 1),
  );
}

/**
 * « Relevé du mois »: the month's credits by value date, as the accountant's spreadsheet file
 * (`credits-YYYY-MM.csv`), read with the staff session; the current month in Geneva to start with.
 */
function MonthStatement() {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [month, setMonth] = useState(() => genevaDay(new Date()).slice(0, 7));
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string | null>(null);

  const refuse = (message: string) => {
    flushSync(() => setError(message));
    input.current?.focus();
  };

  const download = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (!isMonthText(month)) return refuse(MONTH_INVALID);
    setBusy(true);
    setError(null);
    setStatus('');
    try {
      await downloadCreditsFile(month);
      setStatus(`Relevé de ${monthWords(month)} téléchargé.`);
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      if (failure.status !== 401) refuse(STATEMENT_FAILED);
    } finally {
      setBusy(false);
    }
  };

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <form className="payments__statement" onSubmit={(event) => void download(event)} noValidate>
      <h3 className="payments__subtitle">Relevé du mois</h3>
      <div className={`field${error ? ' field--invalid' : ''}`}>
        <label className="field__label" htmlFor={`${id}-month`}>
          Mois
        </label>
        <input
          ref={input}
          id={`${id}-month`}
          className="input payments__month"
          type="month"
          value={month}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          onChange={(event) => {
            setMonth(event.target.value);
            setError(null);
          }}
        />
        <p className="field__hint" id={hintId}>
          Les crédits dont la date de valeur tombe dans le mois (AAAA-MM), pour la comptabilité.
        </p>
        <p className="field__error" id={errorId} role="alert">
          {error}
        </p>
      </div>
      <button type="submit" className="button button--secondary" aria-disabled={busy}>
        Télécharger le relevé (CSV)
      </button>
      <p className="payments__status" aria-live="polite">
        {status}
      </p>
    </form>
  );
}

/**
 * « Paiements » (docs/product.md#bank-file): the bank's file imported, which confirms the bookings it paid and
 * releases those past their deadline, and the month's credits for the accountant. The product never moves money.
 */
export function PaymentsSection() {
  const refresh = useRefreshAfterBankImport();
  const titleId = useId();
  return (
    <section className="payments" aria-labelledby={titleId}>
      <h2 className="payments__title" id={titleId}>
        Paiements
      </h2>
      <BankFileImport onImported={refresh} />
      <MonthStatement />
    </section>
  );
}
