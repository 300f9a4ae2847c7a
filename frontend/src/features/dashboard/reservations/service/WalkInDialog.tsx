import { useId, useState, type FormEvent } from 'react';
import { RESERVATION_LIMITS, type ServiceData, type ServiceTable } from '@ticino/shared';
import { ApiError } from '../../../../lib/api-client';
import { alertDialog, confirmDialog } from '../../../../ui/dialogs';
import { FormField } from '../../../../ui/FormField';
import { Modal } from '../../../../ui/Modal';
import { createStaffBooking, type StaffBooking } from '../api/reservations-api';
import { useAllergyDraft } from '../hooks/useAllergyDraft';
import { genevaTime, tablesFreeFor } from './service-plan';
import { AllergyFields, CONSENT_LABELS } from '../AllergyFields';
import { FormDialogActions } from '../FormDialogActions';
import { askBeyondCapacity, isBeyondCapacity } from '../staff-questions';

interface WalkInDialogProps {
  view: ServiceData;
  onClose: () => void;
  /** Called once seated, with what to announce. */
  onSeated: (done: string) => Promise<void>;
}

/** The table choice that lets the house pick: the best free table when tables are assigned. */
const HOUSE_CHOICE = 'house';
const NO_TABLE = '';

interface TableChoiceProps {
  /** « La mieux adaptée » is offered while tables are assigned. */
  houseChooses: boolean;
  free: readonly ServiceTable[];
  selected: string;
  error: string | undefined;
  onChange: (choice: string) => void;
}

/** « Table »: the house's choice, a table free for the whole meal, or « Sans table ». */
function TableChoice({ houseChooses, free, selected, error, onChange }: TableChoiceProps) {
  return (
    <FormField label="Table" hint="Les tables libres pendant tout le repas de ce groupe." error={error}>
      {(control) => (
        <select {...control} value={selected} onChange={(event) => onChange(event.target.value)}>
          {houseChooses && <option value={HOUSE_CHOICE}>La mieux adaptée</option>}
          {free.map(({ id, label, seats, area }) => (
            <option key={id} value={id}>
              Table {label} · {seats} pl. · {area}
            </option>
          ))}
          <option value={NO_TABLE}>Sans table</option>
        </select>
      )}
    </FormField>
  );
}

/**
 * « Client sans réservation »: guests at the door, seated now — at the best free table when tables are assigned, or
 * at the one staff pick among those free for their whole stay, or « sans table » — with their allergies once they
 * agreed on the spot. Full covers or no free table are asked about once, as for any staff booking.
 */
export function WalkInDialog({ view, onClose, onSeated }: WalkInDialogProps) {
  const formId = useId();
  const [time] = useState(() => genevaTime(new Date()));
  const [partySize, setPartySize] = useState(2);
  const [name, setName] = useState('Client sur place');
  const [choice, setChoice] = useState<string>(view.assignTables ? HOUSE_CHOICE : NO_TABLE);
  const { allergies, setAllergies, consentRef, refusedWithoutConsent } = useAllergyDraft();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const free = tablesFreeFor(time, partySize >= 1 ? partySize : 1, view);
  // A table picked, then no longer free for a larger party, falls back to the default choice.
  const houseDefault = view.assignTables ? HOUSE_CHOICE : NO_TABLE;
  const selected =
    [HOUSE_CHOICE, NO_TABLE].includes(choice) || free.some(({ id }) => id === choice) ? choice : houseDefault;

  const book = async (confirmed: { overCapacity?: boolean; withoutTable?: boolean } = {}): Promise<string | null> => {
    const tables =
      confirmed.withoutTable || selected === NO_TABLE ? [] : selected === HOUSE_CHOICE ? undefined : [selected];
    try {
      const booking: StaffBooking = {
        source: 'walk_in',
        date: view.date,
        time,
        partySize,
        name,
        phone: '',
        email: '',
        notes: '',
        allergies,
      };
      await createStaffBooking(booking, { overCapacity: confirmed.overCapacity, tables });
      const label = tables?.length ? view.tables.find(({ id }) => id === selected)?.label : undefined;
      const seated = tables === undefined ? 'table choisie par la maison' : label ? `table ${label}` : 'sans table';
      return `${name} : ${partySize} pers., ${seated}.`;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const code = error.status === 409 ? error.refusal.code : null;
      if (isBeyondCapacity(error) && !confirmed.overCapacity) {
        const anyway = await askBeyondCapacity(error.message, 'Installer');
        return anyway ? book({ ...confirmed, overCapacity: true }) : null;
      }
      if (code === 'reservationTables.noTableFree' && !confirmed.withoutTable) {
        const anyway = await confirmDialog({
          title: 'Aucune table libre',
          text: `${error.message} Installer sans table ? Vous la placerez dans le plan.`,
          confirmLabel: 'Installer sans table',
          cancelLabel: 'Retour',
        });
        return anyway ? book({ ...confirmed, withoutTable: true }) : null;
      }
      if (error.status === 400) setErrors(error.fieldErrors);
      else if (error.status !== 401) await alertDialog({ title: error.message, tone: 'error' });
      return null;
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
      const done = await book();
      if (done) await onSeated(done);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title="Client sans réservation"
      onClose={onClose}
      busy={busy}
      footer={<FormDialogActions formId={formId} onCancel={onClose} busy={busy} />}
    >
      <form id={formId} className="admin-resa-form" noValidate onSubmit={(event) => void submit(event)}>
        <p>Arrivée à {time}.</p>
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
        <FormField label="Nom" error={errors.name}>
          {(control) => (
            <input
              {...control}
              autoComplete="off"
              maxLength={RESERVATION_LIMITS.nameMaxLength}
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
          )}
        </FormField>
        <TableChoice
          houseChooses={view.assignTables}
          free={free}
          selected={selected}
          error={errors.tables}
          onChange={setChoice}
        />
        <AllergyFields
          allergies={allergies}
          consentLabel={CONSENT_LABELS.onSite}
          errors={errors}
          consentRef={consentRef}
          onChange={setAllergies}
        />
      </form>
    </Modal>
  );
}
