import { useState } from 'react';
import { flushSync } from 'react-dom';
import {
  CAPACITY_STATUSES,
  RESERVATION_LIMITS,
  RESERVATION_STATUSES,
  RESERVATION_STATUS_LABELS,
  addDaysToDayText,
  genevaDay,
  isDayText,
  type GroupRequestStatus,
  type GroupRequestView,
  type ReservationStatus,
  type ReservationView,
  type StaffDayData,
} from '@ticino/shared';
import { ApiError } from '../../../lib/api-client';
import { alertDialog, confirmDialog, messageDialog } from '../../../ui/dialogs';
import { RetryNotice } from '../../../ui/RetryNotice';
import { Spinner } from '../../../ui/Spinner';
import { answerGroupRequest, changeReservationStatus } from './api/reservations-api';
import { useRefreshReservations } from '../shared/useRefreshReservations';
import { useGroupRequests, useReservationDay } from './hooks/useReservations';
import { DayEvenings } from './DayEvenings';
import { EditReservationDialog } from './EditReservationDialog';
import { dayText } from './day-text';
import { GroupRequestList } from './groups/GroupRequestList';
import { GUEST_LANGUAGE_NAMES, ReservationRow, actionLabel, editButtonId } from './ReservationRow';
import { ServiceSheet, printServiceSheet } from './ServiceSheet';
import { ReservationTablesDialog } from './ReservationTablesDialog';
import { StaffBookingDialog } from './StaffBookingDialog';
import { askAbsent } from './staff-questions';
import { TonightPauseSwitch } from './TonightPauseSwitch';
import './reservations.css';

type StatusFilter = 'all' | ReservationStatus;

/** The statuses whose change the guest hears about, so staff may add a message. */
const TOLD_TO_GUEST: readonly ReservationStatus[] = ['confirmed', 'declined', 'cancelled', 'unpaid'];
/** Changes that end the booking or let its covers go: asked about first, « Retour » focused. */
const DESTRUCTIVE: readonly ReservationStatus[] = ['declined', 'cancelled', 'unpaid'];

const coversOf = (reservations: readonly ReservationView[]) =>
  reservations
    .filter(({ status }) => CAPACITY_STATUSES.includes(status))
    .reduce((sum, { partySize }) => sum + partySize, 0);

/**
 * What staff confirm before a status change: a message to the guest where one is sent (an e-mail to tell them),
 * a plain confirmation to refuse, cancel or release unpaid. Null: they went back.
 */
async function askBeforeChange(reservation: ReservationView, status: ReservationStatus) {
  const label = actionLabel(reservation.status, status);
  const title = `${label} : ${reservation.name}, ${reservation.time}, ${reservation.partySize} pers. ?`;
  const destructive = DESTRUCTIVE.includes(status);
  if (reservation.email && TOLD_TO_GUEST.includes(status)) {
    const message = await messageDialog({
      title,
      text: `Le client lit ${GUEST_LANGUAGE_NAMES[reservation.language]} : l’e-mail lui parle dans cette langue, votre message y est joint tel que vous l’écrivez.`,
      inputLabel: 'Message au client (facultatif)',
      confirmLabel: label,
      maxLength: RESERVATION_LIMITS.staffMessageMaxLength,
      destructive,
    });
    return message === null ? null : { message };
  }
  if (destructive) return (await confirmDialog({ title, confirmLabel: label, cancelLabel: 'Retour' })) ? {} : null;
  if (status === 'no_show') return (await askAbsent(reservation.name)) ? {} : null;
  return {};
}

/** The day's bookings grouped by time, each time with its covers. */
function DayList({ day, filter, busyReference, onAction, onEdit, onTables }: DayListProps) {
  const { reservations } = day;
  const shown = reservations.filter(({ status }) => filter === 'all' || status === filter);
  if (shown.length === 0) {
    return (
      <div className="admin-empty">
        <p className="admin-empty__title">Aucune réservation{filter === 'all' ? ' ce jour-là' : ' avec ce statut'}</p>
      </div>
    );
  }
  const times = [...new Set(shown.map(({ time }) => time))].sort();
  return (
    <div className="admin-resa__slots">
      {times.map((time) => (
        <section key={time} className="admin-resa__slot" aria-labelledby={`admin-resa-slot-${time}`}>
          <h3 id={`admin-resa-slot-${time}`} className="admin-resa__slot-title">
            {time} <span>· {coversOf(reservations.filter((reservation) => reservation.time === time))} couverts</span>
          </h3>
          <ul className="admin-resa__list">
            {shown
              .filter((reservation) => reservation.time === time)
              .map((reservation) => (
                <ReservationRow
                  key={reservation.reference}
                  reservation={reservation}
                  busy={busyReference === reservation.reference}
                  assignTables={day.assignTables}
                  onAction={onAction}
                  onEdit={onEdit}
                  onTables={day.tables.length > 0 ? onTables : undefined}
                />
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

interface DayListProps {
  day: StaffDayData;
  filter: StatusFilter;
  busyReference: string | null;
  onAction: (reservation: ReservationView, status: ReservationStatus) => void;
  onEdit: (reservation: ReservationView) => void;
  onTables: (reservation: ReservationView) => void;
}

/** Runs one change, then reads the lists again; a failure is said in French (a 401 already leads to the login). */
async function applyChange(work: () => Promise<unknown>, refresh: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return;
    await alertDialog({
      title: 'Erreur lors de la mise à jour',
      text: error instanceof ApiError ? error.message : undefined,
      tone: 'error',
    });
  }
  await refresh();
}

interface DayToolbarProps {
  date: string;
  onDate: (date: string) => void;
  filter: StatusFilter;
  onFilter: (filter: StatusFilter) => void;
  canPrint: boolean;
  onBook: () => void;
}

/** The day shown (a picker and a step either way), the status filter, a new booking, the print. */
function DayToolbar({ date, onDate, filter, onFilter, canPrint, onBook }: DayToolbarProps) {
  return (
    <div className="admin-resa__toolbar">
      <div className="admin-resa__day">
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => onDate(addDaysToDayText(date, -1))}
        >
          Jour précédent
        </button>
        <label className="admin-resa__field">
          Jour
          <input
            type="date"
            value={date}
            onChange={(event) => isDayText(event.target.value) && onDate(event.target.value)}
          />
        </label>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => onDate(addDaysToDayText(date, 1))}
        >
          Jour suivant
        </button>
      </div>
      <label className="admin-resa__field">
        Statut
        <select value={filter} onChange={(event) => onFilter(event.target.value as StatusFilter)}>
          <option value="all">Tous</option>
          {RESERVATION_STATUSES.map((status) => (
            <option key={status} value={status}>
              {RESERVATION_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </label>
      <button type="button" className="button button--primary" onClick={onBook}>
        Nouvelle réservation
      </button>
      <button type="button" className="button button--secondary" onClick={printServiceSheet} disabled={!canPrint}>
        Imprimer le service du jour
      </button>
    </div>
  );
}

/** « Réservations » (docs/product.md#reservations-tab): a day's bookings, staff's own bookings, group requests. */
export function ReservationsTab() {
  const [date, setDate] = useState(() => genevaDay(new Date()));
  const [filter, setFilter] = useState<StatusFilter>('all');
  const [busyReference, setBusyReference] = useState<string | null>(null);
  const [busyGroup, setBusyGroup] = useState<string | null>(null);
  const [booking, setBooking] = useState(false);
  const [editing, setEditing] = useState<ReservationView | null>(null);
  const [seating, setSeating] = useState<ReservationView | null>(null);
  const { day, failed, retry } = useReservationDay(date);
  const groups = useGroupRequests();
  const refresh = useRefreshReservations();

  const act = async (reservation: ReservationView, status: ReservationStatus) => {
    const answer = await askBeforeChange(reservation, status);
    if (!answer) return;
    setBusyReference(reservation.reference);
    await applyChange(() => changeReservationStatus(reservation.reference, status, answer.message), refresh);
    setBusyReference(null);
  };

  const answerGroup = async (request: GroupRequestView, status: Exclude<GroupRequestStatus, 'requested'>) => {
    setBusyGroup(request.id);
    await applyChange(() => answerGroupRequest(request.id, status), refresh);
    setBusyGroup(null);
  };

  const reservations = day?.reservations ?? [];
  return (
    <section className="admin-resa-tab" aria-label="Réservations">
      <TonightPauseSwitch />
      <DayToolbar
        date={date}
        onDate={setDate}
        filter={filter}
        onFilter={setFilter}
        canPrint={Boolean(day)}
        onBook={() => setBooking(true)}
      />
      <h2 className="admin-resa__title">
        {dayText(date)}
        {day && (
          <span aria-live="polite">
            {' '}
            · {coversOf(reservations)} couverts au total ({reservations.length} réservation(s))
          </span>
        )}
      </h2>
      {failed ? (
        <RetryNotice
          className="admin-notice admin-notice--error"
          message="Erreur lors du chargement des réservations"
          onRetry={retry}
        />
      ) : !day ? (
        <div className="admin-notice">
          <Spinner label="Chargement des réservations..." visibleLabel />
        </div>
      ) : (
        <>
          <DayEvenings evenings={day.evenings} />
          <DayList
            day={day}
            filter={filter}
            busyReference={busyReference}
            onAction={(r, s) => void act(r, s)}
            onEdit={setEditing}
            onTables={setSeating}
          />
          <ServiceSheet date={date} reservations={reservations} />
        </>
      )}
      <GroupRequestList
        groupRequests={groups.groupRequests}
        failed={groups.failed}
        busyId={busyGroup}
        onAnswer={(request, status) => void answerGroup(request, status)}
        onProposed={refresh}
      />
      {editing && (
        <EditReservationDialog
          reservation={editing}
          onClose={() => setEditing(null)}
          onChanged={async () => {
            await refresh();
            // A new time moves the row to another slot: its button is new, and takes the focus back.
            flushSync(() => setEditing(null));
            document.getElementById(editButtonId(editing.reference))?.focus();
          }}
        />
      )}
      {seating && day && (
        <ReservationTablesDialog
          reservation={seating}
          tables={day.tables}
          reservations={reservations}
          onClose={() => setSeating(null)}
          onChanged={async () => {
            await refresh();
            setSeating(null);
          }}
        />
      )}
      {booking && (
        <StaffBookingDialog
          date={date}
          evenings={day?.evenings ?? []}
          onClose={() => setBooking(false)}
          onBooked={async (entered) => {
            setBooking(false);
            setDate(entered.date);
            await refresh();
          }}
        />
      )}
    </section>
  );
}
