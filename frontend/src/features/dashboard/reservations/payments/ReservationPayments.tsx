import { useState } from 'react';
import { BANK_CREDIT_OUTCOME_LABELS } from '@ticino/shared';
import { creditDayText, creditSumText, needsAttention } from '../../shared/bank-credits';
import { useReservationCredits } from '../hooks/usePayments';
import { PaymentEntryForm } from './PaymentEntryForm';

/** What the bank's files paid to one booking: read when staff open it. */
function CreditList({ reference }: { reference: string }) {
  const { credits, failed, retry } = useReservationCredits(reference);
  if (failed)
    return (
      <p>
        Les paiements n’ont pas pu être chargés.{' '}
        <button type="button" className="button button--secondary button--small" onClick={retry}>
          Réessayer
        </button>
      </p>
    );
  if (!credits) return <p>Chargement des paiements…</p>;
  if (credits.length === 0) return <p>Aucun paiement reçu.</p>;
  return (
    <ul className="admin-resa__credit-list">
      {credits.map((credit) => (
        <li key={credit.key} className={needsAttention(credit) ? 'admin-resa__credit--attention' : undefined}>
          {creditDayText(credit)} · {creditSumText(credit)} ·{' '}
          {needsAttention(credit) && <span aria-hidden="true">⚠ </span>}
          <strong>{BANK_CREDIT_OUTCOME_LABELS[credit.outcome]}</strong>
          {credit.recordedBy && <> · saisi par {credit.recordedBy}</>}
        </li>
      ))}
    </ul>
  );
}

/**
 * « Paiements » under a booking's deposit (docs/product.md#bank-file): a disclosure that reads, once opened, the
 * credits the bank's files recorded for it and the lines staff wrote, with their outcome, and takes a new line.
 */
export function ReservationPayments({ reference }: { reference: string }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="admin-resa__payments" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>Paiements</summary>
      <div aria-live="polite">{open && <CreditList reference={reference} />}</div>
      {open && <PaymentEntryForm reference={reference} />}
    </details>
  );
}
