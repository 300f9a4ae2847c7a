import { useRef, useState, type CSSProperties, type PointerEvent } from 'react';
import {
  RESERVATION_STATUS_LABELS,
  clockOf,
  genevaDay,
  minutesOf,
  serviceAt,
  type ServiceBooking,
  type ServiceData,
  type ServiceName,
  type ServiceTable,
} from '@ticino/shared';
import { ApiError } from '../../../../lib/api-client';
import { RetryNotice } from '../../../../ui/RetryNotice';
import { Spinner } from '../../../../ui/Spinner';
import { downloadKitchenSheet } from '../api/reservations-api';
import { useServiceDay } from '../hooks/useReservations';
import { genevaTime } from './service-plan';
import { dayText } from '../day-text';
import { AllergyMark, allergiesLabel } from '../AllergyMark';
import { GUEST_LANGUAGE_NAMES } from '../ReservationRow';
import { ServiceBookingDialog, moveBooking } from './ServiceBookingDialog';
import { WaitingList } from './WaitingList';
import { WalkInDialog } from './WalkInDialog';
import './service.css';

const SERVICE_LABELS: Record<ServiceName, string> = { lunch: 'Midi', dinner: 'Soir' };

/** « 19:00–21:00 », a booking's turn. */
const turnText = ({ time, turnMinutes }: ServiceBooking) => `${time}–${clockOf(minutesOf(time) + turnMinutes)}`;

/**
 * Where a block starts and how many columns its turn covers, read from the service's own columns (a walk-in's time
 * off the slot grid has one): from its time's column to the first column at or after its end, the last one at most.
 */
function placement(booking: ServiceBooking, view: ServiceData): CSSProperties {
  const start = Math.max(0, view.slots.indexOf(booking.time));
  const end = minutesOf(booking.time) + booking.turnMinutes;
  const after = view.slots.findIndex((slot) => minutesOf(slot) >= end);
  const span = Math.max(1, (after === -1 ? view.slots.length : after) - start);
  return { gridColumn: `${start + 2} / span ${span}` };
}

/** The id of a block's button: the focus returns to it once a change redraws the plan. */
const blockId = (reference: string) => `service-block-${reference}`;

interface BlockProps {
  booking: ServiceBooking;
  view: ServiceData;
  onOpen: (booking: ServiceBooking) => void;
  onDrop: (booking: ServiceBooking, table: ServiceTable) => void;
}

/**
 * A booking over its turn: a tap opens its actions; dragged by its handle onto another table's row, it moves there
 * (« Déplacer » in its actions does the same by one tap or the keyboard).
 */
function BookingBlock({ booking, view, onOpen, onDrop }: BlockProps) {
  const drag = useRef<{ x: number; y: number } | null>(null);
  const block = useRef<HTMLLIElement>(null);
  const [offset, setOffset] = useState<{ x: number; y: number } | null>(null);

  const start = (event: PointerEvent<HTMLSpanElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY };
  };
  const move = (event: PointerEvent<HTMLSpanElement>) => {
    if (drag.current) setOffset({ x: event.clientX - drag.current.x, y: event.clientY - drag.current.y });
  };
  const end = (event: PointerEvent<HTMLSpanElement>) => {
    drag.current = null;
    setOffset(null);
    // The row under the finger, the dragged block itself (still on its own row) aside.
    const target = document
      .elementsFromPoint(event.clientX, event.clientY)
      .filter((element) => !block.current?.contains(element))
      .map((element) => element.closest<HTMLElement>('[data-table-id]'))
      .find(Boolean);
    const table = view.tables.find(({ id }) => id === target?.dataset.tableId);
    if (table && !booking.tables.includes(table.id)) onDrop(booking, table);
  };

  const label = [
    turnText(booking),
    booking.name,
    `${booking.partySize} pers.`,
    RESERVATION_STATUS_LABELS[booking.status],
    `lit ${GUEST_LANGUAGE_NAMES[booking.language]}`,
  ].join(' · ');
  // The allergies close the block's name in words; the mark beside them is drawn for the eye alone.
  const allergic = booking.allergens.length > 0;
  return (
    <li
      ref={block}
      className={`service-block service-block--${booking.status}${offset ? ' service-block--dragged' : ''}`}
      style={{
        ...placement(booking, view),
        ...(offset ? { transform: `translate(${offset.x}px, ${offset.y}px)` } : {}),
      }}
    >
      <span
        className="service-block__handle"
        aria-hidden="true"
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={() => {
          drag.current = null;
          setOffset(null);
        }}
      >
        ⠿
      </span>
      <button
        id={blockId(booking.reference)}
        type="button"
        className="service-block__open"
        aria-haspopup="dialog"
        onClick={() => onOpen(booking)}
      >
        <span className="visually-hidden">{allergic ? `${label} · ${allergiesLabel(booking.allergens)}` : label}</span>
        <span aria-hidden="true">
          <strong>{booking.name || 'Sans nom'}</strong> · {booking.partySize}
        </span>
        <AllergyMark allergens={booking.allergens} className="service-block__allergies" decorative />
        <span className="service-block__meta" aria-hidden="true">
          {booking.time} · {RESERVATION_STATUS_LABELS[booking.status]} · {booking.language.toUpperCase()}
        </span>
      </button>
    </li>
  );
}

interface RowProps {
  title: string;
  table: ServiceTable | null;
  bookings: ServiceBooking[];
  view: ServiceData;
  onOpen: (booking: ServiceBooking) => void;
  onDrop: (booking: ServiceBooking, table: ServiceTable) => void;
}

function TableRow({ title, table, bookings, view, onOpen, onDrop }: RowProps) {
  return (
    <div
      className="service-row"
      role="group"
      aria-label={title}
      data-table-id={table?.id}
      style={{ gridTemplateColumns: `var(--service-label) repeat(${view.slots.length}, var(--service-slot))` }}
    >
      <h3 className="service-row__title">{title}</h3>
      {bookings.length === 0 ? (
        <p className="visually-hidden">Libre</p>
      ) : (
        <ul className="service-row__bookings" aria-label={`Réservations : ${title}`}>
          {bookings.map((booking) => (
            <BookingBlock key={booking.reference} booking={booking} view={view} onOpen={onOpen} onDrop={onDrop} />
          ))}
        </ul>
      )}
    </div>
  );
}

function ServiceGrid({ view, onOpen, onDrop }: Pick<RowProps, 'view' | 'onOpen' | 'onDrop'>) {
  const unseated = view.bookings.filter(({ tables }) => tables.length === 0);
  return (
    <div className="service-grid" role="group" aria-label="Plan du service">
      <div
        className="service-row service-row--times"
        aria-hidden="true"
        style={{ gridTemplateColumns: `var(--service-label) repeat(${view.slots.length}, var(--service-slot))` }}
      >
        <span />
        {view.slots.map((time) => (
          <span key={time} className="service-row__time">
            {time}
          </span>
        ))}
      </div>
      {view.tables.map((table) => (
        <TableRow
          key={table.id}
          title={`Table ${table.label} · ${table.seats} pl. · ${table.area}`}
          table={table}
          bookings={view.bookings.filter(({ tables }) => tables.includes(table.id))}
          view={view}
          onOpen={onOpen}
          onDrop={onDrop}
        />
      ))}
      {unseated.length > 0 && (
        <TableRow title="Sans table" table={null} bookings={unseated} view={view} onOpen={onOpen} onDrop={onDrop} />
      )}
    </div>
  );
}

/** Why « Fiche allergies » gave nothing; a lost session already leads to the login. */
const KITCHEN_SHEET_FAILED = 'La fiche allergies n’a pas pu être téléchargée : vérifiez la connexion, puis réessayez.';

interface KitchenSheetButtonProps {
  date: string;
  service: ServiceName;
  /** What to say once it is saved, or why it failed (null when nothing needs saying). */
  onDone: (outcome: { saved: true } | { saved: false; error: string | null }) => void;
}

/** « Fiche allergies »: the service's PDF for the kitchen, read with the staff session and saved. */
function KitchenSheetButton({ date, service, onDone }: KitchenSheetButtonProps) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await downloadKitchenSheet(date, service);
      onDone({ saved: true });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      onDone({ saved: false, error: error.status === 401 ? null : KITCHEN_SHEET_FAILED });
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="button button--secondary" aria-disabled={busy} onClick={() => void download()}>
      {busy ? 'Préparation de la fiche…' : 'Fiche allergies'}
    </button>
  );
}

/**
 * « Service » (docs/product.md#service-view): a day's lunch or dinner at the pass, made for an 820 × 1180 tablet and
 * usable on a phone; read again every 4 s, so another tablet's change shows within 5 s.
 */
export function ServiceTab() {
  const [date, setDate] = useState(() => genevaDay(new Date()));
  const [service, setService] = useState<ServiceName>(() => serviceAt(genevaTime(new Date())));
  const [open, setOpen] = useState<string | null>(null);
  const [walkIn, setWalkIn] = useState(false);
  const [status, setStatus] = useState('');
  const [sheetError, setSheetError] = useState<string | null>(null);
  const { view, failed, stale, reload } = useServiceDay(date, service);
  const opened = view?.bookings.find(({ reference }) => reference === open);
  const now = new Date();
  // Walk-ins sit down now: today's service under way only.
  const walkInsNow = date === genevaDay(now) && service === serviceAt(genevaTime(now));

  /**
   * A change, then the view read again, the focus back on the booking's block wherever it now stands; its outcome
   * said once, a failure replacing an earlier success.
   */
  const change = async (work: () => Promise<string | null>, reference?: string) => {
    setStatus('');
    const done = await work();
    if (done) setStatus(done);
    await reload();
    if (reference) document.getElementById(blockId(reference))?.focus();
  };

  return (
    <section className="service-tab" aria-label="Service">
      <div className="service-tab__toolbar">
        <label className="service-tab__field">
          Jour
          <input type="date" value={date} onChange={(event) => event.target.value && setDate(event.target.value)} />
        </label>
        <fieldset className="service-tab__services">
          <legend className="visually-hidden">Service</legend>
          {(['lunch', 'dinner'] as const).map((name) => (
            <label key={name}>
              <input type="radio" name="service" checked={service === name} onChange={() => setService(name)} />
              {SERVICE_LABELS[name]}
            </label>
          ))}
        </fieldset>
        <button
          type="button"
          className="button button--primary"
          aria-haspopup="dialog"
          disabled={!view || !walkInsNow}
          onClick={() => setWalkIn(true)}
        >
          Client sans réservation
        </button>
        <KitchenSheetButton
          date={date}
          service={service}
          onDone={(outcome) => {
            setSheetError(outcome.saved ? null : outcome.error);
            setStatus(outcome.saved ? 'Fiche allergies téléchargée.' : '');
          }}
        />
      </div>
      {sheetError && (
        <p className="admin-notice admin-notice--error" role="alert">
          {sheetError}
        </p>
      )}
      <h2 className="service-tab__title">
        {SERVICE_LABELS[service]} · {dayText(date)}
      </h2>
      {stale && view && (
        <p className="admin-notice admin-notice--error" role="alert">
          Plan non mis à jour : la connexion au serveur est perdue, il se remettra à jour dès qu’elle revient.
        </p>
      )}
      {failed ? (
        <RetryNotice
          className="admin-notice admin-notice--error"
          message="Erreur lors du chargement du service"
          onRetry={() => void reload()}
        />
      ) : !view ? (
        <div className="admin-notice">
          <Spinner label="Chargement du service…" visibleLabel />
        </div>
      ) : view.tables.length === 0 && view.bookings.length === 0 ? (
        <p className="admin-empty__title">Aucune table ni réservation pour ce service.</p>
      ) : (
        <ServiceGrid
          view={view}
          onOpen={(booking) => setOpen(booking.reference)}
          onDrop={(booking, table) => void change(() => moveBooking(booking, [table]), booking.reference)}
        />
      )}
      {view && <WaitingList waiting={view.waiting} onChange={(work) => void change(work)} />}
      <p className="visually-hidden" role="status">
        {status}
      </p>
      {opened && view && (
        <ServiceBookingDialog
          booking={opened}
          view={view}
          onClose={() => setOpen(null)}
          onChange={async (work) => {
            setOpen(null);
            await change(work, opened.reference);
          }}
        />
      )}
      {walkIn && view && (
        <WalkInDialog
          view={view}
          onClose={() => setWalkIn(false)}
          onSeated={async (done) => {
            setWalkIn(false);
            await change(() => Promise.resolve(done));
          }}
        />
      )}
    </section>
  );
}
