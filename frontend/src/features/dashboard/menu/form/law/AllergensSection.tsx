import { ALLERGEN_KEYS, lawNamesFr } from '@ticino/shared';
import { CheckboxGrid, Section, type LawSectionProps } from './LawSection';

export const ALLERGEN_FIELDS = ['allergens', 'traces', 'allergensConfirmation'] as const;

const ALLERGEN_OPTIONS = ALLERGEN_KEYS.map((key) => ({ key, label: lawNamesFr.allergens[key].label }));

const dateFormat = new Intl.DateTimeFormat('fr-CH', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'Europe/Zurich',
});

/** What the dish contains, its traces, and the staff's confirmation that both were checked. */
export function AllergensSection({ draft, confirmation, failedSaves, controls }: LawSectionProps) {
  const { set, change, fieldRef, errorId, sectionErrors, invalid } = controls;
  return (
    <Section
      title="Allergènes"
      summary={draft.allergens.length === 0 ? 'aucun' : `${draft.allergens.length}`}
      errors={sectionErrors(...ALLERGEN_FIELDS)}
      failedSaves={failedSaves}
    >
      <CheckboxGrid
        legend="Contient"
        options={ALLERGEN_OPTIONS}
        checked={draft.allergens}
        errorId={errorId('allergens')}
        firstRef={fieldRef('allergens')}
        onChange={(next) => set('allergens', next, 'allergens')}
      />
      <CheckboxGrid
        legend="Peut contenir des traces de"
        options={ALLERGEN_OPTIONS}
        checked={draft.traces}
        errorId={errorId('traces')}
        firstRef={fieldRef('traces')}
        onChange={(next) => set('traces', next, 'traces')}
      />
      <p className="law-confirmed">
        {confirmation
          ? `Allergènes confirmés le ${dateFormat.format(new Date(confirmation.at))} par ${confirmation.by}.`
          : 'Allergènes jamais confirmés.'}
      </p>
      <label className="law-check">
        <input
          {...invalid('allergensConfirmation')}
          ref={fieldRef('allergensConfirmation')}
          type="checkbox"
          checked={draft.confirmAllergens}
          onChange={(event) =>
            change({ ...draft, confirmAllergens: event.target.checked }, 'allergens', 'allergensConfirmation')
          }
        />
        J’ai vérifié les allergènes de ce plat
      </label>
    </Section>
  );
}
