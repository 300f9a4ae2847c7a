import { useState } from 'react';
import { flushSync } from 'react-dom';
import {
  GROUP_REQUEST_STATUS_LABELS,
  receivedStaffMessage,
  wordStaffMessage,
  type ApiSuccess,
  type GroupRequestStatus,
  type GroupRequestView,
} from '@ticino/shared';
import { mailtoHref } from '../../../../lib/mailto';
import { dayText } from '../day-text';
import { GUEST_LANGUAGE_NAMES } from '../ReservationRow';
import { alertDialog } from '../../../../ui/dialogs';
import { GroupProposalDialog } from './GroupProposalDialog';
import { ProposalSummary } from './ProposalSummary';

interface GroupRequestListProps {
  groupRequests: readonly GroupRequestView[] | undefined;
  failed: boolean;
  busyId: string | null;
  onAnswer: (request: GroupRequestView, status: Exclude<GroupRequestStatus, 'requested'>) => void;
  /** Reads the lists again once a proposal was sent. */
  onProposed: () => Promise<void>;
}

/** « Proposer », « Nouvelle proposition » once one was sent; none once the guest took one, nor without an e-mail. */
function proposeLabel({ email, proposal }: Pick<GroupRequestView, 'email' | 'proposal'>): string | null {
  if (!email || proposal?.state === 'accepted') return null;
  return proposal ? 'Nouvelle proposition' : 'Proposer';
}

/**
 * What a proposal came to, in the server's words (« Proposition envoyée à … », or kept but not mailed: staff may
 * call), said as the tab says its other outcomes.
 */
async function announceProposal(answer: ApiSuccess<GroupRequestView>): Promise<void> {
  const said = receivedStaffMessage(answer.code, answer.params);
  const title = said ? wordStaffMessage(said) : (answer.message ?? 'Proposition enregistrée.');
  await alertDialog({ title, tone: said?.code === 'groupProposal.sent' ? 'success' : 'info' });
}

/**
 * « Demandes de groupe » from today on: they take no capacity until staff book the table, or the guest takes staff's
 * proposal (docs/product.md#group-proposals).
 */
export function GroupRequestList({ groupRequests, failed, busyId, onAnswer, onProposed }: GroupRequestListProps) {
  const [proposing, setProposing] = useState<GroupRequestView | null>(null);
  return (
    <section className="admin-resa-groups" aria-labelledby="admin-resa-groups-title">
      <h2 id="admin-resa-groups-title">Demandes de groupe à venir</h2>
      {failed ? (
        <p className="admin-notice admin-notice--error">Erreur lors du chargement des demandes de groupe</p>
      ) : !groupRequests ? null : groupRequests.length === 0 ? (
        <p className="admin-resa__meta">Aucune demande de groupe à venir</p>
      ) : (
        <ul className="admin-resa__list">
          {groupRequests.map((request) => {
            const busy = busyId === request.id;
            const propose = proposeLabel(request);
            return (
              <li key={request.id} className="admin-resa" aria-busy={busy}>
                <div className="admin-resa__main">
                  <p className="admin-resa__who">
                    <strong>{request.name}</strong> · {request.guests} invités · {dayText(request.date)}, {request.time}
                    <span className={`badge admin-resa__status admin-resa__status--${request.status}`}>
                      {GROUP_REQUEST_STATUS_LABELS[request.status]}
                    </span>
                  </p>
                  <p className="admin-resa__meta">
                    {[
                      request.occasion,
                      request.budgetPerPerson !== null ? `${request.budgetPerPerson} CHF par personne` : null,
                      request.privateRoom ? 'salon privé' : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                  <p className="admin-resa__meta">
                    <a href={`tel:${request.phone.replace(/[^\d+]/g, '')}`}>{request.phone}</a> ·{' '}
                    <a href={mailtoHref(request.email)}>{request.email}</a> · lit{' '}
                    {GUEST_LANGUAGE_NAMES[request.language]}
                  </p>
                  <p className="admin-resa__message">{request.message}</p>
                  {request.proposal && <ProposalSummary proposal={request.proposal} />}
                </div>
                <div className="admin-item__actions">
                  {propose && (
                    <button
                      type="button"
                      className="button button--secondary button--small"
                      aria-disabled={busy}
                      aria-label={`${propose} : ${request.name}`}
                      onClick={() => !busy && setProposing(request)}
                    >
                      {propose}
                    </button>
                  )}
                  {request.status !== 'confirmed' && (
                    <button
                      type="button"
                      className="button button--primary button--small"
                      aria-disabled={busy}
                      aria-label={`Confirmer la demande de groupe : ${request.name}`}
                      onClick={() => !busy && onAnswer(request, 'confirmed')}
                    >
                      Confirmer
                    </button>
                  )}
                  {request.status !== 'declined' && (
                    <button
                      type="button"
                      className="button button--secondary button--small"
                      aria-disabled={busy}
                      aria-label={`Refuser la demande de groupe : ${request.name}`}
                      onClick={() => !busy && onAnswer(request, 'declined')}
                    >
                      Refuser
                    </button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {proposing && (
        <GroupProposalDialog
          request={proposing}
          onClose={() => setProposing(null)}
          onSent={async (answer) => {
            // Closed first: the focus goes back to the request's button, and the message is said from there.
            flushSync(() => setProposing(null));
            await onProposed();
            await announceProposal(answer);
          }}
        />
      )}
    </section>
  );
}
