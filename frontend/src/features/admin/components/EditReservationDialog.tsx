import { useId, useState, type FormEvent } from 'react';
import { RESERVATION_LIMITS, messageOf, type ReservationView } from '@ticino/shared';
import { useMessages } from '../../../hooks/useMessages';
import { ApiError } from '../../../lib/api-client';
import { alertDialog, confirmDialog } from '../../../ui/dialogs';
import { FormField } from '../../../ui/FormField';
import { Modal } from '../../../ui/Modal';
import { changeReservationSchedule, type ScheduleChange } from '../api/reservations-api';
import { useReservationTimes } from '../hooks/useReservations';
import { FormDialogActions } from './FormDialogActions';
import { askBeyondCapacity } from './staff-questions';

type FieldErrors = Partial<Record<'time' | 'partySize' | 'message' | 'status', string>>;

/** What staff confirmed after a refusal: going past the limits, leaving it without a table. */
type Confirmed = { overCapacity?: boolean; withoutTable?: boolean };

interface EditReservationDialogProps {
  reservation: ReservationView;
  onClose: () => void;
  onChanged: () => Promise<void>;
}

/** The times of the day for the party, the booking's own first if the day no longer offers it; full ones said so. */
function TimeOptions({ current, slots }: { current: string; slots: { time: string; available: boolean }[] }) {
  const times = slots.some(({ time }) => time === current) ? slots : [{ time: current, available: true }, ...slots];
  return (
    <>
      {times.map(({ time, available }) => (
        <option key={time} value={time}>
          {available ? time : `${time} (complet)`}
        </option>
      ))}
    </>
  );
}

/** Only what staff changed, and the message when they wrote one. */
function changeOf(reservation: ReservationView, time: string, partySize: number, message: string): ScheduleChange {
  return {
    ...(time !== reservation.time ? { time } : {}),
    ...(partySize !== reservation.partySize ? { partySize } : {}),
    ...(message.trim() ? { message: message.trim() } : {}),
  };
}

/**
 * « Modifier » a booking (docs/product.md#reservations-tab): a new time among the day's, for the party size chosen,
 * and a message to the guest. When the server answers « complet », staff may move it anyway, the override kept in
 * the booking's history.
 */
export function EditReservationDialog({ reservation, onClose, onChanged }: EditReservationDialogProps) {
  const formId = useId();
  const [time, setTime] = useState(reservation.time);
  const [partySize, setPartySize] = useState(reservation.partySize);
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const { word } = useMessages();
  const { slots, failed } = useReservationTimes(reservation.reference, partySize);

  /** Sends the change; a full time, or no free table, is asked about once, then sent again as confirmed. */
  const send = async (change: ScheduleChange, confirmed: Confirmed = {}): Promise<boolean> => {
    try {
      await changeReservationSchedule(reservation.reference, change, confirmed);
      return true;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.status === 409 && error.refusal.code === 'reservation.full' && !confirmed.overCapacity) {
        const anyway = await askBeyondCapacity(error.message, 'Modifier');
        return anyway ? send(change, { ...confirmed, overCapacity: true }) : false;
      }
      if (error.status === 409 && error.refusal.code === 'reservationTables.noTableFree' && !confirmed.withoutTable) {
        const anyway = await confirmDialog({
          title: 'Aucune table libre',
          text: `${error.message} Modifier quand même ? La réservation n’aura plus de table.`,
          confirmLabel: 'Modifier sans table',
          cancelLabel: 'Retour',
        });
        return anyway ? send(change, { ...confirmed, withoutTable: true }) : false;
      }
      if (error.status === 400) setErrors(error.fieldErrors);
      else if (error.status !== 401) await alertDialog({ title: error.message, tone: 'error' });
      return false;
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const change = changeOf(reservation, time, partySize, message);
    if (change.time === undefined && change.partySize === undefined) {
      setErrors({ status: word(messageOf('reservation.nothingToChange')) });
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      if (await send(change)) await onChanged();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={`Modifier : ${reservation.name}`}
      onClose={onClose}
      busy={busy}
      footer={<FormDialogActions formId={formId} onCancel={onClose} busy={busy} />}
    >
      <form id={formId} className="admin-resa-form" noValidate onSubmit={(event) => void submit(event)}>
        <p>
          Actuellement : {reservation.time}, {reservation.partySize} pers. (réf. {reservation.reference})
        </p>
        <div className="admin-resa-form__row">
          <FormField label="Personnes" error={errors.partySize}>
            {(control) => (
              <input
                {...control}
                type="number"
                min={1}
                max={RESERVATION_LIMITS.staffMaxParty}
                value={partySize}
                onChange={(event) => setPartySize(Number(event.target.value))}
              />
            )}
          </FormField>
          <FormField
            label="Heure"
            error={errors.time}
            hint={
              failed
                ? 'Horaires indisponibles : l’heure actuelle reste proposée.'
                : !slots
                  ? 'Chargement des horaires…'
                  : 'Les horaires marqués « complet » demandent une confirmation.'
            }
          >
            {(control) => (
              <select {...control} value={time} onChange={(event) => setTime(event.target.value)}>
                <TimeOptions current={reservation.time} slots={slots ?? []} />
              </select>
            )}
          </FormField>
        </div>
        {reservation.email && (
          <FormField label="Message au client (facultatif)" error={errors.message} hint="Envoyé par e-mail au client.">
            {(control) => (
              <textarea
                {...control}
                rows={3}
                maxLength={RESERVATION_LIMITS.staffMessageMaxLength}
                value={message}
                onChange={(event) => setMessage(event.target.value)}
              />
            )}
          </FormField>
        )}
        {errors.status && (
          <p className="field__error" role="alert">
            {errors.status}
          </p>
        )}
      </form>
    </Modal>
  );
}
