import { useState } from 'react';
import {
  CAPACITY_STATUSES,
  RESERVATION_STATUS_LABELS,
  adviceHeadings,
  statusTransition,
  type AllergenAdvice,
  type AllergenKey,
  type ServiceBooking,
  type ServiceData,
  type ServiceTable,
} from '@ticino/shared';
import { ApiError } from '../../../../lib/api-client';
import { alertDialog } from '../../../../ui/dialogs';
import { Modal } from '../../../../ui/Modal';
import { changeReservationStatus, moveReservationTables } from '../api/reservations-api';
import { freeTablesFor } from './service-plan';
import { allergiesLabel } from '../AllergyMark';
import { GUEST_LANGUAGE_NAMES } from '../ReservationRow';
import { askAbsent, askToShareTable } from '../staff-questions';

/** A change's outcome: what to announce, or null when nothing changed (staff went back, or it was refused). */
type Outcome = string | null;

/** A refusal said in a dialog; a lost session already leads to the login. */
async function refused(error: unknown): Promise<null> {
  if (!(error instanceof ApiError)) throw error;
  if (error.status !== 401)
    await alertDialog({ title: 'Erreur lors de la mise à jour', text: error.message, tone: 'error' });
  return null;
}

/** « sans table », « table 4 », « tables 4 + 5 ». */
const tablesWords = (tables: readonly Pick<ServiceTable, 'label'>[]) =>
  tables.length === 0
    ? 'sans table'
    : `${tables.length === 1 ? 'table' : 'tables'} ${tables.map(({ label }) => label).join(' + ')}`;

/**
 * Moves a booking to `tables` (none: « sans table ») from the version the view shows; onto a table another booking
 * holds during the turn only once staff confirm sharing it.
 */
export async function moveBooking(booking: ServiceBooking, tables: readonly ServiceTable[]): Promise<Outcome> {
  const ids = tables.map(({ id }) => id);
  const done = `${booking.name} : ${tablesWords(tables)}.`;
  try {
    await moveReservationTables(booking, ids);
    return done;
  } catch (error) {
    if (!(error instanceof ApiError) || error.refusal.code !== 'reservationTables.tableTaken') return refused(error);
    if (!(await askToShareTable(error.message))) return null;
    try {
      await moveReservationTables(booking, ids, true);
      return done;
    } catch (again) {
      return refused(again);
    }
  }
}

/** « Arrivé » at once; « Absent » once staff confirm it. */
async function markStatus(booking: ServiceBooking, status: 'honoured' | 'no_show'): Promise<Outcome> {
  if (status === 'no_show' && !(await askAbsent(booking.name))) return null;
  try {
    await changeReservationStatus(booking.reference, status);
    return `${booking.name} : ${RESERVATION_STATUS_LABELS[status].toLowerCase()}.`;
  } catch (error) {
    return refused(error);
  }
}

/** A list of dishes by title, or « — » when it holds none. */
function Titles({ titles }: { titles: readonly string[] }) {
  if (titles.length > 0) return <p className="service-advice__titles">{titles.join(', ')}</p>;
  return (
    <p className="service-advice__titles">
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">aucun</span>
    </p>
  );
}

/**
 * The kitchen's lists for one allergen of the booking (docs/product.md#allergies), as the « Fiche allergies » prints
 * them: what to avoid, what to avoid unless the guest agrees, what is declared without it, what nobody confirmed.
 */
function AllergenAdviceSection({ allergen, advice }: { allergen: AllergenKey; advice: AllergenAdvice | undefined }) {
  const headings = adviceHeadings(allergen);
  const headingId = `service-advice-${allergen}`;
  return (
    <section className="service-advice__allergen" aria-labelledby={headingId}>
      <h3 id={headingId}>{headings.name}</h3>
      <h4>{headings.contains}</h4>
      <Titles titles={advice?.contains ?? []} />
      <h4>{headings.traces}</h4>
      <Titles titles={advice?.traces ?? []} />
      <h4>{headings.without}</h4>
      {advice && advice.without.length > 0 ? (
        <ul className="service-advice__groups">
          {advice.without.map(({ group, titles }) => (
            <li key={group}>
              <strong>{group} :</strong> {titles.join(', ')}
            </li>
          ))}
        </ul>
      ) : (
        <Titles titles={[]} />
      )}
      <h4>{headings.toCheck}</h4>
      <Titles titles={advice?.toCheck ?? []} />
    </section>
  );
}

interface ServiceBookingDialogProps {
  booking: ServiceBooking;
  view: ServiceData;
  onClose: () => void;
  onChange: (work: () => Promise<Outcome>) => Promise<void>;
}

/**
 * A booking's actions at the pass: « Arrivé », « Absent », and « Déplacer » to a free table in one tap; below them,
 * for each allergy the guest declared, the kitchen's lists of the day's offer.
 */
export function ServiceBookingDialog({ booking, view, onClose, onChange }: ServiceBookingDialogProps) {
  const [moving, setMoving] = useState(false);
  const free = freeTablesFor(booking, view);
  const current = view.tables.filter(({ id }) => booking.tables.includes(id));
  const may = (status: 'honoured' | 'no_show') => statusTransition(booking.status, status) === 'allowed';
  const holdsTables = CAPACITY_STATUSES.includes(booking.status);

  return (
    <Modal open title={`${booking.name} · ${booking.time} · ${booking.partySize} pers.`} onClose={onClose}>
      <p>
        {RESERVATION_STATUS_LABELS[booking.status]} · lit {GUEST_LANGUAGE_NAMES[booking.language]} ·{' '}
        {tablesWords(current)} · réf. {booking.reference}
      </p>
      {booking.allergens.length > 0 && (
        <p className="service-allergies">
          <span aria-hidden="true">⚠ </span>
          <strong>{allergiesLabel(booking.allergens)}</strong>
        </p>
      )}
      <div className="service-actions">
        {may('honoured') && (
          <button
            type="button"
            className="button button--primary"
            onClick={() => void onChange(() => markStatus(booking, 'honoured'))}
          >
            Arrivé
          </button>
        )}
        {may('no_show') && (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void onChange(() => markStatus(booking, 'no_show'))}
          >
            Absent
          </button>
        )}
        {holdsTables && (
          <button
            type="button"
            className="button button--secondary"
            aria-expanded={moving}
            aria-controls={moving ? 'service-move-list' : undefined}
            onClick={() => setMoving(!moving)}
          >
            Déplacer
          </button>
        )}
      </div>
      {moving && (
        <ul id="service-move-list" className="service-move" aria-label={`Tables libres pour ${booking.name}`}>
          {free.map((table) => (
            <li key={table.id}>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => void onChange(() => moveBooking(booking, [table]))}
              >
                Table {table.label} · {table.seats} pl. · {table.area}
              </button>
            </li>
          ))}
          {current.length > 0 && (
            <li>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => void onChange(() => moveBooking(booking, []))}
              >
                Sans table
              </button>
            </li>
          )}
          {free.length === 0 && current.length === 0 && <li>Aucune table libre pendant ce service.</li>}
        </ul>
      )}
      {booking.allergens.length > 0 && (
        <div className="service-advice">
          {booking.allergens.map((allergen) => (
            <AllergenAdviceSection
              key={allergen}
              allergen={allergen}
              advice={view.allergyAdvice.find((advice) => advice.allergen === allergen)}
            />
          ))}
        </div>
      )}
    </Modal>
  );
}
