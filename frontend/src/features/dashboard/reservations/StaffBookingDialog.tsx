import { useId, useState, type FormEvent } from 'react';
import { RESERVATION_LIMITS, type StaffDayEvening } from '@ticino/shared';
import { ApiError } from '../../../lib/api-client';
import { alertDialog, confirmDialog } from '../../../ui/dialogs';
import { FormField } from '../../../ui/FormField';
import { Modal } from '../../../ui/Modal';
import { createStaffBooking, type StaffBooking } from './api/reservations-api';
import { useAllergyDraft } from './hooks/useAllergyDraft';
import { AllergyFields, CONSENT_LABELS } from './AllergyFields';
import { EveningBookingNote } from './DayEvenings';
import { FormDialogActions } from './FormDialogActions';
import { askBeyondCapacity, isBeyondCapacity } from './staff-questions';

/** The form's fields but the allergies, which have their own group. */
type BookingDraft = Omit<StaffBooking, 'allergies'>;
type FieldErrors = Partial<Record<keyof BookingDraft | 'allergens' | 'allergyConsent', string>>;

interface StaffBookingDialogProps {
  /** The day the tab shows: the booking's date to begin with. */
  date: string;
  /** That day's evenings, which take the bookings of their service. */
  evenings: readonly StaffDayEvening[];
  onClose: () => void;
  onBooked: (booking: StaffBooking) => Promise<void>;
}

function emptyBooking(date: string): BookingDraft {
  return { source: 'phone', date, time: '19:00', partySize: 2, name: '', phone: '', email: '', notes: '' };
}

interface BookingFieldsProps {
  booking: BookingDraft;
  evenings: readonly StaffDayEvening[];
  errors: FieldErrors;
  set: <Field extends keyof BookingDraft>(field: Field, value: BookingDraft[Field]) => void;
}

function BookingFields({ booking, evenings, errors, set }: BookingFieldsProps) {
  return (
    <>
      <fieldset className="admin-resa-form__source">
        <legend>Origine</legend>
        {(
          [
            ['phone', 'Téléphone'],
            ['walk_in', 'Sans réservation (client sur place)'],
          ] as const
        ).map(([source, label]) => (
          <label key={source}>
            <input
              type="radio"
              name="source"
              checked={booking.source === source}
              onChange={() => set('source', source)}
            />
            {label}
          </label>
        ))}
      </fieldset>
      <div className="admin-resa-form__row">
        <FormField label="Date" error={errors.date}>
          {(control) => (
            <input {...control} type="date" value={booking.date} onChange={(e) => set('date', e.target.value)} />
          )}
        </FormField>
        <FormField label="Heure" error={errors.time}>
          {(control) => (
            <input
              {...control}
              type="time"
              step={300}
              value={booking.time}
              onChange={(e) => set('time', e.target.value)}
            />
          )}
        </FormField>
        <FormField label="Personnes" error={errors.partySize}>
          {(control) => (
            <input
              {...control}
              type="number"
              min={1}
              max={RESERVATION_LIMITS.staffMaxParty}
              value={booking.partySize}
              onChange={(e) => set('partySize', Number(e.target.value))}
            />
          )}
        </FormField>
      </div>
      <EveningBookingNote evenings={evenings} />
      <FormField label="Nom" error={errors.name}>
        {(control) => (
          <input
            {...control}
            autoComplete="off"
            maxLength={RESERVATION_LIMITS.nameMaxLength}
            value={booking.name}
            onChange={(e) => set('name', e.target.value)}
          />
        )}
      </FormField>
      <div className="admin-resa-form__row">
        <FormField label="Téléphone (facultatif)" error={errors.phone}>
          {(control) => (
            <input {...control} type="tel" value={booking.phone} onChange={(e) => set('phone', e.target.value)} />
          )}
        </FormField>
        <FormField label="E-mail (facultatif)" error={errors.email}>
          {(control) => (
            <input {...control} type="email" value={booking.email} onChange={(e) => set('email', e.target.value)} />
          )}
        </FormField>
      </div>
      <FormField label="Remarques : allergies, occasion (facultatif)" error={errors.notes}>
        {(control) => (
          <textarea
            {...control}
            rows={3}
            maxLength={RESERVATION_LIMITS.notesMaxLength}
            value={booking.notes}
            onChange={(e) => set('notes', e.target.value)}
          />
        )}
      </FormField>
    </>
  );
}

/**
 * A phone booking or a walk-in entered by staff (docs/product.md#reservations-tab). The server checks capacity; when
 * it answers « complet », staff may book anyway, and the override is kept in the booking's history.
 */
export function StaffBookingDialog({ date, evenings, onClose, onBooked }: StaffBookingDialogProps) {
  const formId = useId();
  const [booking, setBooking] = useState<BookingDraft>(() => emptyBooking(date));
  const { allergies, setAllergies, consentRef, refusedWithoutConsent } = useAllergyDraft();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const set = <Field extends keyof BookingDraft>(field: Field, value: BookingDraft[Field]) =>
    setBooking((current) => ({ ...current, [field]: value }));

  const send = async (options: { overCapacity: boolean; withoutTable: boolean }): Promise<boolean> => {
    try {
      await createStaffBooking(
        { ...booking, allergies },
        {
          overCapacity: options.overCapacity,
          ...(options.withoutTable ? { tables: [] } : {}),
        },
      );
      return true;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.status === 409 && error.refusal.code === 'reservationTables.noTableFree' && !options.withoutTable) {
        const anyway = await confirmDialog({
          title: 'Aucune table libre',
          text: `${error.message} Réserver sans table ? Vous la placerez plus tard.`,
          confirmLabel: 'Réserver sans table',
          cancelLabel: 'Retour',
        });
        return anyway ? send({ ...options, withoutTable: true }) : false;
      }
      if (isBeyondCapacity(error) && !options.overCapacity) {
        const anyway = await askBeyondCapacity(error.message, 'Réserver');
        return anyway ? send({ ...options, overCapacity: true }) : false;
      }
      if (error.status === 400) setErrors(error.fieldErrors);
      else if (error.status !== 401) await alertDialog({ title: error.message, tone: 'error' });
      return false;
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    // Health data is kept only with the guest's consent: without it, nothing is sent.
    if (refusedWithoutConsent((message) => setErrors({ allergyConsent: message }))) return;
    setBusy(true);
    setErrors({});
    try {
      if (await send({ overCapacity: false, withoutTable: false })) await onBooked({ ...booking, allergies });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title="Nouvelle réservation"
      onClose={onClose}
      busy={busy}
      footer={<FormDialogActions formId={formId} onCancel={onClose} busy={busy} />}
    >
      <form id={formId} className="admin-resa-form" noValidate onSubmit={(event) => void submit(event)}>
        <BookingFields booking={booking} evenings={booking.date === date ? evenings : []} errors={errors} set={set} />
        <AllergyFields
          allergies={allergies}
          consentLabel={booking.source === 'walk_in' ? CONSENT_LABELS.onSite : CONSENT_LABELS.phone}
          errors={errors}
          consentRef={consentRef}
          onChange={setAllergies}
        />
      </form>
    </Modal>
  );
}
