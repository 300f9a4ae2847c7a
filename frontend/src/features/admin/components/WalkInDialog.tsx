import { useId, useState, type FormEvent } from 'react';
import { RESERVATION_LIMITS, type ServiceData } from '@ticino/shared';
import { ApiError } from '../../../lib/api-client';
import { alertDialog } from '../../../ui/dialogs';
import { FormField } from '../../../ui/FormField';
import { Modal } from '../../../ui/Modal';
import { createStaffBooking } from '../api/reservations-api';
import { genevaTime, tablesFreeAt } from '../service-plan';
import { FormDialogActions } from './FormDialogActions';

interface WalkInDialogProps {
  view: ServiceData;
  onClose: () => void;
  /** Called once seated, with what to announce. */
  onSeated: (done: string) => Promise<void>;
}

/** « Client sans réservation »: guests at the door, seated now at a free table (or « sans table »). */
export function WalkInDialog({ view, onClose, onSeated }: WalkInDialogProps) {
  const formId = useId();
  const [time] = useState(() => genevaTime(new Date()));
  const free = tablesFreeAt(time, view);
  const [partySize, setPartySize] = useState(2);
  const [name, setName] = useState('Client sur place');
  const [table, setTable] = useState(free[0]?.id ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setErrors({});
    try {
      await createStaffBooking(
        { source: 'walk_in', date: view.date, time, partySize, name, phone: '', email: '', notes: '' },
        { tables: table ? [table] : [] },
      );
      const label = view.tables.find(({ id }) => id === table)?.label;
      await onSeated(`${name} : ${partySize} pers., ${label ? `table ${label}` : 'sans table'}.`);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.status === 400) setErrors(error.fieldErrors);
      else if (error.status !== 401) await alertDialog({ title: error.message, tone: 'error' });
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
        <FormField label="Table" hint="Les tables libres maintenant." error={errors.tables}>
          {(control) => (
            <select {...control} value={table} onChange={(event) => setTable(event.target.value)}>
              {free.map(({ id, label, seats, area }) => (
                <option key={id} value={id}>
                  Table {label} · {seats} pl. · {area}
                </option>
              ))}
              <option value="">Sans table</option>
            </select>
          )}
        </FormField>
      </form>
    </Modal>
  );
}
