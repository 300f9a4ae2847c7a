import { useId, useState, type FormEvent } from 'react';
import { RESERVATION_LIMITS, messageOf, type AllergenKey, type ReservationView } from '@ticino/shared';
import { useMessages } from '../../../hooks/useMessages';
import { ApiError } from '../../../lib/api-client';
import { alertDialog, confirmDialog } from '../../../ui/dialogs';
import { FormField } from '../../../ui/FormField';
import { Modal } from '../../../ui/Modal';
import { changeReservationSchedule, type ScheduleChange, type StaffAllergies } from './api/reservations-api';
import { useAllergyDraft } from './hooks/useAllergyDraft';
import { useReservationTimes } from './hooks/useReservations';
import { AllergyFields, CONSENT_LABELS } from './AllergyFields';
import { allergiesLabel } from './AllergyMark';
import { FormDialogActions } from './FormDialogActions';
import { askBeyondCapacity, isBeyondCapacity } from './staff-questions';

type FieldErrors = Partial<
  Record<'time' | 'partySize' | 'message' | 'status' | 'allergens' | 'allergyConsent', string>
>;

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

const sameAllergens = (one: readonly AllergenKey[], other: readonly AllergenKey[]) =>
  one.length === other.length && one.every((key) => other.includes(key));

/** What staff set in the dialog. */
interface Draft {
  time: string;
  partySize: number;
  message: string;
  allergies: StaffAllergies;
}

/** Only what staff changed, and the message when they wrote one. */
function changeOf(reservation: ReservationView, { time, partySize, message, allergies }: Draft): ScheduleChange {
  return {
    ...(time !== reservation.time ? { time } : {}),
    ...(partySize !== reservation.partySize ? { partySize } : {}),
    ...(message.trim() ? { message: message.trim() } : {}),
    ...(sameAllergens(allergies.allergens, reservation.allergens) ? {} : { allergies }),
  };
}

/**
 * Sends the change; a full time, or no free table, is asked about once, then sent again as confirmed. False when it
 * was not made: staff went back, or the server refused it (a refused field's message given to `onFieldErrors`).
 */
async function sendChange(
  reference: string,
  change: ScheduleChange,
  onFieldErrors: (errors: FieldErrors) => void,
  confirmed: Confirmed = {},
): Promise<boolean> {
  try {
    await changeReservationSchedule(reference, change, confirmed);
    return true;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (isBeyondCapacity(error) && !confirmed.overCapacity) {
      const anyway = await askBeyondCapacity(error.message, 'Modifier');
      return anyway ? sendChange(reference, change, onFieldErrors, { ...confirmed, overCapacity: true }) : false;
    }
    if (error.status === 409 && error.refusal.code === 'reservationTables.noTableFree' && !confirmed.withoutTable) {
      const anyway = await confirmDialog({
        title: 'Aucune table libre',
        text: `${error.message} Modifier quand même ? La réservation n’aura plus de table.`,
        confirmLabel: 'Modifier sans table',
        cancelLabel: 'Retour',
      });
      return anyway ? sendChange(reference, change, onFieldErrors, { ...confirmed, withoutTable: true }) : false;
    }
    if (error.status === 400) onFieldErrors(error.fieldErrors);
    else if (error.status !== 401) await alertDialog({ title: error.message, tone: 'error' });
    return false;
  }
}

/**
 * « Modifier » a booking (docs/product.md#reservations-tab): a new time among the day's, for the party size chosen,
 * the guest's allergies (new ones with their consent, docs/product.md#allergies) and a message to the guest. When
 * the server answers « complet », staff may move it anyway, the override kept in the booking's history.
 */
export function EditReservationDialog({ reservation, onClose, onChanged }: EditReservationDialogProps) {
  const formId = useId();
  const [time, setTime] = useState(reservation.time);
  const [partySize, setPartySize] = useState(reservation.partySize);
  const [message, setMessage] = useState('');
  const { allergies, setAllergies, consentRef, refusedWithoutConsent } = useAllergyDraft(reservation.allergens);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const { word } = useMessages();
  const { slots, failed } = useReservationTimes(reservation.reference, partySize);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const change = changeOf(reservation, { time, partySize, message, allergies });
    if (change.time === undefined && change.partySize === undefined && change.allergies === undefined) {
      setErrors({ status: word(messageOf('reservation.nothingToChange')) });
      return;
    }
    // New allergies are kept only with the guest's consent; removing them needs none.
    if (change.allergies && refusedWithoutConsent((refusal) => setErrors({ allergyConsent: refusal }))) return;
    setBusy(true);
    setErrors({});
    try {
      if (await sendChange(reservation.reference, change, setErrors)) await onChanged();
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
          {reservation.allergens.length > 0 && <> · {allergiesLabel(reservation.allergens)}</>}
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
        <AllergyFields
          allergies={allergies}
          consentLabel={reservation.source === 'walk_in' ? CONSENT_LABELS.onSite : CONSENT_LABELS.phone}
          errors={errors}
          consentRef={consentRef}
          onChange={setAllergies}
        />
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
