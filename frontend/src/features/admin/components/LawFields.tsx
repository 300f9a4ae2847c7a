import { useId, useState, type ReactNode } from 'react';
import {
  ALLERGENS,
  ANIMALS,
  DIETS,
  FAO_AREAS,
  MENTIONS,
  PRODUCTIONS,
  QUANTITY_EXEMPTIONS,
  isDrinkCategory,
  isWineCategory,
  type AllergenConfirmation,
  type AllergenKey,
  type DietKey,
  type MenuItemErrors,
  type MenuItemInput,
  type MenuItemValues,
  type MentionKey,
} from '@ticino/shared';

/** The law's fields as the form edits them: lists of keys, and rows whose numbers are held as typed text. */
export interface LawDraft {
  allergens: AllergenKey[];
  traces: AllergenKey[];
  diets: DietKey[];
  mentions: MentionKey[];
  origins: { animal: string; name: string; production: string; country: string; faoArea: string }[];
  quantities: { quantity: string; price: string }[];
  quantityExemption: string;
  wine: { producer: string; appellation: string; grape: string; vintage: string; genevan: boolean };
  /** The staff member confirms the allergens with this save. */
  confirmAllergens: boolean;
}

export function lawDraftFrom(item: MenuItemValues | null): LawDraft {
  return {
    allergens: [...(item?.allergens ?? [])],
    traces: [...(item?.traces ?? [])],
    diets: [...(item?.diets ?? [])],
    mentions: [...(item?.mentions ?? [])],
    origins: (item?.origins ?? []).map((origin) => ({
      ...origin,
      faoArea: origin.faoArea === null ? '' : String(origin.faoArea),
    })),
    quantities: (item?.quantities ?? []).map(({ quantity, price }) => ({ quantity, price: price.toFixed(2) })),
    quantityExemption: item?.quantityExemption ?? '',
    wine: {
      producer: item?.wine?.producer ?? '',
      appellation: item?.wine?.appellation ?? '',
      grape: item?.wine?.grape ?? '',
      vintage: item?.wine?.vintage ? String(item.wine.vintage) : '',
      genevan: item?.wine?.genevan ?? false,
    },
    confirmAllergens: false,
  };
}

/** What the draft sends to the shared rules: drink rows and wine details only where the category takes them. */
export function lawInput(draft: LawDraft, category: string): MenuItemInput {
  const drink = isDrinkCategory(category);
  return {
    allergens: draft.allergens,
    traces: draft.traces,
    diets: draft.diets,
    mentions: draft.mentions,
    origins: draft.origins,
    quantities: drink
      ? draft.quantities.map(({ quantity, price }) => ({ quantity, price: price.replace(',', '.') }))
      : [],
    quantityExemption: drink ? draft.quantityExemption || null : null,
    wine: isWineCategory(category) ? draft.wine : null,
  };
}

/** Whether the form asks for a price of its own: not when a drink's first quantity gives it. */
export const needsOwnPrice = (draft: LawDraft, category: string) =>
  !isDrinkCategory(category) || draft.quantities.length === 0;

function toggled<Key extends string>(list: readonly Key[], key: Key, on: boolean): Key[] {
  return on ? [...list.filter((candidate) => candidate !== key), key] : list.filter((candidate) => candidate !== key);
}

const dateFormat = new Intl.DateTimeFormat('fr-CH', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'Europe/Zurich',
});

interface SectionProps {
  title: string;
  summary?: string;
  error?: string;
  children: ReactNode;
}

/** A section the staff open when they need it, opened by itself when it holds an error. */
function Section({ title, summary, error, children }: SectionProps) {
  const [open, setOpen] = useState(false);
  // A new error opens the section (state adjusted during render); the staff may still close it.
  const [shownError, setShownError] = useState(error);
  if (error !== shownError) {
    setShownError(error);
    if (error) setOpen(true);
  }
  return (
    <details className="law-section" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="law-section__summary">
        {title}
        {summary && <span className="law-section__count"> — {summary}</span>}
      </summary>
      <div className="law-section__body">
        {children}
        {error && (
          <p className="field__error" role="alert">
            {error}
          </p>
        )}
      </div>
    </details>
  );
}

interface CheckboxGridProps<Key extends string> {
  legend: string;
  options: readonly { key: Key; label: string }[];
  checked: readonly Key[];
  onChange: (next: Key[]) => void;
}

function CheckboxGrid<Key extends string>({ legend, options, checked, onChange }: CheckboxGridProps<Key>) {
  return (
    <fieldset className="law-grid">
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.key} className="law-check">
          <input
            type="checkbox"
            checked={checked.includes(option.key)}
            onChange={(event) => onChange(toggled(checked, option.key, event.target.checked))}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

interface LawFieldsProps {
  draft: LawDraft;
  category: string;
  confirmation: AllergenConfirmation | null;
  errors: MenuItemErrors;
  onChange: (next: LawDraft, field: keyof MenuItemErrors) => void;
}

/**
 * Allergens, origins, diets and mentions, drink quantities and wine details in the dashboard form
 * (docs/product.md#menu-item-form), each in its own folding section so a tablet shows a short form.
 */
export function LawFields({ draft, category, confirmation, errors, onChange }: LawFieldsProps) {
  const id = useId();
  const set = <Field extends keyof LawDraft>(field: Field, value: LawDraft[Field], errorField: keyof MenuItemErrors) =>
    onChange({ ...draft, [field]: value }, errorField);
  const allergenOptions = ALLERGENS.map(({ key, label }) => ({ key, label }));
  const drink = isDrinkCategory(category);

  return (
    <div className="law-fields">
      <Section
        title="Allergènes"
        summary={draft.allergens.length === 0 ? 'aucun' : `${draft.allergens.length}`}
        error={errors.allergens ?? errors.traces}
      >
        <CheckboxGrid
          legend="Contient"
          options={allergenOptions}
          checked={draft.allergens}
          onChange={(next) => set('allergens', next, 'allergens')}
        />
        <CheckboxGrid
          legend="Peut contenir des traces de"
          options={allergenOptions}
          checked={draft.traces}
          onChange={(next) => set('traces', next, 'traces')}
        />
        <p className="law-confirmed">
          {confirmation
            ? `Allergènes confirmés le ${dateFormat.format(new Date(confirmation.at))} par ${confirmation.by}.`
            : 'Allergènes jamais confirmés.'}
        </p>
        <label className="law-check">
          <input
            type="checkbox"
            checked={draft.confirmAllergens}
            onChange={(event) => onChange({ ...draft, confirmAllergens: event.target.checked }, 'allergens')}
          />
          J’ai vérifié les allergènes de ce plat
        </label>
      </Section>

      <Section
        title="Origine des viandes et poissons"
        summary={draft.origins.length === 0 ? 'aucune' : `${draft.origins.length}`}
        error={errors.origins}
      >
        {draft.origins.map((origin, index) => {
          const row = index + 1;
          const update = (change: Partial<LawDraft['origins'][number]>) =>
            set(
              'origins',
              draft.origins.map((candidate, at) => (at === index ? { ...candidate, ...change } : candidate)),
              'origins',
            );
          return (
            <fieldset className="law-row" key={index}>
              <legend>Origine {row}</legend>
              <label>
                Animal
                <select
                  className="select"
                  value={origin.animal}
                  onChange={(event) => update({ animal: event.target.value })}
                >
                  <option value="">—</option>
                  {ANIMALS.map((animal) => (
                    <option key={animal.key} value={animal.key}>
                      {animal.label}
                    </option>
                  ))}
                </select>
              </label>
              <label>
                Nom affiché (ex. Perche)
                <input
                  className="input"
                  value={origin.name}
                  onChange={(event) => update({ name: event.target.value })}
                />
              </label>
              <label>
                Production
                <select
                  className="select"
                  value={origin.production}
                  onChange={(event) => update({ production: event.target.value })}
                >
                  {PRODUCTIONS.map((production) => (
                    <option key={production.key} value={production.key}>
                      {production.label}
                    </option>
                  ))}
                </select>
              </label>
              {origin.production === 'sauvage-mer' ? (
                <label>
                  Zone de pêche FAO
                  <select
                    className="select"
                    value={origin.faoArea}
                    onChange={(event) => update({ faoArea: event.target.value })}
                  >
                    <option value="">—</option>
                    {FAO_AREAS.map((area) => (
                      <option key={area.code} value={String(area.code)}>
                        {area.name} (FAO {area.code})
                      </option>
                    ))}
                  </select>
                </label>
              ) : (
                <label>
                  Pays
                  <input
                    className="input"
                    value={origin.country}
                    onChange={(event) => update({ country: event.target.value })}
                  />
                </label>
              )}
              <button
                type="button"
                className="button button--secondary law-row__remove"
                onClick={() =>
                  set(
                    'origins',
                    draft.origins.filter((_, at) => at !== index),
                    'origins',
                  )
                }
              >
                Retirer l’origine {row}
              </button>
            </fieldset>
          );
        })}
        <button
          type="button"
          className="button button--secondary"
          onClick={() =>
            set(
              'origins',
              [...draft.origins, { animal: '', name: '', production: 'elevage', country: '', faoArea: '' }],
              'origins',
            )
          }
        >
          Ajouter une origine
        </button>
      </Section>

      <Section
        title="Régime et mentions"
        summary={
          [...draft.diets, ...draft.mentions].length === 0 ? undefined : `${draft.diets.length + draft.mentions.length}`
        }
        error={errors.diets ?? errors.mentions}
      >
        <CheckboxGrid
          legend="Régime"
          options={DIETS.map(({ key, label }) => ({ key, label }))}
          checked={draft.diets}
          onChange={(next) => set('diets', next, 'diets')}
        />
        <CheckboxGrid
          legend="Mentions obligatoires"
          options={MENTIONS.map(({ key, label, wording }) => ({ key, label: `${label} : « ${wording} »` }))}
          checked={draft.mentions}
          onChange={(next) => set('mentions', next, 'mentions')}
        />
      </Section>

      {drink && (
        <Section
          title="Quantités et prix"
          summary={draft.quantities.map((row) => row.quantity).join(', ') || undefined}
          error={errors.quantities}
        >
          {draft.quantities.map((row, index) => {
            const update = (change: Partial<LawDraft['quantities'][number]>) =>
              set(
                'quantities',
                draft.quantities.map((candidate, at) => (at === index ? { ...candidate, ...change } : candidate)),
                'quantities',
              );
            return (
              <fieldset className="law-row" key={index}>
                <legend>Quantité {index + 1}</legend>
                <label>
                  Quantité (ex. 1 dl, 75 cl)
                  <input
                    className="input"
                    value={row.quantity}
                    onChange={(event) => update({ quantity: event.target.value })}
                  />
                </label>
                <label>
                  Prix (CHF)
                  <input
                    className="input"
                    inputMode="decimal"
                    value={row.price}
                    onChange={(event) => update({ price: event.target.value })}
                  />
                </label>
                <button
                  type="button"
                  className="button button--secondary law-row__remove"
                  onClick={() =>
                    set(
                      'quantities',
                      draft.quantities.filter((_, at) => at !== index),
                      'quantities',
                    )
                  }
                >
                  Retirer la quantité {index + 1}
                </button>
              </fieldset>
            );
          })}
          <button
            type="button"
            className="button button--secondary"
            onClick={() => set('quantities', [...draft.quantities, { quantity: '', price: '' }], 'quantities')}
          >
            Ajouter une quantité
          </button>
          <p className="field__hint">Le premier prix est celui de l’élément dans la liste.</p>
          <label className="law-exemption" htmlFor={`${id}-exemption`}>
            Boisson servie sans quantité
          </label>
          <select
            id={`${id}-exemption`}
            className="select"
            value={draft.quantityExemption}
            onChange={(event) => set('quantityExemption', event.target.value, 'quantities')}
          >
            <option value="">Non : la quantité est indiquée</option>
            {QUANTITY_EXEMPTIONS.map((exemption) => (
              <option key={exemption} value={exemption}>
                {exemption}
              </option>
            ))}
          </select>
        </Section>
      )}

      {isWineCategory(category) && (
        <Section title="Détails du vin" summary={draft.wine.appellation || undefined} error={errors.wine}>
          <div className="law-row law-row--wine">
            {(
              [
                ['producer', 'Producteur'],
                ['appellation', 'Appellation ou région'],
                ['grape', 'Cépage'],
                ['vintage', 'Millésime'],
              ] as const
            ).map(([field, label]) => (
              <label key={field}>
                {label}
                <input
                  className="input"
                  inputMode={field === 'vintage' ? 'numeric' : undefined}
                  value={draft.wine[field]}
                  onChange={(event) => set('wine', { ...draft.wine, [field]: event.target.value }, 'wine')}
                />
              </label>
            ))}
            <label className="law-check">
              <input
                type="checkbox"
                checked={draft.wine.genevan}
                onChange={(event) => set('wine', { ...draft.wine, genevan: event.target.checked }, 'wine')}
              />
              Vin genevois
            </label>
          </div>
        </Section>
      )}
    </div>
  );
}
