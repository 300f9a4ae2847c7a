import { useEffect, useRef, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import useSWR from 'swr';
import {
  TABLE_LABEL_MAX_LENGTH,
  TABLE_QR_PER_PAGE,
  TABLE_SEATS,
  checkTableAreas,
  checkTableLabel,
  checkTablePlace,
  checkTableMenuPath,
  staffText,
  wordStaffMessage,
  type TableListResponse,
  type UnseatedBooking,
  type TablePlace,
  type TableCheck,
  type TableQrPerPage,
  type TableView,
} from '@ticino/shared';
import { ApiError } from '../../../lib/api-client';
import { confirmDialog } from '../../../ui/dialogs';
import { FormField } from '../../../ui/FormField';
import { RetryNotice } from '../../../ui/RetryNotice';
import { Spinner } from '../../../ui/Spinner';
import { ADMIN_KEYS } from '../shared/admin-reads';
import {
  createTable,
  deleteTable,
  downloadTableQrSheet,
  renameTable,
  saveAssignTables,
  saveTableAreas,
  saveTableMenuPath,
  saveTablePlace,
} from './api/tables-api';
import './tables.css';

/** What a write left to say: nothing (done), or the French message to show by the field. */
type WriteOutcome = string | null;

/** Runs a write; a refusal from the server becomes its French message. */
async function attempt(write: () => Promise<unknown>): Promise<WriteOutcome> {
  try {
    await write();
    return null;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return Object.values(error.fieldErrors)[0] ?? error.message;
  }
}

/** « 4 places · Salle · se joint à 6, 7 », and who may book it. */
function placeText(table: TableView): string {
  const joined = table.combinableWith.map(({ label }) => label).join(', ');
  return [
    `${table.seats} ${table.seats === 1 ? 'place' : 'places'}`,
    table.area,
    ...(joined ? [`se joint à ${joined}`] : []),
    table.onlineBookable ? 'réservable en ligne' : 'par le personnel seulement',
  ].join(' · ');
}

interface PlaceFormProps {
  table: TableView;
  tables: readonly TableView[];
  areas: readonly string[];
  onSave: (place: TablePlace) => Promise<WriteOutcome>;
  onClose: () => void;
}

/** Seats, area, the tables it joins and whether guests may book it online: the server checks them all again. */
function PlaceForm({ table, tables, areas, onSave, onClose }: PlaceFormProps) {
  const [seats, setSeats] = useState(String(table.seats));
  const [area, setArea] = useState(table.area);
  const [joined, setJoined] = useState(() => new Set(table.combinableWith.map(({ id }) => id)));
  const [onlineBookable, setOnlineBookable] = useState(table.onlineBookable);
  const [error, setError] = useState<string>();
  const others = tables.filter((other) => other.id !== table.id);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkTablePlace(
      { seats: seats.trim() === '' ? null : Number(seats), area, combinableWith: [...joined], onlineBookable },
      { current: null, areas, tableIds: others.map(({ id }) => id) },
    );
    if (!checked.ok) {
      setError(Object.values(checked.errors).map(wordStaffMessage).join(' '));
      return;
    }
    const problem = await onSave(checked.value);
    setError(problem ?? undefined);
    if (problem === null) onClose();
  };

  const toggle = (id: string) =>
    setJoined((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <form
      className="tables-row__form"
      aria-label={`Places et salle de la table ${table.label}`}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <FormField label="Places" hint={`De ${TABLE_SEATS.min} à ${TABLE_SEATS.max}.`} error={error}>
        {(control) => (
          <input
            {...control}
            className="tables-tab__control"
            type="number"
            inputMode="numeric"
            min={TABLE_SEATS.min}
            max={TABLE_SEATS.max}
            value={seats}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the form opens on demand, for this field
            autoFocus
            onChange={(event) => setSeats(event.target.value)}
          />
        )}
      </FormField>
      <FormField label="Salle">
        {(control) => (
          <select
            {...control}
            className="tables-tab__control"
            value={area}
            onChange={(event) => setArea(event.target.value)}
          >
            {areas.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {others.length > 0 && (
        <fieldset className="tables-tab__choice">
          <legend>Se joint à</legend>
          {others.map((other) => (
            <label key={other.id} className="tables-tab__option">
              <input type="checkbox" checked={joined.has(other.id)} onChange={() => toggle(other.id)} />
              Table {other.label}
            </label>
          ))}
        </fieldset>
      )}
      <label className="tables-tab__option">
        <input type="checkbox" checked={onlineBookable} onChange={(event) => setOnlineBookable(event.target.checked)} />
        Réservable en ligne
      </label>
      <div className="tables-row__actions">
        <button type="submit" className="button button--primary">
          Enregistrer
        </button>
        <button type="button" className="button button--secondary" onClick={onClose}>
          Annuler
        </button>
      </div>
    </form>
  );
}

interface TableRowProps {
  table: TableView;
  tables: readonly TableView[];
  areas: readonly string[];
  onRename: (table: TableView, label: string) => Promise<WriteOutcome>;
  onPlace: (table: TableView, place: TablePlace) => Promise<WriteOutcome>;
  onDelete: (table: TableView) => void;
}

function TableRow({ table, tables, areas, onRename, onPlace, onDelete }: TableRowProps) {
  const [editing, setEditing] = useState<'label' | 'place' | null>(null);
  const [label, setLabel] = useState(table.label);
  const [error, setError] = useState<string>();
  const renameButton = useRef<HTMLButtonElement>(null);
  const placeButton = useRef<HTMLButtonElement>(null);
  const lastEdited = useRef<'label' | 'place' | null>(null);

  useEffect(() => {
    // Back on the button that opened the form once it closes, so the keyboard stays where it was.
    if (lastEdited.current && !editing) {
      (lastEdited.current === 'label' ? renameButton : placeButton).current?.focus();
    }
    lastEdited.current = editing;
  }, [editing]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkTableLabel(label);
    const problem = checked.ok ? await onRename(table, checked.value) : wordStaffMessage(checked.message);
    setError(problem ?? undefined);
    if (problem === null) setEditing(null);
  };

  if (editing === 'place') {
    return (
      <li className="tables-row card">
        <PlaceForm
          table={table}
          tables={tables}
          areas={areas}
          onSave={(place) => onPlace(table, place)}
          onClose={() => setEditing(null)}
        />
      </li>
    );
  }

  return (
    <li className="tables-row card">
      {editing === 'label' ? (
        <form className="tables-row__form" onSubmit={(event) => void submit(event)} noValidate>
          <FormField label={`Nouveau nom de la table ${table.label}`} error={error}>
            {(control) => (
              <input
                {...control}
                className="tables-tab__control"
                value={label}
                maxLength={TABLE_LABEL_MAX_LENGTH}
                // eslint-disable-next-line jsx-a11y/no-autofocus -- the form opens on demand, for this field
                autoFocus
                onChange={(event) => setLabel(event.target.value)}
              />
            )}
          </FormField>
          <div className="tables-row__actions">
            <button type="submit" className="button button--primary">
              Enregistrer
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                setEditing(null);
                setLabel(table.label);
                setError(undefined);
              }}
            >
              Annuler
            </button>
          </div>
        </form>
      ) : (
        <>
          <div className="tables-row__text">
            <strong className="tables-row__label">Table {table.label}</strong>
            <span className="tables-row__place">{placeText(table)}</span>
            <span className="tables-row__code">Code : {table.code}</span>
            <span className="tables-row__scans">
              Scans aujourd&apos;hui : {table.scansToday} · sur 7 jours : {table.scansWeek}
            </span>
          </div>
          <div className="tables-row__actions">
            <button
              ref={renameButton}
              type="button"
              className="button button--secondary"
              aria-label={`Renommer la table ${table.label}`}
              onClick={() => setEditing('label')}
            >
              Renommer
            </button>
            <button
              ref={placeButton}
              type="button"
              className="button button--secondary"
              aria-label={`Places et salle de la table ${table.label}`}
              onClick={() => setEditing('place')}
            >
              Places et salle
            </button>
            <button
              type="button"
              className="button button--secondary"
              aria-label={`Supprimer la table ${table.label}`}
              onClick={() => onDelete(table)}
            >
              Supprimer
            </button>
          </div>
        </>
      )}
    </li>
  );
}

function AddTableForm({ onAdd }: { onAdd: (label: string) => Promise<WriteOutcome> }) {
  const [label, setLabel] = useState('');
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const checked = checkTableLabel(label);
    if (!checked.ok) {
      setError(wordStaffMessage(checked.message));
      return;
    }
    setSaving(true);
    const problem = await onAdd(checked.value);
    setSaving(false);
    setError(problem ?? undefined);
    if (problem === null) setLabel('');
  };

  return (
    <form
      className="tables-tab__form card"
      aria-label="Ajouter une table"
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <FormField label="Nom de la nouvelle table" hint="Par exemple « 7 » ou « Terrasse 3 »." error={error}>
        {(control) => (
          <input
            {...control}
            className="tables-tab__control"
            value={label}
            maxLength={TABLE_LABEL_MAX_LENGTH}
            onChange={(event) => setLabel(event.target.value)}
          />
        )}
      </FormField>
      <button type="submit" className="button button--primary tables-tab__submit" aria-disabled={saving}>
        {saving ? 'Ajout…' : 'Ajouter la table'}
      </button>
    </form>
  );
}

interface SettingFormProps<Value> {
  /** The form's name, and its one field's label, hint and button. */
  name: string;
  label: string;
  hint: string;
  submitLabel: string;
  /** The text the field starts with: what is saved. */
  saved: string;
  /** The field's text checked as the server will check it, before anything is sent. */
  check: (text: string) => TableCheck<Value>;
  onSave: (value: Value) => Promise<WriteOutcome>;
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
}

/** One setting of the tables in one field: the codes' page, the areas. */
function SettingForm<Value>({
  name,
  label,
  hint,
  submitLabel,
  saved,
  check,
  onSave,
  inputProps,
}: SettingFormProps<Value>) {
  const [text, setText] = useState(saved);
  const [error, setError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = check(text);
    const problem = checked.ok ? await onSave(checked.value) : wordStaffMessage(checked.message);
    setError(problem ?? undefined);
  };

  return (
    <form className="tables-tab__form card" aria-label={name} onSubmit={(event) => void submit(event)} noValidate>
      <FormField label={label} hint={hint} error={error}>
        {(control) => (
          <input
            {...control}
            {...inputProps}
            className="tables-tab__control"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        )}
      </FormField>
      <button type="submit" className="button button--primary tables-tab__submit">
        {submitLabel}
      </button>
    </form>
  );
}

const shortDate = new Intl.DateTimeFormat('fr-CH', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
/** « ven. 4 déc. », a booking's day read as a calendar day. */
const dayText = (date: string) => shortDate.format(new Date(`${date}T00:00:00Z`));

interface AssignTablesProps {
  assign: boolean;
  /** The bookings to come that turning it on left « sans table ». */
  unseated: readonly UnseatedBooking[];
  onSave: (assign: boolean) => Promise<WriteOutcome>;
}

/** « Attribuer les tables »: every booking gets its tables, and a time is offered online only while one is free. */
function AssignTablesSetting({ assign, unseated, onSave }: AssignTablesProps) {
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const change = async (next: boolean) => {
    if (busy) return;
    if (next) {
      const confirmed = await confirmDialog({
        title: 'Attribuer les tables ?',
        text:
          'Chaque réservation à venir reçoit ses tables, dans l’ordre des heures ; en ligne, une heure n’est proposée ' +
          'que si une table libre peut accueillir le groupe.',
        confirmLabel: 'Attribuer les tables',
      });
      if (!confirmed) return;
    }
    setBusy(true);
    setError((await onSave(next)) ?? undefined);
    setBusy(false);
  };

  return (
    <section className="tables-tab__form card" aria-labelledby="tables-assign-title">
      <h3 id="tables-assign-title">Attribution des tables</h3>
      <label className="tables-tab__option">
        <input
          type="checkbox"
          checked={assign}
          aria-describedby="tables-assign-hint"
          aria-disabled={busy}
          onChange={(event) => void change(event.target.checked)}
        />
        Attribuer les tables
      </label>
      <p id="tables-assign-hint" className="field__hint">
        Chaque réservation reçoit la table (ou les tables jointes) qui convient le mieux ; le personnel peut la déplacer
        ou la laisser « sans table ».
      </p>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      {unseated.length > 0 && (
        <>
          <h4 id="tables-unseated-title">Restées sans table</h4>
          <ul className="tables-tab__unseated" aria-labelledby="tables-unseated-title">
            {unseated.map((booking) => (
              <li key={booking.reference}>
                {dayText(booking.date)} à {booking.time} · {booking.name || 'Sans nom'} · {booking.partySize} pers.
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function QrSheetDownload({ onDownload }: { onDownload: (perPage: TableQrPerPage) => Promise<WriteOutcome> }) {
  const [perPage, setPerPage] = useState<TableQrPerPage>(4);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const download = async () => {
    if (busy) return;
    setBusy(true);
    setError((await onDownload(perPage)) ?? undefined);
    setBusy(false);
  };

  return (
    <section className="tables-tab__form card" aria-labelledby="tables-qr-title">
      <h3 id="tables-qr-title">Codes QR des tables</h3>
      <fieldset className="tables-tab__choice">
        <legend>Codes par page A4</legend>
        {TABLE_QR_PER_PAGE.map((count) => (
          <label key={count} className="tables-tab__option">
            <input
              type="radio"
              name="tables-qr-per-page"
              value={count}
              checked={perPage === count}
              onChange={() => setPerPage(count)}
            />
            {count === 1 ? '1 par page' : `${count} par page`}
          </label>
        ))}
      </fieldset>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      <button
        type="button"
        className="button button--primary tables-tab__submit"
        aria-disabled={busy}
        onClick={() => void download()}
      >
        {busy ? 'Préparation du PDF…' : 'Télécharger les codes QR (PDF)'}
      </button>
    </section>
  );
}

/**
 * « Tables » (docs/product.md#tables): the tables with their places and scans, adding, renaming, placing and deleting
 * one, the areas, the page their QR codes lead to, and the « Codes QR des tables » PDF to print.
 */
export function TablesTab() {
  const { data, error, isValidating, mutate } = useSWR<TableListResponse, unknown>(ADMIN_KEYS.tables);
  const [status, setStatus] = useState('');
  const [unseated, setUnseated] = useState<UnseatedBooking[]>([]);
  const list = data?.data;

  if (error && !list && !isValidating)
    return (
      <RetryNotice
        className="admin-notice admin-notice--error"
        message="Erreur lors du chargement des tables"
        onRetry={() => void mutate()}
      />
    );
  if (!list)
    return (
      <div className="admin-notice">
        <Spinner label="Chargement des tables…" visibleLabel />
      </div>
    );

  /** A write, its success announced; a refusal, shown by its form, clears an earlier success (never both at once). */
  const write = async (change: () => Promise<unknown>, done: string): Promise<WriteOutcome> => {
    const problem = await attempt(change);
    setStatus(problem === null ? done : '');
    if (problem === null) await mutate();
    return problem;
  };

  const remove = async (table: TableView) => {
    const confirmed = await confirmDialog({
      title: `Supprimer la table ${table.label} ?`,
      text: 'Son code QR mènera toujours à la carte, mais ne comptera plus rien. Ses chiffres de scans sont effacés.',
      confirmLabel: 'Supprimer',
      destructive: true,
    });
    if (!confirmed) return;
    const problem = await write(() => deleteTable(table.id), `La table ${table.label} est supprimée.`);
    if (problem) setStatus(problem);
  };

  return (
    <div className="tables-tab">
      <h2 className="tables-tab__title">Tables</h2>
      <p className="visually-hidden" role="status">
        {status}
      </p>
      {list.tables.length === 0 ? (
        <p>Aucune table pour l&apos;instant : ajoutez la première ci-dessous.</p>
      ) : (
        <ul className="tables-tab__list" aria-label="Tables de la salle">
          {list.tables.map((table) => (
            <TableRow
              key={table.id}
              table={table}
              tables={list.tables}
              areas={list.areas}
              onRename={(renamed, label) =>
                write(() => renameTable(renamed.id, label), `La table ${renamed.label} s'appelle maintenant ${label}.`)
              }
              onPlace={(placed, place) =>
                write(() => saveTablePlace(placed.id, place), `La table ${placed.label} est enregistrée.`)
              }
              onDelete={(deleted) => void remove(deleted)}
            />
          ))}
        </ul>
      )}
      <AssignTablesSetting
        assign={list.assignTables}
        unseated={unseated}
        onSave={async (assign) => {
          let left: UnseatedBooking[] = [];
          const done = async () => {
            left = (await saveAssignTables(assign)).unseated;
          };
          const problem = await write(done, '');
          if (problem === null) {
            setUnseated(left);
            setStatus(
              !assign
                ? staffText('tables.assignTablesOff')
                : left.length > 0
                  ? staffText('tables.assignTablesOnUnseated', { count: left.length })
                  : staffText('tables.assignTablesOn'),
            );
          }
          return problem;
        }}
      />
      <AddTableForm onAdd={(label) => write(() => createTable(label), `La table ${label} est ajoutée.`)} />
      <SettingForm
        key={list.areas.join()}
        name="Salles"
        label="Noms des salles"
        hint="Séparées par des virgules, par exemple « Salle, Terrasse, Salon ». Une salle qui a encore des tables reste."
        submitLabel="Enregistrer les salles"
        saved={list.areas.join(', ')}
        check={(text) => checkTableAreas(text.split(','))}
        onSave={(areas) => write(() => saveTableAreas(areas), `Salles : ${areas.join(', ')}.`)}
      />
      <SettingForm
        key={list.menuPath}
        name="Page des codes QR"
        label="Page ouverte par les codes QR"
        hint="Une page de ce site, par exemple /la-carte. La changer ne demande pas de réimprimer les codes."
        submitLabel="Enregistrer la page"
        saved={list.menuPath}
        check={checkTableMenuPath}
        onSave={(menuPath) => write(() => saveTableMenuPath(menuPath), `Les codes mènent maintenant à ${menuPath}.`)}
        inputProps={{ inputMode: 'url', spellCheck: false, autoCapitalize: 'none' }}
      />
      <QrSheetDownload onDownload={(perPage) => attempt(() => downloadTableQrSheet(perPage))} />
    </div>
  );
}
