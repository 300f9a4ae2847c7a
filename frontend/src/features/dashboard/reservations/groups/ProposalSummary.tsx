import { formatChf, formatDayText, genevaDay, type GroupProposalState, type GroupProposalView } from '@ticino/shared';
import { referenceText } from '../../shared/bank-credits';
import { dayText } from '../day-text';

/** The day of a proposal's sending, as dates are written in Switzerland (Geneva's day). */
const sentDay = (sentAt: string) => formatDayText(genevaDay(new Date(sentAt)));

/** Where the proposal stands, in staff's words. */
function stateText({ state, reservationReference }: Pick<GroupProposalView, 'state' | 'reservationReference'>) {
  const words: Record<GroupProposalState, string> = {
    open: 'En attente de réponse',
    accepted: `Acceptée : réservation ${reservationReference ?? ''}`.trim(),
    expired: 'Expirée',
  };
  return words[state];
}

/**
 * Staff's last proposal under its request (docs/product.md#group-proposals): when it was sent, what it offers, its
 * deposit and the last day to take it, and whether the guest took it.
 */
export function ProposalSummary({ proposal }: { proposal: GroupProposalView }) {
  const { deposit } = proposal;
  return (
    <div className="admin-resa__proposal">
      <p>
        <strong>Proposition du {sentDay(proposal.sentAt)} :</strong> {dayText(proposal.date)} à {proposal.time},{' '}
        {proposal.menuName}, {formatChf(proposal.pricePerPerson)} par personne
        {deposit && (
          <>
            , acompte {formatChf(deposit.amount)} (réf. {referenceText(deposit.reference)})
          </>
        )}
        , à accepter d’ici au {formatDayText(proposal.deadline)}
      </p>
      <p className={`admin-resa__proposal-state admin-resa__proposal-state--${proposal.state}`}>
        {stateText(proposal)}
      </p>
    </div>
  );
}
