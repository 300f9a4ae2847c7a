import { useId, useState, type FormEvent } from 'react';
import { CAPACITY_STATUSES, type ReservationView, type ServiceTable } from '@ticino/shared';
import { ApiError } from '../../../lib/api-client';
import { alertDialog } from '../../../ui/dialogs';
import { Modal } from '../../../ui/Modal';
import { moveReservationTables } from './api/reservations-api';
import { FormDialogActions } from './FormDialogActions';
import { askToShareTable } from './staff-questions';

interface ReservationTablesDialogProps {
  reservation: ReservationView;
  /** The room's tables, by label. */
  tables: readonly ServiceTable[];
  /** The day's bookings: a table another one has is said so beside it. */
  reservations: readonly ReservationView[];
  onClose: () => void;
  onChanged: () => Promise<void>;
}

/** « aussi : Rossi 19:00 » — who else has this table today, which the server weighs against the turn times. */
function alsoAt(table: ServiceTable, reservation: ReservationView, reservations: readonly ReservationView[]): string {
  const others = reservations.filter(
    (other) =>
      other.reference !== reservation.reference &&
      CAPACITY_STATUSES.includes(other.status) &&
      other.tables.some(({ id }) => id === table.id),
  );
  return others.length ? ` (aussi : ${others.map(({ name, time }) => `${name} ${time}`).join(', ')})` : '';
}

/**
 * « Tables » of a booking (docs/product.md#tables): the tables it gets, none for « sans table ». The server refuses a
 * table another booking holds during the turn, unless staff confirm sharing it; and a booking changed meanwhile.
 */
export function ReservationTablesDialog({
  reservation,
  tables,
  reservations,
  onClose,
  onChanged,
}: ReservationTablesDialogProps) {
  const formId = useId();
  const [chosen, setChosen] = useState(() => new Set(reservation.tables.map(({ id }) => id)));
  const [busy, setBusy] = useState(false);
  const areas = [...new Set(tables.map(({ area }) => area))];

  const send = async (shareTables: boolean): Promise<boolean> => {
    try {
      await moveReservationTables(reservation, [...chosen], shareTables);
      return true;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.refusal.code === 'reservationTables.tableTaken' && !shareTables) {
        return (await askToShareTable(error.message)) ? send(true) : false;
      }
      // A refused list says why by its field (more tables than one booking takes).
      const why = error.fieldErrors.tables ?? error.message;
      if (error.status !== 401) await alertDialog({ title: why, tone: 'error' });
      // A booking changed meanwhile is read again, so the next try starts from what it now is.
      if (error.refusal.code === 'reservationTables.stale') await onChanged();
      return false;
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      if (await send(false)) await onChanged();
    } finally {
      setBusy(false);
    }
  };

  const toggle = (id: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <Modal
      open
      title={`Tables : ${reservation.name}`}
      onClose={onClose}
      busy={busy}
      footer={<FormDialogActions formId={formId} onCancel={onClose} busy={busy} />}
    >
      <form id={formId} className="admin-resa-form" noValidate onSubmit={(event) => void submit(event)}>
        <p>
          {reservation.time}, {reservation.partySize} pers. (réf. {reservation.reference}). Aucune case cochée : sans
          table.
        </p>
        {areas.map((area) => (
          <fieldset key={area} className="admin-resa-form__tables">
            <legend>{area}</legend>
            {tables
              .filter((table) => table.area === area)
              .map((table) => (
                <label key={table.id}>
                  <input type="checkbox" checked={chosen.has(table.id)} onChange={() => toggle(table.id)} />
                  Table {table.label} · {table.seats} {table.seats === 1 ? 'place' : 'places'}
                  {alsoAt(table, reservation, reservations)}
                </label>
              ))}
          </fieldset>
        ))}
      </form>
    </Modal>
  );
}
