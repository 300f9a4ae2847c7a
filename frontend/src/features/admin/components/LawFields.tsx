import { useId, useState, type ReactNode } from 'react';
import {
  ALLERGENS,
  ANIMALS,
  DIETS,
  FAO_AREAS,
  MENTIONS,
  PRODUCTIONS,
  LAW_LIMITS,
  LAW_MESSAGES,
  QUANTITY_EXEMPTIONS,
  cleanText,
  isDrinkCategory,
  isWineCategory,
  quantityPriceJumpLead,
  type AllergenConfirmation,
  type AllergenKey,
  type DietKey,
  type LawField,
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

/** The law's fields in the order the form shows their controls: the order the focus looks for an error in. */
export const LAW_FIELDS_IN_FORM_ORDER = [
  'allergens',
  'traces',
  'allergensConfirmation',
  'origins',
  'diets',
  'mentions',
  'quantities',
  'quantityExemption',
  'wine',
] as const satisfies readonly LawField[];

/** What a control says when it holds a field's error: invalid, described by the message under its section. */
interface ErrorAttributes {
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

interface SectionError {
  id: string;
  message: string | undefined;
}

interface SectionProps {
  title: string;
  summary?: string;
  errors: SectionError[];
  /** Changes with each failed save, which opens the section again if it holds an error. */
  failedSaves: number;
  children: ReactNode;
}

/** A section the staff open when they need it, opened by itself when it holds an error. */
function Section({ title, summary, errors, failedSaves, children }: SectionProps) {
  const [open, setOpen] = useState(false);
  // A new error, or a failed save while one is shown, opens the section (state adjusted during render) so that its
  // control can take the focus; the staff may still close it.
  const shown = errors.map((error) => error.message ?? '').join('\n');
  const [seen, setSeen] = useState({ shown, failedSaves });
  if (seen.shown !== shown || seen.failedSaves !== failedSaves) {
    setSeen({ shown, failedSaves });
    if (errors.some((error) => error.message)) setOpen(true);
  }
  return (
    <details className="law-section" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="law-section__summary">
        {title}
        {summary && <span className="law-section__count"> — {summary}</span>}
      </summary>
      <div className="law-section__body">
        {children}
        {errors
          .filter(({ message }) => message)
          .map(({ id, message }) => (
            <p key={id} id={id} className="field__error">
              {message}
            </p>
          ))}
      </div>
    </details>
  );
}

/** Which row of a list a message names, and which of its controls: the first row's first control if none. */
interface RowTarget<Control> {
  /** null: the list has no row, the « Ajouter » button takes the focus. */
  index: number | null;
  control: Control;
}

function rowTarget<Control>(
  message: string | undefined,
  rows: number,
  wordings: readonly (readonly [(row: number) => string, Control])[],
  first: Control,
): RowTarget<Control> {
  if (message) {
    for (let index = 0; index < rows; index += 1) {
      // By its start: a row's message may go on (a price guard's message names the prices).
      const named = wordings.find(([wording]) => message.startsWith(wording(index + 1)));
      if (named) return { index, control: named[1] };
    }
  }
  return { index: rows > 0 ? 0 : null, control: first };
}

type OriginControl = 'animal' | 'name' | 'production' | 'place';
/** The row messages of LAW_MESSAGES, each with the control that fixes it (`place`: the country or FAO area shown). */
const ORIGIN_WORDINGS = [
  [LAW_MESSAGES.originAnimal, 'animal'],
  [LAW_MESSAGES.originProduction, 'production'],
  [LAW_MESSAGES.originSeaOnlyAquatic, 'production'],
  [LAW_MESSAGES.originCountry, 'place'],
  [LAW_MESSAGES.originFaoArea, 'place'],
  [LAW_MESSAGES.originTooLong, 'name'],
] as const;
/** An origin's text too long is its name's, or else its country's. */
function originControl({ index, control }: RowTarget<OriginControl>, origins: LawDraft['origins']): OriginControl {
  if (control !== 'name' || index === null) return control;
  return cleanText(origins[index].name).length > LAW_LIMITS.nameMaxLength ? 'name' : 'place';
}

const QUANTITY_WORDINGS = [
  [LAW_MESSAGES.quantityText, 'quantity'],
  [LAW_MESSAGES.quantityPrice, 'price'],
  [quantityPriceJumpLead, 'price'],
] as const;

type WineText = 'producer' | 'appellation' | 'grape';
const WINE_INPUTS = [
  ['producer', 'Producteur'],
  ['appellation', 'Appellation ou région'],
  ['grape', 'Cépage'],
  ['vintage', 'Millésime'],
] as const;

/** The wine input a message is about: the vintage, the text too long, or the first. */
function wineTarget(message: string | undefined, wine: LawDraft['wine']): WineText | 'vintage' {
  if (message === LAW_MESSAGES.wineVintage) return 'vintage';
  const texts: WineText[] = ['producer', 'appellation', 'grape'];
  if (message === LAW_MESSAGES.wineTooLong)
    return texts.find((field) => cleanText(wine[field]).length > LAW_LIMITS.wineTextMaxLength) ?? 'producer';
  return 'producer';
}

interface CheckboxGridProps<Key extends string> {
  legend: string;
  options: readonly { key: Key; label: string }[];
  checked: readonly Key[];
  /** The message the grid is refused with: the grid and its first box, which takes the focus, are described by it. */
  errorId: string | undefined;
  firstRef: (element: HTMLElement | null) => void;
  onChange: (next: Key[]) => void;
}

function CheckboxGrid<Key extends string>({
  legend,
  options,
  checked,
  errorId,
  firstRef,
  onChange,
}: CheckboxGridProps<Key>) {
  return (
    <fieldset className="law-grid" aria-describedby={errorId}>
      <legend>{legend}</legend>
      {options.map((option, index) => (
        <label key={option.key} className="law-check">
          <input
            {...(index === 0 && {
              ref: firstRef,
              'aria-invalid': errorId ? true : undefined,
              'aria-describedby': errorId,
            })}
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
  /** Counts the failed saves: each opens again the sections that hold an error. */
  failedSaves: number;
  /** Told which control a field's error takes the focus to (docs/product.md#menu-item-form). */
  placeField: (field: LawField, element: HTMLElement | null) => void;
  /** The new draft, and the fields whose messages the change answers. */
  onChange: (next: LawDraft, ...fields: LawField[]) => void;
}

/**
 * Allergens, origins, diets and mentions, drink quantities and wine details in the dashboard form
 * (docs/product.md#menu-item-form), each in its own folding section so a tablet shows a short form. A field's
 * message shows at the foot of its section and describes the control that fixes it, which takes the focus.
 */
export function LawFields({
  draft,
  category,
  confirmation,
  errors,
  failedSaves,
  placeField,
  onChange,
}: LawFieldsProps) {
  const id = useId();
  const set = <Field extends keyof LawDraft>(field: Field, value: LawDraft[Field], errorField: LawField) =>
    onChange({ ...draft, [field]: value }, errorField);
  const allergenOptions = ALLERGENS.map(({ key, label }) => ({ key, label }));
  const drink = isDrinkCategory(category);
  const fieldRef = (field: LawField) => (element: HTMLElement | null) => placeField(field, element);
  const errorId = (field: LawField) => (errors[field] ? `${id}-${field}-error` : undefined);
  const sectionErrors = (...fields: LawField[]): SectionError[] =>
    fields.map((field) => ({ id: `${id}-${field}-error`, message: errors[field] }));
  /** What the control that fixes `field` says while the field is refused. */
  const invalid = (field: LawField): ErrorAttributes =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': errorId(field) } : {};
  const originTarget = rowTarget(errors.origins, draft.origins.length, ORIGIN_WORDINGS, 'animal');
  const quantityTarget = rowTarget(errors.quantities, draft.quantities.length, QUANTITY_WORDINGS, 'quantity');
  const wineInput = wineTarget(errors.wine, draft.wine);

  return (
    <div className="law-fields">
      <Section
        title="Allergènes"
        summary={draft.allergens.length === 0 ? 'aucun' : `${draft.allergens.length}`}
        errors={sectionErrors('allergens', 'traces', 'allergensConfirmation')}
        failedSaves={failedSaves}
      >
        <CheckboxGrid
          legend="Contient"
          options={allergenOptions}
          checked={draft.allergens}
          errorId={errorId('allergens')}
          firstRef={fieldRef('allergens')}
          onChange={(next) => set('allergens', next, 'allergens')}
        />
        <CheckboxGrid
          legend="Peut contenir des traces de"
          options={allergenOptions}
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
              onChange({ ...draft, confirmAllergens: event.target.checked }, 'allergens', 'allergensConfirmation')
            }
          />
          J’ai vérifié les allergènes de ce plat
        </label>
      </Section>

      <Section
        title="Origine des viandes et poissons"
        summary={draft.origins.length === 0 ? 'aucune' : `${draft.origins.length}`}
        errors={sectionErrors('origins')}
        failedSaves={failedSaves}
      >
        {draft.origins.map((origin, index) => {
          const row = index + 1;
          const update = (change: Partial<LawDraft['origins'][number]>) =>
            set(
              'origins',
              draft.origins.map((candidate, at) => (at === index ? { ...candidate, ...change } : candidate)),
              'origins',
            );
          const targeted = originTarget.index === index;
          /** The error attributes and focus of the row's control that fixes the message. */
          const fixing = (control: OriginControl) =>
            targeted && originControl(originTarget, draft.origins) === control
              ? { ...invalid('origins'), ref: fieldRef('origins') }
              : {};
          return (
            <fieldset className="law-row" key={index} aria-describedby={targeted ? errorId('origins') : undefined}>
              <legend>Origine {row}</legend>
              <label>
                Animal
                <select
                  {...fixing('animal')}
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
                  {...fixing('name')}
                  className="input"
                  value={origin.name}
                  onChange={(event) => update({ name: event.target.value })}
                />
              </label>
              <label>
                Production
                <select
                  {...fixing('production')}
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
                    {...fixing('place')}
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
                    {...fixing('place')}
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
          {...(originTarget.index === null && { ref: fieldRef('origins'), 'aria-describedby': errorId('origins') })}
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
        errors={sectionErrors('diets', 'mentions')}
        failedSaves={failedSaves}
      >
        <CheckboxGrid
          legend="Régime"
          options={DIETS.map(({ key, label }) => ({ key, label }))}
          checked={draft.diets}
          errorId={errorId('diets')}
          firstRef={fieldRef('diets')}
          onChange={(next) => set('diets', next, 'diets')}
        />
        <CheckboxGrid
          legend="Mentions obligatoires"
          options={MENTIONS.map(({ key, label, wording }) => ({ key, label: `${label} : « ${wording} »` }))}
          checked={draft.mentions}
          errorId={errorId('mentions')}
          firstRef={fieldRef('mentions')}
          onChange={(next) => set('mentions', next, 'mentions')}
        />
      </Section>

      {drink && (
        <Section
          title="Quantités et prix"
          summary={draft.quantities.map((row) => row.quantity).join(', ') || undefined}
          errors={sectionErrors('quantities', 'quantityExemption')}
          failedSaves={failedSaves}
        >
          {draft.quantities.map((row, index) => {
            const update = (change: Partial<LawDraft['quantities'][number]>) =>
              set(
                'quantities',
                draft.quantities.map((candidate, at) => (at === index ? { ...candidate, ...change } : candidate)),
                'quantities',
              );
            const targeted = quantityTarget.index === index;
            const fixing = (control: 'quantity' | 'price') =>
              targeted && quantityTarget.control === control
                ? { ...invalid('quantities'), ref: fieldRef('quantities') }
                : {};
            return (
              <fieldset className="law-row" key={index} aria-describedby={targeted ? errorId('quantities') : undefined}>
                <legend>Quantité {index + 1}</legend>
                <label>
                  Quantité (ex. 1 dl, 75 cl)
                  <input
                    {...fixing('quantity')}
                    className="input"
                    value={row.quantity}
                    onChange={(event) => update({ quantity: event.target.value })}
                  />
                </label>
                <label>
                  Prix (CHF)
                  <input
                    {...fixing('price')}
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
            {...(quantityTarget.index === null && {
              ref: fieldRef('quantities'),
              'aria-describedby': errorId('quantities'),
            })}
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
            {...invalid('quantityExemption')}
            ref={fieldRef('quantityExemption')}
            id={`${id}-exemption`}
            className="select"
            value={draft.quantityExemption}
            onChange={(event) =>
              onChange({ ...draft, quantityExemption: event.target.value }, 'quantities', 'quantityExemption')
            }
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
        <Section
          title="Détails du vin"
          summary={draft.wine.appellation || undefined}
          errors={sectionErrors('wine')}
          failedSaves={failedSaves}
        >
          <div className="law-row law-row--wine">
            {WINE_INPUTS.map(([field, label]) => (
              <label key={field}>
                {label}
                <input
                  {...(wineInput === field && { ...invalid('wine'), ref: fieldRef('wine') })}
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
