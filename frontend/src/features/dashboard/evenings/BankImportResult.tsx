import {
  BANK_CREDIT_OUTCOME_LABELS,
  formatDayText,
  staffText,
  type BankFileImport,
  type RecordedCredit,
} from '@ticino/shared';
import type { BankFileImported } from './api/payments-api';
import { creditAmountText, creditDayText, creditReferenceText, needsAttention } from '../shared/bank-credits';

/** « EVE1-AAAA, EVE2-BBBB », or « aucune ». */
const references = (list: readonly string[]) => (list.length > 0 ? list.join(', ') : 'aucune');

/**
 * What an import said (« 2 nouveaux crédits importés. ») and did: the bookings it confirmed and released, the credits
 * it had already, the credits staff must look at. Short, for the live region it is read in.
 */
export function ImportSummary({ imported: { message, result } }: { imported: BankFileImported }) {
  const attention = result.credits.filter(needsAttention).length;
  return (
    <>
      <p className="bank-import__message">
        <strong>{message || staffText('bankFile.imported', { count: result.credits.length })}</strong>
      </p>
      <ul className="bank-import__summary">
        <li>Réservations confirmées : {references(result.confirmed)}</li>
        <li>Réservations libérées (non payées) : {references(result.released)}</li>
        <li>Déjà importés : {result.alreadyImported}</li>
        {result.coveredTo && <li>Le fichier couvre jusqu’au {formatDayText(result.coveredTo)}</li>}
        {attention > 0 && (
          <li className="bank-import__attention">
            <strong>
              À vérifier : {attention} {attention === 1 ? 'crédit non appliqué' : 'crédits non appliqués'}
            </strong>{' '}
            (signalés dans le tableau)
          </li>
        )}
      </ul>
    </>
  );
}

function CreditRow({ credit }: { credit: RecordedCredit }) {
  const attention = needsAttention(credit);
  const day = credit.valueDate ?? credit.bookingDate;
  return (
    <tr className={attention ? 'bank-credits__row--attention' : undefined}>
      <td>{day ? <time dateTime={day}>{creditDayText(credit)}</time> : '—'}</td>
      <td className="bank-credits__amount">{creditAmountText(credit)}</td>
      <td>{creditReferenceText(credit.reference)}</td>
      <td>{credit.reservationReference ?? '—'}</td>
      <td>
        {attention && (
          <>
            <strong className="bank-credits__flag">
              <span aria-hidden="true">⚠ </span>À vérifier :
            </strong>{' '}
          </>
        )}
        {BANK_CREDIT_OUTCOME_LABELS[credit.outcome]}
      </td>
    </tr>
  );
}

/** The credits new to the product, one a row; those not applied as paid stand out, in words as well as in colour. */
export function NewCreditsTable({ credits }: Pick<BankFileImport, 'credits'>) {
  if (credits.length === 0) return null;
  return (
    <table className="bank-credits">
      <caption>Nouveaux crédits</caption>
      <thead>
        <tr>
          <th scope="col">Date de valeur</th>
          <th scope="col">Montant (CHF)</th>
          <th scope="col">Référence</th>
          <th scope="col">Réservation</th>
          <th scope="col">Résultat</th>
        </tr>
      </thead>
      <tbody>
        {credits.map((credit) => (
          <CreditRow key={credit.key} credit={credit} />
        ))}
      </tbody>
    </table>
  );
}
