import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  GROUP_PROPOSAL_LIMITS,
  formatDayText,
  genevaDay,
  type ApiSuccess,
  type GroupRequestView,
  type StaffEvening,
} from '@ticino/shared';
import { ApiError } from '../../../../lib/api-client';
import { alertDialog } from '../../../../ui/dialogs';
import { FormField } from '../../../../ui/FormField';
import { Modal } from '../../../../ui/Modal';
import { sendGroupProposal } from '../api/reservations-api';
import { useProposalChoices } from '../hooks/useReservations';
import { FormDialogActions } from '../FormDialogActions';
import { GUEST_LANGUAGE_NAMES } from '../ReservationRow';
import { ProposalMenuFields } from './ProposalMenuFields';
import {
  PROPOSAL_FIELDS_IN_FORM_ORDER,
  checkProposalDraft,
  proposalDraftFor,
  proposalFormErrorsFrom,
  withEvening,
  withSetMenu,
  type ProposalDraft,
  type ProposalField,
  type ProposalFormErrors,
} from './proposal-draft';

interface GroupProposalDialogProps {
  request: GroupRequestView;
  onClose: () => void;
  /** Called with the server's answer once the proposal is kept (and mailed, or not: its message says). */
  onSent: (answer: ApiSuccess<GroupRequestView>) => Promise<void>;
}

/**
 * The form's controls by field; `refuse` shows a refusal's messages and moves the focus to the first field refused
 * (each refusal, even with the same messages as the last).
 */
function useRefusedFieldFocus(showErrors: (errors: ProposalFormErrors) => void) {
  const fieldRefs = useRef<Partial<Record<ProposalField, HTMLElement | null>>>({});
  const [refusal, setRefusal] = useState<{ errors: ProposalFormErrors } | null>(null);

  useEffect(() => {
    if (!refusal) return;
    const first = PROPOSAL_FIELDS_IN_FORM_ORDER.find((field) => refusal.errors[field] && fieldRefs.current[field]);
    if (first) fieldRefs.current[first]?.focus();
  }, [refusal]);

  return {
    placeField: (field: ProposalField, element: HTMLElement | null) => {
      fieldRefs.current[field] = element;
    },
    refuse: (errors: ProposalFormErrors) => {
      showErrors(errors);
      setRefusal({ errors });
    },
  };
}

/** The evenings a group may still come to: from today on, by date. */
const upcoming = (evenings: readonly StaffEvening[] | undefined, today: string) =>
  evenings?.filter(({ date }) => date >= today).sort((a, b) => a.date.localeCompare(b.date));

interface FieldsProps {
  draft: ProposalDraft;
  errors: ProposalFormErrors;
  set: <Field extends keyof ProposalDraft>(field: Field, value: ProposalDraft[Field]) => void;
  placeField: (field: ProposalField, element: HTMLElement | null) => void;
}

const decimal = { inputMode: 'decimal' } as const;

/** The price and deposit per person, and staff's words to the guest with their count. */
function ProposalTermsFields({ draft, errors, set, placeField }: FieldsProps) {
  return (
    <>
      <div className="admin-resa-form__row">
        <FormField label="Prix par personne (CHF)" error={errors.pricePerPerson}>
          {(control) => (
            <input
              {...control}
              {...decimal}
              ref={(element) => placeField('pricePerPerson', element)}
              value={draft.pricePerPerson}
              onChange={(event) => set('pricePerPerson', event.target.value)}
            />
          )}
        </FormField>
        <FormField
          label="Acompte par personne (CHF)"
          error={errors.depositPerPerson}
          hint="0 : pas d’acompte. Sinon, le client le paie par QR-facture, et le paiement vaut acceptation."
        >
          {(control) => (
            <input
              {...control}
              {...decimal}
              ref={(element) => placeField('depositPerPerson', element)}
              value={draft.depositPerPerson}
              onChange={(event) => set('depositPerPerson', event.target.value)}
            />
          )}
        </FormField>
      </div>
      <FormField
        label="Message au client"
        error={errors.message}
        hint={`${draft.message.length} / ${GROUP_PROPOSAL_LIMITS.messageMaxLength} caractères, joints à l’e-mail tels que vous les écrivez.`}
      >
        {(control) => (
          <textarea
            {...control}
            ref={(element) => placeField('message', element)}
            rows={4}
            maxLength={GROUP_PROPOSAL_LIMITS.messageMaxLength}
            value={draft.message}
            onChange={(event) => set('message', event.target.value)}
          />
        )}
      </FormField>
    </>
  );
}

/**
 * « Proposer » (docs/product.md#group-proposals): a day and time, a set menu or an evening, a price and a deposit per
 * person and staff's words, checked with the server's own rules before anything is sent. A refusal shows under its
 * field, and the first field refused takes the focus.
 */
export function GroupProposalDialog({ request, onClose, onSent }: GroupProposalDialogProps) {
  const formId = useId();
  const [draft, setDraft] = useState<ProposalDraft>(() => proposalDraftFor(request));
  const [errors, setErrors] = useState<ProposalFormErrors>({});
  const [busy, setBusy] = useState(false);
  const { placeField, refuse } = useRefusedFieldFocus(setErrors);
  const choices = useProposalChoices();
  const evenings = upcoming(choices.evenings, genevaDay(new Date()));
  const set = <Field extends keyof ProposalDraft>(field: Field, value: ProposalDraft[Field]) =>
    setDraft((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const checked = checkProposalDraft(draft, new Date());
    if (checked.errors) {
      refuse(checked.errors);
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      await onSent(await sendGroupProposal(request.id, checked.values));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const fieldErrors = error.status === 400 ? proposalFormErrorsFrom(error, draft.kind) : {};
      if (Object.keys(fieldErrors).length > 0) refuse(fieldErrors);
      else if (error.status !== 401) await alertDialog({ title: error.message, tone: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={`Proposition pour ${request.name}`}
      onClose={onClose}
      busy={busy}
      footer={<FormDialogActions formId={formId} onCancel={onClose} busy={busy} submitLabel="Envoyer la proposition" />}
    >
      <form id={formId} className="admin-resa-form" noValidate onSubmit={(event) => void submit(event)}>
        <p>
          Demande : {request.guests} invités, le {formatDayText(request.date)} à {request.time}
          {request.budgetPerPerson !== null && <>, budget {request.budgetPerPerson} CHF par personne</>}. L’e-mail part
          à {request.email} ; le client lit {GUEST_LANGUAGE_NAMES[request.language]}, l’e-mail lui parle dans cette
          langue.
        </p>
        <div className="admin-resa-form__row">
          <FormField label="Date" error={errors.date}>
            {(control) => (
              <input
                {...control}
                ref={(element) => placeField('date', element)}
                type="date"
                value={draft.date}
                onChange={(event) => set('date', event.target.value)}
              />
            )}
          </FormField>
          <FormField label="Heure" error={errors.time}>
            {(control) => (
              <input
                {...control}
                ref={(element) => placeField('time', element)}
                type="time"
                step={300}
                value={draft.time}
                onChange={(event) => set('time', event.target.value)}
              />
            )}
          </FormField>
        </div>
        <ProposalMenuFields
          draft={draft}
          setMenus={choices.setMenus}
          setMenusFailed={choices.setMenusFailed}
          evenings={evenings}
          eveningsFailed={choices.eveningsFailed}
          errors={errors}
          onKind={(kind) => set('kind', kind)}
          onSetMenu={(id) =>
            setDraft((current) =>
              withSetMenu(
                current,
                choices.setMenus?.find((menu) => menu.id === id),
              ),
            )
          }
          onEvening={(id) =>
            setDraft((current) =>
              withEvening(
                current,
                evenings?.find((evening) => evening.id === id),
              ),
            )
          }
          placeField={placeField}
        />
        <ProposalTermsFields draft={draft} errors={errors} set={set} placeField={placeField} />
      </form>
    </Modal>
  );
}
