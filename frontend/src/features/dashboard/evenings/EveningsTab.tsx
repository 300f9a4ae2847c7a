import { useEffect, useRef, useState } from 'react';
import type { EveningValues, StaffEvening } from '@ticino/shared';
import { RetryNotice } from '../../../ui/RetryNotice';
import { Spinner } from '../../../ui/Spinner';
import { useEvenings, usePaymentsReady, useSetMenuChoices } from './hooks/useEvenings';
import { EveningCard, editEveningButtonId } from './EveningCard';
import { EveningForm, type EveningSaveOutcome } from './EveningForm';
import { deleteOrUnpublish, sendEvening } from './evening-actions';
import { emptyEveningDraft, eveningDraftFrom } from './evening-draft';
import { PaymentsSection } from './PaymentsSection';
import './evenings.css';

/** What the tab shows below its list: nothing, the form for a new evening, or the one for an existing evening. */
type Editing = null | 'new' | StaffEvening;

const NEW_EVENING_BUTTON_ID = 'evening-new';

/**
 * The evenings by date with their covers — booked out of the capacity, awaiting payment, paid, released — « Modifier »
 * and « Supprimer » on each, and the form to add or change one. An evening that has bookings is not deleted: staff are
 * offered to unpublish it instead.
 */
function Evenings() {
  const { evenings, failed, retry, reload } = useEvenings();
  const { setMenus, failed: setMenusFailed } = useSetMenuChoices();
  const paymentsReady = usePaymentsReady();
  const [editing, setEditing] = useState<Editing>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  // The control the focus goes back to once the form closes: the button that opened it.
  const returnFocusTo = useRef<string | null>(null);

  useEffect(() => {
    if (editing !== null || returnFocusTo.current === null) return;
    document.getElementById(returnFocusTo.current)?.focus();
    returnFocusTo.current = null;
  }, [editing]);

  if (failed)
    return (
      <RetryNotice
        className="admin-notice admin-notice--error"
        message="Erreur lors du chargement des soirées"
        onRetry={retry}
      />
    );
  if (!evenings)
    return (
      <div className="admin-notice">
        <Spinner label="Chargement des soirées…" visibleLabel />
      </div>
    );

  const openForm = (next: Exclude<Editing, null>) => {
    returnFocusTo.current = next === 'new' ? NEW_EVENING_BUTTON_ID : editEveningButtonId(next.id);
    setEditing(next);
  };

  const save = async (values: EveningValues): Promise<EveningSaveOutcome> => {
    const outcome = await sendEvening(
      values,
      editing === null || editing === 'new' ? undefined : editing.id,
      setStatus,
    );
    if (!outcome.saved) return outcome;
    setStatus(`« ${values.name} » est enregistrée.`);
    setEditing(null);
    await reload();
    return outcome;
  };

  const remove = async (evening: StaffEvening) => {
    setBusyId(evening.id);
    const { said, deleted } = await deleteOrUnpublish(evening);
    setBusyId(null);
    if (said === null) return;
    setStatus(said);
    if (deleted && editing !== null && editing !== 'new' && editing.id === evening.id) setEditing(null);
    await reload();
    // Its card is gone: the focus goes to the tab's heading rather than to the page's start.
    if (deleted) heading.current?.focus();
  };

  return (
    <div className="evenings-tab__evenings">
      <h2 className="evenings-tab__title" ref={heading} tabIndex={-1}>
        Soirées
      </h2>
      <p className="visually-hidden" role="status">
        {status}
      </p>
      {evenings.length === 0 ? (
        <p>Aucune soirée : rien ne s’affiche sur le site.</p>
      ) : (
        <ul className="evenings-tab__list" aria-label="Soirées">
          {evenings.map((evening) => (
            <EveningCard
              key={evening.id}
              evening={evening}
              setMenus={setMenus}
              busy={busyId === evening.id}
              onEdit={() => openForm(evening)}
              onDelete={() => void remove(evening)}
            />
          ))}
        </ul>
      )}
      {editing === null ? (
        <button
          id={NEW_EVENING_BUTTON_ID}
          type="button"
          className="button button--primary"
          onClick={() => openForm('new')}
        >
          Nouvelle soirée
        </button>
      ) : (
        <EveningForm
          key={editing === 'new' ? 'new' : editing.id}
          label={editing === 'new' ? 'Nouvelle soirée' : `Modifier : ${editing.name}`}
          initial={editing === 'new' ? emptyEveningDraft((setMenus ?? []).length > 0) : eveningDraftFrom(editing)}
          setMenus={setMenus}
          setMenusFailed={setMenusFailed}
          paymentsReady={paymentsReady}
          onSave={save}
          onCancel={() => setEditing(null)}
        />
      )}
    </div>
  );
}

/**
 * « Soirées » (docs/product.md#evenings): the evenings, then their payments (docs/product.md#bank-file) — the bank's
 * file imported, the month's credits for the accountant — shown even while the evenings cannot be read.
 */
export function EveningsTab() {
  return (
    <div className="evenings-tab">
      <Evenings />
      <PaymentsSection />
    </div>
  );
}
