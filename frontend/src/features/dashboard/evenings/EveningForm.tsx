import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  EVENING_LIMITS,
  eveningPath,
  slugOf,
  staffText,
  type EveningField,
  type EveningValues,
  type SetMenu,
} from '@ticino/shared';
import {
  EVENING_FIELDS_IN_FORM_ORDER,
  checkEveningDraft,
  eveningFormErrorsFrom,
  type EveningDraft,
  type EveningFormErrors,
} from './evening-draft';
import { DraftInput, DraftTextArea, PublishedField, type DraftBinding } from './DraftFields';
import { EveningMenuFields } from './EveningMenuFields';
import { EveningTimesField } from './EveningTimesField';

/** What a save came to: done, or refused with the server's messages by field (none when it said why in a dialog). */
export type EveningSaveOutcome = { saved: true } | { saved: false; fieldErrors: Readonly<Record<string, string>> };

interface EveningFormProps {
  /** The form's title and accessible name: « Nouvelle soirée » or « Modifier : … ». */
  label: string;
  initial: EveningDraft;
  setMenus: readonly SetMenu[] | undefined;
  setMenusFailed: boolean;
  /** Whether the owner's IBAN is set (a deposit needs it); undefined while unknown, the server then decides. */
  paymentsReady: boolean | undefined;
  onSave: (values: EveningValues) => Promise<EveningSaveOutcome>;
  onCancel: () => void;
}

/** The deposit's hint: what 0 means, or why no deposit can be asked yet. */
function depositHint(paymentsReady: boolean | undefined): string {
  if (paymentsReady === false) return staffText('evening.depositWithoutAccount');
  return '0 : pas d’acompte. Sinon, le client le paie d’avance par QR-facture et sa réservation attend le paiement.';
}

/** The page's address as it will be: the slug typed, else the one made from the name. */
function slugHint(draft: Pick<EveningDraft, 'slug' | 'name'>): string {
  const typed = draft.slug.trim();
  if (typed) return `Page de la soirée : ${eveningPath('fr', typed)}`;
  const made = slugOf(draft.name);
  return `Facultative : laissée vide, elle est faite à partir du nom${made ? ` (${eveningPath('fr', made)})` : ''}.`;
}

/**
 * The form's controls by field; `refuse` shows a refusal's messages and moves the focus to the first field refused
 * (each refusal, even with the same messages as the last). The form opens on its first field.
 */
function useRefusedFieldFocus(showErrors: (errors: EveningFormErrors) => void) {
  const fieldRefs = useRef<Partial<Record<EveningField, HTMLElement | null>>>({});
  const [refusal, setRefusal] = useState<{ errors: EveningFormErrors } | null>(null);

  useEffect(() => {
    fieldRefs.current.name?.focus();
  }, []);

  useEffect(() => {
    if (!refusal) return;
    const first = EVENING_FIELDS_IN_FORM_ORDER.find((field) => refusal.errors[field] && fieldRefs.current[field]);
    if (first) fieldRefs.current[first]?.focus();
  }, [refusal]);

  return {
    placeField: (field: EveningField, element: HTMLElement | null) => {
      fieldRefs.current[field] = element;
    },
    refuse: (errors: EveningFormErrors) => {
      showErrors(errors);
      setRefusal({ errors });
    },
  };
}

/**
 * An evening's form (docs/product.md#evenings): every field of the evening, checked with the server's own rules
 * before anything is sent (a deposit only with the owner's IBAN); a refusal shows under its field, and the first field
 * refused takes the focus.
 */
export function EveningForm({
  label,
  initial,
  setMenus,
  setMenusFailed,
  paymentsReady,
  onSave,
  onCancel,
}: EveningFormProps) {
  const titleId = useId();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<EveningFormErrors>({});
  const [sending, setSending] = useState(false);
  const { placeField, refuse } = useRefusedFieldFocus(setErrors);
  const change = (next: Partial<EveningDraft>) => setDraft((current) => ({ ...current, ...next }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    // While the payment settings are unknown, the server says whether a deposit can be taken.
    const checked = checkEveningDraft(draft, paymentsReady ?? true);
    if (checked.errors) {
      refuse(checked.errors);
      return;
    }
    setSending(true);
    const outcome = await onSave(checked.values);
    setSending(false);
    if (outcome.saved) return;
    refuse(eveningFormErrorsFrom(outcome.fieldErrors, draft.menuKind));
  };

  const binding: DraftBinding = { draft, errors, onChange: change, placeField };
  const decimal = { inputMode: 'decimal' } as const;
  const whole = { inputMode: 'numeric' } as const;

  return (
    <form className="evening-form card" aria-labelledby={titleId} noValidate onSubmit={(event) => void submit(event)}>
      <h3 id={titleId} className="evening-form__title">
        {label}
      </h3>
      <DraftInput {...binding} field="name" label="Nom de la soirée" />
      <DraftInput {...binding} field="date" label="Date" attributes={{ type: 'date' }} />
      <EveningTimesField
        times={draft.times}
        error={errors.times}
        onChange={(times) => change({ times })}
        firstControlRef={(element) => placeField('times', element)}
      />
      <EveningMenuFields
        draft={draft}
        setMenus={setMenus}
        setMenusFailed={setMenusFailed}
        errors={errors}
        onChange={change}
        placeField={placeField}
      />
      <DraftTextArea
        {...binding}
        field="description"
        label="Description (facultative)"
        hint="Ce que les clients lisent sur la page de la soirée."
      />
      <div className="evening-form__row">
        <DraftInput {...binding} field="pricePerPerson" label="Prix par personne (CHF)" attributes={decimal} />
        <DraftInput
          {...binding}
          field="depositPerPerson"
          label="Acompte par personne (CHF)"
          attributes={decimal}
          hint={depositHint(paymentsReady)}
        />
      </div>
      <div className="evening-form__row">
        <DraftInput
          {...binding}
          field="capacity"
          label="Couverts de la soirée"
          attributes={whole}
          hint={`De 1 à ${EVENING_LIMITS.capacityMax}.`}
        />
        <DraftInput
          {...binding}
          field="maxPartyOnline"
          label="Plus grande table en ligne (personnes)"
          attributes={whole}
          hint="Au-delà, les clients appellent le restaurant."
        />
      </div>
      <DraftInput
        {...binding}
        field="slug"
        label="Adresse de la page"
        attributes={{ spellCheck: false, autoCapitalize: 'none' }}
        hint={slugHint(draft)}
      />
      <DraftTextArea {...binding} field="cancellationTerms" label="Conditions d’annulation (facultatives)" />
      <PublishedField {...binding} />
      <div className="evening-form__actions">
        <button type="submit" className="button button--primary" aria-disabled={sending}>
          Enregistrer la soirée
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Annuler
        </button>
      </div>
    </form>
  );
}
