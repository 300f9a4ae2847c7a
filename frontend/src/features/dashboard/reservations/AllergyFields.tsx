import { useId, type RefObject } from 'react';
import { ALLERGEN_KEYS, lawNamesFr, type AllergenKey } from '@ticino/shared';
import type { StaffAllergies } from './api/reservations-api';
import './allergies.css';

/** The consent's words, by where the guest gave it. */
export const CONSENT_LABELS = {
  phone: 'Accord donné par téléphone',
  onSite: 'Accord donné sur place',
} as const;

/** The refusals the group shows: the list's, and the consent's (the form's own check, or the server's). */
export interface AllergyErrors {
  allergens?: string;
  allergyConsent?: string;
}

interface AllergyFieldsProps {
  allergies: StaffAllergies;
  consentLabel: string;
  errors: AllergyErrors;
  onChange: (allergies: StaffAllergies) => void;
  /** The consent's box, focused when the form refuses the allergies without it. */
  consentRef?: RefObject<HTMLInputElement>;
}

const toggled = (allergens: readonly AllergenKey[], key: AllergenKey, on: boolean): AllergenKey[] =>
  ALLERGEN_KEYS.filter((candidate) => (candidate === key ? on : allergens.includes(candidate)));

/**
 * « Allergies » in a staff form (docs/product.md#allergies): the menu's 14 groups by their short French names, and
 * the guest's consent, which health data needs before it is kept.
 */
export function AllergyFields({ allergies, consentLabel, errors, onChange, consentRef }: AllergyFieldsProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const listErrorId = `${id}-allergens-error`;
  const consentErrorId = `${id}-consent-error`;
  return (
    <fieldset
      className="admin-allergies"
      aria-describedby={[hintId, errors.allergens ? listErrorId : ''].filter(Boolean).join(' ')}
    >
      <legend>Allergies</legend>
      <p className="field__hint" id={hintId}>
        Données de santé : gardées seulement avec l’accord du client.
      </p>
      <div className="admin-allergies__grid">
        {ALLERGEN_KEYS.map((key) => (
          <label key={key} className="admin-allergies__option">
            <input
              type="checkbox"
              checked={allergies.allergens.includes(key)}
              onChange={(event) =>
                onChange({ ...allergies, allergens: toggled(allergies.allergens, key, event.target.checked) })
              }
            />
            {lawNamesFr.allergens[key].short}
          </label>
        ))}
      </div>
      {errors.allergens && (
        <p className="field__error" id={listErrorId}>
          {errors.allergens}
        </p>
      )}
      <label className="admin-allergies__consent">
        <input
          ref={consentRef}
          type="checkbox"
          checked={allergies.consent}
          aria-invalid={Boolean(errors.allergyConsent)}
          aria-describedby={errors.allergyConsent ? consentErrorId : undefined}
          onChange={(event) => onChange({ ...allergies, consent: event.target.checked })}
        />
        {consentLabel}
      </label>
      {errors.allergyConsent && (
        <p className="field__error" id={consentErrorId}>
          {errors.allergyConsent}
        </p>
      )}
    </fieldset>
  );
}
