import { GROUP_REQUEST_STATUS_LABELS, type GroupRequestStatus, type GroupRequestView } from '@ticino/shared';
import { mailtoHref } from '../../../../lib/mailto';
import { GUEST_LANGUAGE_NAMES } from '../ReservationRow';

const dayFormat = new Intl.DateTimeFormat('fr-CH', { dateStyle: 'full', timeZone: 'UTC' });

/** `YYYY-MM-DD` as « jeudi, 26 novembre 2026 » (a calendar day: read at noon UTC, no shift). */
export const dayText = (date: string) => dayFormat.format(new Date(`${date}T12:00:00Z`));

interface GroupRequestListProps {
  groupRequests: readonly GroupRequestView[] | undefined;
  failed: boolean;
  busyId: string | null;
  onAnswer: (request: GroupRequestView, status: Exclude<GroupRequestStatus, 'requested'>) => void;
}

/** « Demandes de groupe » from today on: they take no capacity until staff book the table. */
export function GroupRequestList({ groupRequests, failed, busyId, onAnswer }: GroupRequestListProps) {
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
                </div>
                <div className="admin-item__actions">
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
    </section>
  );
}
