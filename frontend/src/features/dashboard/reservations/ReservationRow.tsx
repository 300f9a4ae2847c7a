import { useState } from 'react';
import {
  CAPACITY_STATUSES,
  RESERVATION_STATUS_LABELS,
  formatChf,
  formatDayText,
  statusTransition,
  type ReservationStatus,
  type ReservationView,
} from '@ticino/shared';
import { referenceText } from '../shared/bank-credits';
import { allergiesLabel } from './AllergyMark';
import { ReservationPayments } from './payments/ReservationPayments';

interface ReservationAction {
  status: ReservationStatus;
  label: string;
}

/** The tab's actions, in the order shown, and the status each asks for. */
const RESERVATION_ACTIONS: readonly ReservationAction[] = [
  { status: 'confirmed', label: 'Confirmer' },
  { status: 'declined', label: 'Refuser' },
  { status: 'honoured', label: 'Arrivé' },
  { status: 'no_show', label: 'Absent' },
  { status: 'unpaid', label: 'Libérer (non payée)' },
  { status: 'cancelled', label: 'Annuler' },
];

/** A booking waiting for its deposit, or released unpaid, is confirmed once paid (docs/product.md#deposits). */
const PAID_WHEN_CONFIRMED: readonly ReservationStatus[] = ['awaiting_payment', 'unpaid'];

/** An action's words from a booking's status: « Paiement reçu » confirms a booking that awaited its deposit. */
export function actionLabel(from: ReservationStatus, to: ReservationStatus): string {
  if (to === 'confirmed' && PAID_WHEN_CONFIRMED.includes(from)) return 'Paiement reçu';
  return RESERVATION_ACTIONS.find(({ status }) => status === to)?.label ?? RESERVATION_STATUS_LABELS[to];
}

/** The actions `statusTransition` allows from the booking's status, in the tab's order, in its words. */
export const reservationActions = ({ status: from }: Pick<ReservationView, 'status'>): ReservationAction[] =>
  RESERVATION_ACTIONS.filter(({ status }) => statusTransition(from, status) === 'allowed').map(({ status }) => ({
    status,
    label: actionLabel(from, status),
  }));

/**
 * The deposit asked (docs/product.md#deposits), as its status leaves it: « Acompte CHF 150.00 · à payer d’ici au
 * 28.12.2026 » while awaited, « · reçu » once confirmed, « · non payé au … » once released; null when none is asked.
 */
export function depositText({ deposit, status }: Pick<ReservationView, 'deposit' | 'status'>): string | null {
  if (!deposit) return null;
  const amount = `Acompte ${formatChf(deposit.amount)}`;
  const deadline = formatDayText(deposit.deadline);
  switch (status) {
    case 'awaiting_payment':
      return `${amount} · à payer d’ici au ${deadline}`;
    case 'unpaid':
      return `${amount} · non payé au ${deadline}`;
    case 'confirmed':
    case 'honoured':
    case 'no_show':
      return `${amount} · reçu`;
    default:
      return amount;
  }
}

const SOURCE_LABELS: Record<ReservationView['source'], string> = {
  online: 'En ligne',
  phone: 'Téléphone',
  walk_in: 'Sans réservation',
};

/** The language a guest reads their e-mails and manage page in, as staff say it (« lit l’italien »). */
export const GUEST_LANGUAGE_NAMES: Record<ReservationView['language'], string> = {
  fr: 'le français',
  it: 'l’italien',
  en: 'l’anglais',
  de: 'l’allemand',
};

const historyFormat = new Intl.DateTimeFormat('fr-CH', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'Europe/Zurich',
});

function History({ reservation, id }: { reservation: ReservationView; id: string }) {
  return (
    <ol className="admin-resa__history" id={id} aria-label={`Historique de ${reservation.name}`}>
      {reservation.history.map((entry, index) => (
        <li key={`${entry.at}-${index}`}>
          <time dateTime={entry.at}>{historyFormat.format(new Date(entry.at))}</time> · {entry.by} · {entry.action}
          {entry.overCapacity && <strong className="admin-resa__override"> · au-delà de la capacité</strong>}
          {entry.message && <span className="admin-resa__history-message">Message : « {entry.message} »</span>}
        </li>
      ))}
    </ol>
  );
}

interface ReservationRowProps {
  reservation: ReservationView;
  busy: boolean;
  /** « Attribuer les tables » is on: a booking without tables says « sans table ». */
  assignTables: boolean;
  onAction: (reservation: ReservationView, status: ReservationStatus) => void;
  onEdit: (reservation: ReservationView) => void;
  /** Staff move it to other tables; absent while the room has none. */
  onTables?: (reservation: ReservationView) => void;
}

/** « Table 4 + 5 », « Sans table », or nothing while tables are neither assigned nor given. */
function tablesText({ tables }: ReservationView, assignTables: boolean): string | null {
  if (tables.length === 0) return assignTables ? 'Sans table' : null;
  return `${tables.length === 1 ? 'Table' : 'Tables'} ${tables.map(({ label }) => label).join(' + ')}`;
}

/** The id of a booking's « Modifier » button: focus comes back to it once the booking moved in the list. */
export const editButtonId = (reference: string) => `admin-resa-edit-${reference}`;

/** A booking that still awaits its guests may move to another time or change its size. */
const isMovable = ({ status }: ReservationView) => status === 'requested' || status === 'confirmed';

/**
 * One booking: who, how many, how to reach them, its allergies and notes standing out, the actions its status allows.
 */
export function ReservationRow({ reservation, busy, assignTables, onAction, onEdit, onTables }: ReservationRowProps) {
  const [historyOpen, setHistoryOpen] = useState(false);
  const historyId = `admin-resa-history-${reservation.reference}`;
  const actions = reservationActions(reservation);
  const deposit = depositText(reservation);
  const seated = tablesText(reservation, assignTables);
  const holdsTables = CAPACITY_STATUSES.includes(reservation.status);
  return (
    <li className={`admin-resa admin-resa--${reservation.status}`} aria-busy={busy}>
      <div className="admin-resa__main">
        <p className="admin-resa__who">
          <strong>{reservation.name}</strong> · {reservation.partySize} pers.
          <span className={`badge admin-resa__status admin-resa__status--${reservation.status}`}>
            {RESERVATION_STATUS_LABELS[reservation.status]}
          </span>
          {reservation.evening && <span className="admin-resa__evening">Soirée : {reservation.evening.name}</span>}
          {seated && holdsTables && <span className="admin-resa__tables"> · {seated}</span>}
        </p>
        <p className="admin-resa__meta">
          {SOURCE_LABELS[reservation.source]} · lit {GUEST_LANGUAGE_NAMES[reservation.language]} · réf.{' '}
          {reservation.reference}
          {reservation.phone && (
            <>
              {' · '}
              <a href={`tel:${reservation.phone.replace(/[^\d+]/g, '')}`}>{reservation.phone}</a>
            </>
          )}
          {reservation.email && <> · {reservation.email}</>}
        </p>
        {deposit && reservation.deposit && (
          <>
            <p className="admin-resa__deposit">
              {deposit} · réf. de paiement {referenceText(reservation.deposit.reference)}
            </p>
            <ReservationPayments reference={reservation.reference} />
          </>
        )}
        {reservation.allergens.length > 0 && (
          <p className="admin-resa__notes admin-resa__allergies">
            <span aria-hidden="true">⚠ </span>
            <strong>{allergiesLabel(reservation.allergens)}</strong>
          </p>
        )}
        {reservation.notes && (
          <p className="admin-resa__notes">
            <span aria-hidden="true">⚠ </span>
            <strong>Remarques :</strong> {reservation.notes}
          </p>
        )}
      </div>
      <div className="admin-item__actions">
        {actions.map(({ status, label }) => (
          <button
            key={status}
            type="button"
            className={`button button--small ${status === 'confirmed' || status === 'honoured' ? 'button--primary' : 'button--secondary'}`}
            aria-disabled={busy}
            aria-label={`${label} : ${reservation.name}, ${reservation.time}`}
            onClick={() => !busy && onAction(reservation, status)}
          >
            {label}
          </button>
        ))}
        {isMovable(reservation) && (
          <button
            id={editButtonId(reservation.reference)}
            type="button"
            className="button button--secondary button--small"
            aria-disabled={busy}
            aria-haspopup="dialog"
            aria-label={`Modifier : ${reservation.name}, ${reservation.time}`}
            onClick={() => !busy && onEdit(reservation)}
          >
            Modifier
          </button>
        )}
        {onTables && holdsTables && (
          <button
            type="button"
            className="button button--secondary button--small"
            aria-disabled={busy}
            aria-haspopup="dialog"
            aria-label={`Tables : ${reservation.name}, ${reservation.time}`}
            onClick={() => !busy && onTables(reservation)}
          >
            Tables
          </button>
        )}
        <button
          type="button"
          className="button button--secondary button--small"
          aria-expanded={historyOpen}
          aria-controls={historyOpen ? historyId : undefined}
          aria-label={`Historique : ${reservation.name}, ${reservation.time}`}
          onClick={() => setHistoryOpen(!historyOpen)}
        >
          Historique
        </button>
      </div>
      {historyOpen && <History reservation={reservation} id={historyId} />}
    </li>
  );
}
